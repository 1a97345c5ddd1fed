# Session 13b (issue #20): w-3's apart3-bar46-cross refined. The 4's diagonal stops at a low
# bar (written y 44 to 48) that may run past the stem on the right (a 4's crossing bar) and
# past the diagonal on the left; the 1 and the 4 three units further apart than shipped.
# Turned: the bar is a lid near the first v's top, poking out on either side.
import os
import runpy
make = runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "w-3-apart.py"))["make"]
LETTER = "w"; PACKS = ["classic"]; WORDS = ["hotwax", "world", "brown"]
ONE = (8, 50, 22, 24, 24, 53)


def low(y, run, left_over, one=ONE, gap=3):
    dy = y + 1                     # the diagonal stops at the bar
    t = (dy - 24) / 26             # along the shipped slope, from the stem's top
    dx = 49 - 14 * t + (gap - 3)
    return make(one=one, four=(dx, dy, 49 + gap - 3, 24, 51 + gap - 3, 56), bar=(y, dx - left_over, run))


VARIANTS = [("shipped", "T", None),
            ("y46-r3-l2", "W", low(46, 3, 2)),
            ("y46-r0-l0", "W", low(46, 0, 0)),
            ("y46-r2-l0", "W", low(46, 2, 0)),
            ("y46-r0-l2", "W", low(46, 0, 2)),
            ("y44-r2-l0", "W", low(44, 2, 0)),
            ("y44-r3-l2", "W", low(44, 3, 2)),
            ("y48-r2-l0", "W", low(48, 2, 0)),
            ("y48-r3-l2", "W", low(48, 3, 2)),
            ("y46-r2-l0-gap1", "W", low(46, 2, 0, one=(10, 50, 24, 24, 26, 53), gap=1)),
            ("y46-r2-l0-gap5", "W", low(46, 2, 0, one=(7, 50, 21, 24, 23, 53), gap=5))]
