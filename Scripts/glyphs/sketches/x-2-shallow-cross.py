# Session 13 (issue #20): the crossing stroke of the written 7 shallow (15 to 22 degrees
# below level, where the shipped one falls 38) and crossing the stem above its middle, so
# written it is a crossed 7's bar, not the second stroke of an X; turned it is the x's
# second arm. Found by a sweep of length, angle and place on the stem (packtool trick).
import math
LETTER = "x"; PACKS = ["classic"]; WORDS = ["hotwax", "jinx", "fox"]


def crossed(length, angle, t, stem=(41, 24, 25, 52)):
    x0, y0, x1, y1 = stem
    cx, cy = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t

    def draw(p):
        p.M(17, 24).L(x0, y0).L(x1, y1)
        dx, dy = length / 2 * math.cos(math.radians(angle)), length / 2 * math.sin(math.radians(angle))
        p.M(cx - dx, cy - dy).L(cx + dx, cy + dy)
    return draw


VARIANTS = [("shipped", "W", None),
            ("L26-A22-t40", "W", crossed(26, 22, 0.4)),
            ("L30-A22-t40", "W", crossed(30, 22, 0.4)),
            ("L26-A15-t40", "W", crossed(26, 15, 0.4)),
            ("L30-A15-t40", "W", crossed(30, 15, 0.4)),
            ("L22-A22-t40", "W", crossed(22, 22, 0.4)),
            ("L26-A22-t35", "W", crossed(26, 22, 0.35)),
            ("L27-A22-t42", "W", crossed(27, 22, 0.42)),
            ("L27-A18-t42", "W", crossed(27, 18, 0.42)),
            ("L27-A26-t36", "W", crossed(27, 26, 0.36)),
            ("L30-A22-t42", "W", crossed(30, 22, 0.42))]

# A second sweep: the stem more upright (its foot at x 28 or 30, not 25).
VARIANTS += [("f28-L26-A24-t40", "W", crossed(26, 24, 0.4, (40, 24, 28, 52))),
             ("f30-L26-A24-t40", "W", crossed(26, 24, 0.4, (40, 24, 30, 52))),
             ("f28-L30-A28-t40", "W", crossed(30, 28, 0.4, (40, 24, 28, 52))),
             ("f30-L30-A28-t40", "W", crossed(30, 28, 0.4, (40, 24, 30, 52)))]

# The upright-stem x reaches 49 on the right (the shipped 43): PP-OCRv4 lost the written 9
# beside it in no_zero's "fox". The same drawings moved 3 units left (centred in the box).
def shifted(draw, dx):
    def d(p):
        q = type(p)()
        draw(q)
        for sub in q.subs:
            p.subs.append([(op, tuple(v + (dx if i % 2 == 0 else 0) for i, v in enumerate(pts))) for op, pts in sub])
    return d


VARIANTS += [("f30-L30-A28-t40-left3", "W", shifted(crossed(30, 28, 0.4, (40, 24, 30, 52)), -3)),
             ("f30-L28-A28-t38-left3", "W", shifted(crossed(28, 28, 0.38, (40, 24, 30, 52)), -3)),
             ("f30-L26-A24-t40-left3", "W", shifted(crossed(26, 24, 0.4, (40, 24, 30, 52)), -3))]
