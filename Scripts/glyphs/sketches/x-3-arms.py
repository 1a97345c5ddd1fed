# Session 13 (issue #20): x-2's shallow crossing reads a crossed 7 written but turned it is an
# angle sign crossed (its second arm spans only the middle of the x-height). Ways to give the
# turned x a fuller second arm while the written crossing stays a crossbar.
LETTER = "x"; PACKS = ["classic"]; WORDS = ["fox", "jinx", "hotwax"]


def curvedown(p):  # the crossbar shallow across the stem, bending down at its right end (turned: the arm rises to the top left)
    p.M(17, 24).L(41, 24).L(25, 52)
    p.M(21, 31).C(30, 33.5, 38, 36, 43, 45)


def curveup(p):  # the crossbar bending down at its left end, shallow to the right
    p.M(17, 24).L(41, 24).L(25, 52)
    p.M(19, 27).C(22, 33, 33, 37, 46, 40)


def shortbar(p):  # x-2's L27-A22-t42 with the 7's bar shorter on the left (turned: a shorter underline)
    p.M(22, 24).L(41, 24).L(25, 52)
    p.M(21.8, 30.7).L(46.8, 40.8)


def steepstem(p):  # the stem more upright, the crossbar at 22 degrees (turned: a taller first arm)
    p.M(17, 24).L(40, 24).L(28, 52)
    p.M(22, 30.5).L(46, 40.2)


def tailright(p):  # the shipped crossing moved right and lower: it leaves the bar's left end alone
    p.M(17, 24).L(41, 24).L(25, 52)
    p.M(24, 33).L(45, 50)


def hooked(p):  # the shipped x, the 7's bar starting with a downward serif (a 7 written quickly)
    p.M(16, 29).L(17, 24).L(41, 24).L(25, 52)
    p.M(19, 30).L(42.5, 48.5)


def s_cross(p):  # the crossbar an S-curve: steep at both ends, shallow where it crosses the stem
    p.M(17, 24).L(41, 24).L(25, 52)
    p.M(20, 29).C(26, 38, 38, 33, 44, 44)


VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in
            ["curvedown", "curveup", "shortbar", "steepstem", "tailright", "hooked", "s_cross"]]
