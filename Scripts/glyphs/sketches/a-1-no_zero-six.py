# no_zero's a (6), pass 17: a 6 with a visible stem inside the digit band (written, a 6 and not the
# zero with a tick that the shipped glyph is; turned, an a whose stem ends at the baseline).
LETTER = "a"; PACKS = ["no_zero"]; WORDS = ["card", "real", "abracadabra"]


def loop(p, cx=30, cy=41, rx=8.5, ry=11):
    p.arc(cx, cy, rx, ry, 180, 180 - 360)


def short6(p):  # loop 30..52, the stem rising to the band's top and curling right
    p.M(36, 24).C(27, 23, 21.5, 30, 21.5, 41)
    loop(p)


def short6_flat(p):  # the stem's top flatter, a 6 written quickly
    p.M(37, 24.5).C(26, 24, 21.5, 28, 21.5, 41)
    loop(p)


def mid6(p):  # the loop a little taller (28..52)
    p.M(37, 22.5).C(27, 21.5, 21.5, 28, 21.5, 40)
    loop(p, cy=40, ry=12)


def hook6(p):  # classic q's stem: straight, from a small hook at the top
    p.M(29, 23).Q(22, 22.5, 21.5, 30).L(21.5, 41)
    loop(p)


def tick_long(p):  # the shipped drawing, its tick a longer lead-in from further up
    p.M(13, 18).Q(21.5, 17, 21.5, 24).L(21.5, 35)
    p.arc(30, 38, 8.5, 14, 190, 190 - 360)


VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in ["short6", "short6_flat", "mid6", "hook6", "tick_long"]]
