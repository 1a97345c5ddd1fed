# Session 13 (issue #20): the shipped crossed-7 x (x-2's f30-L26-A24-t40) reads, turned, a little
# like a crossed angle sign: its foot runs right from the bottom of the x's steep arm. Here the
# written 7's bar runs on past the corner (as a quick 7's does), so turned the foot runs on
# to the left of the x too: an x standing on its line, not an angle.
import math
LETTER = "x"; PACKS = ["classic"]; WORDS = ["fox", "jinx", "hotwax"]


def over(ext, left=17, length=26, angle=24, t=0.4):
    def draw(p):
        p.M(left, 24).L(40 + ext, 24).M(40, 24).L(30, 52)
        cx, cy = 40 - 10 * t, 24 + 28 * t
        dx, dy = length / 2 * math.cos(math.radians(angle)), length / 2 * math.sin(math.radians(angle))
        p.M(cx - dx, cy - dy).L(cx + dx, cy + dy)
    return draw


VARIANTS = [("shipped", "W", None), ("over3", "W", over(3)), ("over5", "W", over(5)),
            ("over5-left20", "W", over(5, left=20)), ("over7-left21", "W", over(7, left=21))]
