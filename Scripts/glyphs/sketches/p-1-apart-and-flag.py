# classic p (01), pass 18, first sheet: the 0 and the 1 that blind readers read as one d
# ("6d41n1" for jumpy fox, "d7045" for tongue). A turned p is a d, so only the digits' own
# marks can keep the written glyph from being one: a gap (no_zero's 91 stands apart) and a
# 1's flag that stands free of the 0's shoulder (classic's is hidden against it).
# ("shipped" was pass 17's 01, the 0 against the 1, when this sheet was drawn; since pass 18 it is
# sheet 4's f42_t44, which was kept.)
LETTER = "p"; PACKS = ["classic"]; WORDS = ["jumpy", "top", "sharp", "pick"]
from make_classic import zero


def one(p, x=40, top=16, flag=(36.5, 22)):
    p.M(*flag).L(x, top).L(x, 52)


def apart(p):  # the 0 three units left (cx 24): a stroke's width of white between them
    zero(p, cx=24)
    one(p)


def apart_flag(p):  # as apart, the flag long and free above the 0's shoulder
    zero(p, cx=24)
    one(p, flag=(33, 23))


def near_flag(p):  # the 0 a unit and a half left (cx 25.5): just apart, long flag
    zero(p, cx=25.5)
    one(p, flag=(33.5, 22.5))


def touch_flag(p):  # the shipped 0 (cx 27), the flag long and level, starting above the 0
    zero(p, cx=27)
    one(p, flag=(32, 21))


def wide(p):  # two digits at one-digit spacing: the 0 at 22, the 1 at 42 with a long flag
    zero(p, cx=22)
    one(p, x=42, flag=(35, 23))


def travel(p):  # apart, joined at the top by the pen's travel from the 0's end to the flag
    zero(p, cx=24, a0=-60, a1=300)
    x, y = 24 + 8.5 * 0.5, 38 - 14 * 0.866
    p.M(x, y).Q(31, 19, 34, 21.5)
    one(p, flag=(34, 21.5))


VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in
            ["apart", "apart_flag", "near_flag", "touch_flag", "wide", "travel"]]
