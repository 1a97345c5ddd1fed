# Session 13b (issue #20): between the shipped w (bar at written 40, the 4's diagonal running
# 10 units on below it: an A) and w-4 (the diagonal stopping at a low bar: a plain 4 written,
# but turned a lidded first v, "bv"/"tv" to the eye): the bar at 43 to 46 with the diagonal
# running 2 to 5 units past it, the bar crossing the stem by 2 or 3; the 1 and 4 apart.
import os
import runpy
make = runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "w-3-apart.py"))["make"]
LETTER = "w"; PACKS = ["classic"]; WORDS = ["hotwax", "world", "brown"]
ONE = (8, 50, 22, 24, 24, 53)


def over(y, past, run, one=ONE):
    dy = y + past
    dx = 49 - 14 * (dy - 24) / 26
    return make(one=one, four=(dx, dy, 49, 24, 51, 56), bar=(y, None, run))


VARIANTS = [("shipped", "T", None),
            ("y43-p4-r3", "W", over(43, 4, 3)),
            ("y44-p3-r3", "W", over(44, 3, 3)),
            ("y44-p5-r2", "W", over(44, 5, 2)),
            ("y45-p3-r2", "W", over(45, 3, 2)),
            ("y46-p3-r3", "W", over(46, 3, 3)),
            ("y42-p6-r3", "W", over(42, 6, 3)),
            ("y44-p3-r3-1near", "W", over(44, 3, 3, one=(10, 50, 24, 24, 26, 53))),
            ("y44-p3-r5", "W", over(44, 3, 5))]
