# no_zero's d (16), pass 17, fifth sheet: the 1 leaning back, its top against the 6's stem
# (turned: the stem's foot meets the bowl's tail at the baseline, where a d's bowl meets its stem),
# the 6 as shipped (its stem flaring right, which the written 6 needs).
LETTER = "d"; PACKS = ["no_zero"]; WORDS = ["card", "world", "dog"]


def six(p, dx=0):
    p.M(40 + dx, 22).C(31 + dx, 24, 26.5 + dx, 30, 26.5 + dx, 41)
    p.arc(35 + dx, 41, 8.5, 11, 180, 180 - 360)


def lean(p):  # the 1 from (22, 23) to (14, 60)
    p.M(15.5, 31).L(22, 23).L(14, 60)
    six(p)


def lean_touch(p):  # its top on the 6's stem
    p.M(17.5, 31).L(24, 24).L(15, 60)
    six(p)


def lean_more(p):  # its top on the 6's stem, the 6 a little left
    p.M(16, 31).L(22.5, 24).L(12.5, 60)
    six(p, -1.5)


def lean_gap(p):  # a unit of paper between the 1's top and the 6's stem
    p.M(14, 31).L(20.5, 23).L(13, 60)
    six(p)


VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in ["lean", "lean_touch", "lean_more", "lean_gap"]]
