# no_zero's d (16), pass 17, third sheet: the 6's stem cut to a flick just above the band
# (turned: a short tail at the baseline instead of a 9's tail), the loop reaching the band's
# top (turned: the bowl on the baseline), the 1 near it.
import os
import runpy

LETTER = "d"; PACKS = ["no_zero"]; WORDS = ["card", "world", "dog"]
_sheet3 = runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "d-3-no_zero-touching.py"))
one, six = _sheet3["one"], _sheet3["six"]  # the 1 and the 6 as the second sheet draws them


def flick(p):
    one(p)
    six(p, 33.5, 39.5, 8.5, 12.5, 33, 21, (28, 21.5), (25, 28))


def flick_near(p):
    one(p, x=18)
    six(p, 33.5, 39.5, 8.5, 12.5, 33, 21, (28, 21.5), (25, 28))


def flick_wide(p):  # the flick running further right
    one(p)
    six(p, 33.5, 39.5, 8.5, 12.5, 38, 20, (29, 20.5), (25, 28))


def flick_small(p):  # a smaller loop, lower (turned: a bowl of x-height sitting nearer the stem)
    one(p)
    six(p, 31.5, 41.5, 7.5, 10.5, 35, 23, (28, 23), (24, 30))


def q_like(p):  # classic q's 6 (a straight stem from a hook at its top), short
    one(p)
    p.M(32, 20).Q(25.5, 19.5, 25, 27).L(25, 40)
    p.arc(33.5, 40, 8.5, 12, 180, 180 - 350)


VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in
            ["flick", "flick_near", "flick_wide", "flick_small", "q_like"]]
