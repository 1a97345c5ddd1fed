# Session 13b (issue #20): w-4/w-5's written 4 (a low bar, the diagonal stopping at it or just
# past it) with the bar stopping at the stem, so that turned nothing pokes out left of the
# first v at the x-height (the poke made it a t's crossbar: "tvax", "tvorld").
import os
import runpy
# w-5's drawing (bar at y, the diagonal running `past` units beyond it, the bar `run` units
# past the stem), here with run 0 or 1
inner = runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "w-5-bar-overrun.py"))["over"]
LETTER = "w"; PACKS = ["classic"]; WORDS = ["hotwax", "world", "brown"]


VARIANTS = [("shipped", "T", None),
            ("y44-p3-r0", "W", inner(44, 3, 0)),
            ("y44-p5-r0", "W", inner(44, 5, 0)),
            ("y46-p1-r0", "W", inner(46, 1, 0)),
            ("y46-p3-r0", "W", inner(46, 3, 0)),
            ("y42-p5-r0", "W", inner(42, 5, 0)),
            ("y44-p3-r1", "W", inner(44, 3, 1)),
            ("y46-p3-r1", "W", inner(46, 3, 1)),
            ("y44-p3-r0-1near", "W", inner(44, 3, 0, one=(10, 50, 24, 24, 26, 53)))]
