# no_zero's d (16), pass 17, sixth sheet: the 6's stem leaving the 1's top (turned: the bowl's
# tail runs into the stem's foot, which ddddocr reads d: "world" exact), with a small flare of its
# own so the written 6 keeps a 6's top (the bare join reads 10 or 1b written).
LETTER = "d"; PACKS = ["no_zero"]; WORDS = ["card", "world", "dog"]


def one(p, x=16.5, top=22, foot=60):
    p.M(x - 7, top + 8).L(x, top).L(x, foot)


def loop(p, cx=35, cy=41, rx=8.5, ry=11):
    p.arc(cx, cy, rx, ry, 180, 180 - 360)


def sharedtop(p):  # the first sheet's
    one(p)
    p.M(16.5, 23).C(22, 24, 26.5, 30, 26.5, 41)
    loop(p)


def cusp(p):  # a flare starting above right, down to the 1's top, then the 6's stem
    one(p)
    p.M(25, 17).Q(19.5, 17.5, 17.5, 23).C(22.5, 24.5, 26.5, 30, 26.5, 41)
    loop(p)


def cusp_long(p):  # a longer flare
    one(p)
    p.M(29, 15.5).Q(20, 16, 17.5, 23).C(22.5, 24.5, 26.5, 30, 26.5, 41)
    loop(p)


def through(p):  # the 6's stem from a flare right of the 1, crossing the 1's top
    one(p)
    p.M(23, 18).C(18, 19, 15, 22, 18, 26).C(24, 29, 26.5, 33, 26.5, 41)
    loop(p)


def join_mid(p):  # the 6's stem flares right as shipped; a hairline travel from the 1's top meets it
    one(p)
    p.M(40, 22).C(31, 24, 26.5, 30, 26.5, 41)
    loop(p)
    p.M(17, 24).Q(22, 26, 26.5, 34)


VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in ["sharedtop", "cusp", "cusp_long", "through", "join_mid"]]
