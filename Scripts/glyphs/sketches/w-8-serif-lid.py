# Session 13b (issue #20): w-7 with the 4's stem ending just below its low bar, so that turned
# the bar is at the first v's left arm's very top, a flat serif rather than a t's crossbar.
import os
import runpy
four = runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "w-7-short-stem.py"))["four"]
LETTER = "w"; PACKS = ["classic"]; WORDS = ["hotwax", "world", "brown"]
VARIANTS = [("shipped", "T", None),
            ("y48-r2-foot52", "W", four(48, 2, foot=52)),
            ("y48-r3-foot53", "W", four(48, 3, foot=53)),
            ("y47-r2-foot51", "W", four(47, 2, foot=51)),
            ("y49-r2-foot52", "W", four(49, 2, foot=52))]
