# Session 13b (issue #20): w-4's plain written 4 (a low bar crossing the stem) turned is "tv":
# the 4's stem, turned the first v's left arm, rises 4 units above the x-height and the bar
# crosses it like a t's. Here the stem stops at the digit band's foot (turned: the arm starts
# at the x-height), and/or the bar rises to the right written (turned: it leaves the first
# v's arm downwards to the left, an entry stroke rather than a crossbar).
import os
import runpy
make = runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "w-3-apart.py"))["make"]
LETTER = "w"; PACKS = ["classic"]; WORDS = ["hotwax", "world", "brown"]
ONE = (8, 50, 22, 24, 24, 53)


def four(y, run, foot=56, rise=0, past=1):
    def draw(p):
        dy = y + past
        dx = 49 - 14 * (dy - 24) / 26
        p.M(*ONE[:2]).L(*ONE[2:4]).L(*ONE[4:])
        p.M(dx, dy).L(49, 24).L(49 + 2 * (foot - 24) / 32, foot)
        sx = 49 + 2 * (y - 24) / 32
        p.M(dx - (1 if past <= 1 else 0), y + rise / 2).L(sx + run, y - rise / 2)
    return draw


VARIANTS = [("shipped", "T", None),
            ("y46-r3-foot52", "W", four(46, 3, foot=52)),
            ("y45-r3-foot52", "W", four(45, 3, foot=52)),
            ("y46-r3-foot54", "W", four(46, 3, foot=54)),
            ("y45-r4-rise4", "W", four(45, 4, rise=4)),
            ("y45-r4-rise4-foot52", "W", four(45, 4, foot=52, rise=4)),
            ("y45-r5-rise6-foot53", "W", four(45, 5, foot=53, rise=6)),
            ("y44-r3-foot52-p3", "W", four(44, 3, foot=52, past=3))]
