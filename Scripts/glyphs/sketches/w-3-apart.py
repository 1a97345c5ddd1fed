# Session 13b (issue #20): blind readers read the written 14 as 1A or M: the 1's stem runs
# into the foot of the 4's diagonal, and the 4's diagonal runs on below its bar like an A's
# leg. Here, in written coordinates, the 1 and the 4 stand apart (a gap of a pen or more
# between the 1's stem and the 4's diagonal) and the 4 is made more of a 4: its bar
# crossing the stem, lower, or its diagonal curved. Turned, each must stay two v's.
LETTER = "w"; PACKS = ["classic"]; WORDS = ["hotwax", "world", "brown"]


def make(one=(11, 50, 25, 24, 27, 53), four=(32, 50, 46, 24, 48, 56), bar=(40, None, 0),
         curve=0):
    """one: flag foot, top, stem foot; four: diagonal foot, top, stem foot;
    bar: (y, left x or None for the diagonal, run past the stem); curve: the diagonal bowed."""
    def draw(p):
        fx, fy, tx, ty, sx, sy = one
        p.M(fx, fy).L(tx, ty).L(sx, sy)
        dx, dy, qx, qy, gx, gy = four
        if curve:
            mx, my = (dx + qx) / 2, (dy + qy) / 2
            p.M(dx, dy).Q(mx - curve, my - curve * 0.4, qx, qy).L(gx, gy)
        else:
            p.M(dx, dy).L(qx, qy).L(gx, gy)
        y, left, run = bar
        t = (y - qy) / (dy - qy)
        stem_x = qx + (gx - qx) * (y - qy) / (gy - qy)
        lx = left if left is not None else qx + (dx - qx) * t
        p.M(lx, y).L(stem_x + run, y)
    return draw


VARIANTS = [("shipped", "T", None),
            ("same-W", "W", make()),
            ("apart3", "W", make(one=(8, 50, 22, 24, 24, 53), four=(35, 50, 49, 24, 51, 56))),
            ("apart3-cross3", "W", make(one=(8, 50, 22, 24, 24, 53), four=(35, 50, 49, 24, 51, 56), bar=(40, None, 3))),
            ("narrow", "W", make(one=(13, 50, 24, 24, 25.5, 53), four=(35, 50, 46, 24, 48, 56))),
            ("narrow-cross3-bar43", "W", make(one=(13, 50, 24, 24, 25.5, 53), four=(35, 50, 46, 24, 48, 56), bar=(43, None, 3))),
            ("apart3-bar46-cross", "W", make(one=(8, 50, 22, 24, 24, 53), four=(36, 47, 49, 24, 51, 56), bar=(46, 34, 3))),
            ("apart3-curved", "W", make(one=(8, 50, 22, 24, 24, 53), four=(35, 50, 49, 24, 51, 56), curve=4)),
            ("apart3-curved-cross", "W", make(one=(8, 50, 22, 24, 24, 53), four=(35, 50, 49, 24, 51, 56), bar=(42, None, 3), curve=4)),
            ("tall4", "W", make(one=(8, 50, 22, 24, 24, 53), four=(36, 46, 49, 24, 51, 60), bar=(41, None, 2))),
            ("short1", "W", make(one=(11, 47, 23, 24, 24, 53), four=(34, 50, 48, 24, 50, 56), bar=(40, None, 2)))]
