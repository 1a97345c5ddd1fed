# no_zero's d (16), pass 17: where the 6 meets the 1, the bowl's size, a shared stroke.
# Written space (y down): the 1 is the turned stem, the 6's loop the turned bowl, the 6's
# stem the turned bowl's tail (below the baseline when it rises above 24 written).
LETTER = "d"; PACKS = ["no_zero"]; WORDS = ["card", "world", "dog"]


def one(p, x=16.5, top=22, foot=60):
    p.M(x - 7, top + 8).L(x, top).L(x, foot)


def lowbowl(p):  # a larger loop reaching the band's top, the stem short and leaning in
    one(p)
    p.M(39, 19).C(31, 20, 26, 27, 25.5, 38)
    p.arc(34, 38, 8.5, 13.5, 180, 180 - 360)


def nearstem(p):  # the loop against the 1 (turned: bowl against stem)
    one(p)
    p.M(36, 22).C(29, 24, 25, 30, 24.5, 41)
    p.arc(32.5, 41, 8, 11, 180, 180 - 360)


def sharedtop(p):  # the 6's stem leaves the 1's top (turned: the bowl's tail runs into the stem's foot)
    one(p)
    p.M(16.5, 23).C(22, 24, 26.5, 30, 26.5, 41)
    p.arc(35, 41, 8.5, 11, 180, 180 - 360)


def gapjoin(p):  # the 6's stem starts just right of the 1's top
    one(p)
    p.M(22, 21).C(25, 24, 26.5, 30, 26.5, 41)
    p.arc(35, 41, 8.5, 11, 180, 180 - 360)


def upright(p):  # the 6's stem upright, close beside the 1, a small hook right at its top
    one(p)
    p.M(28, 21).Q(24, 20, 24, 26).L(24, 41)
    p.arc(32.5, 41, 8.5, 11, 180, 180 - 360)


def bigloop(p):  # the loop the zero's size (24..52), its stem a tick at its top left
    one(p)
    p.M(33, 20).Q(25, 20, 23, 30)
    p.arc(31.5, 38, 8.5, 14, 200, 200 - 360)


def hookback(p):  # the 6's stem curls over towards the 1 (turned: the tail hooks under the stem's foot)
    one(p)
    p.M(20, 24).C(24, 18, 30, 20, 27, 30).L(26.5, 41)
    p.arc(35, 41, 8.5, 11, 180, 180 - 360)


def tallloop(p):  # the loop from 27 to 52 beside the 1, stem from the 1's flag corner region
    one(p)
    p.M(38, 20).C(30, 21, 25.5, 27, 25, 39.5)
    p.arc(33.5, 39.5, 8.5, 12.5, 180, 180 - 360)


VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in
            ["lowbowl", "nearstem", "sharedtop", "gapjoin", "upright", "bigloop", "hookback", "tallloop"]]
