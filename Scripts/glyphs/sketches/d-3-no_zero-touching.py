# no_zero's d (16), pass 17, second sheet: the 6's loop touching the 1 (turned: the bowl on the
# stem), its stem still flaring right as a 6's does (the first sheet's upright or leaning-in
# stems read ^q written).
LETTER = "d"; PACKS = ["no_zero"]; WORDS = ["card", "world", "dog"]


def one(p, x=16.5, top=22, foot=60):
    p.M(x - 7, top + 8).L(x, top).L(x, foot)


def six(p, cx, cy, rx, ry, sx, sy, c1, c2):
    """A 6: its stem from (sx, sy) down into the loop's left side, then the loop."""
    p.M(sx, sy).C(*c1, *c2, cx - rx, cy)
    p.arc(cx, cy, rx, ry, 180, 180 - 360)


def touch(p):  # the loop's side against the 1 from 36 to 46
    one(p)
    six(p, 28, 41, 8.5, 11, 39, 21, (31, 22), (19.5, 29))


def kiss(p):  # the loop touching the 1 at one point, the stem arcing clear of it
    one(p)
    six(p, 29.5, 41, 8.5, 11, 40, 21, (31, 22), (21, 28))


def kisslow(p):  # as kiss, the loop lower and taller (turned: the bowl nearer the baseline)
    one(p)
    six(p, 29.5, 39.5, 8.5, 12.5, 40, 20, (31, 21), (21, 26))


def kisswide(p):  # a wider loop touching the 1
    one(p)
    six(p, 30.5, 41, 10, 11, 41, 21, (32, 22), (21, 28))


def one_in(p):  # the 1 leaning into the loop at its foot (turned: the stem's top clear, its foot on the bowl)
    p.M(9, 30).L(16, 22).L(19, 60)
    six(p, 30, 41, 8.5, 11, 40, 21, (31, 22), (21.5, 29))


def near1(p):  # a unit of paper between the 1 and the loop
    one(p)
    six(p, 31, 41, 8.5, 11, 40.5, 21, (32, 22), (22.5, 29))


VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in
            ["touch", "kiss", "kisslow", "kisswide", "one_in", "near1"]]
