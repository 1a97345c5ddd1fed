import math
from make_classic import zero, ZX, ZY, ZRX, ZRY
LETTER = "d"; PACKS = ["classic"]; WORDS = ["card", "dog", "world"]
def footserif(p):  # the 1 with a short foot to the left (turned: the stem's top hooks left, a cursive d)
    p.M(10, 30).L(17, 22).L(17, 59).Q(17, 62, 12.5, 62)
    zero(p, cx=33)
    x, y = 33 + ZRX * math.cos(math.radians(205)), ZY + ZRY * math.sin(math.radians(205))
    p.M(17, 25).Q(18, y - 1, x, y)
def oval(p):  # the 0 leaning so its lower left reaches towards the 1 (turned: the bowl's top right at the stem)
    p.M(10, 30).L(17, 22).L(17, 59)
    p.M(17, 25).Q(20, 24, 23, 27)
    p.arc(31, 38, 9, 14, 200, 560)
def tall0(p):  # the 0 taller, down to 55, its travel joining low (turned: a bowl rising to the stem)
    p.M(10, 30).L(17, 22).L(17, 59)
    p.arc(32, 39.5, 9, 15.5, 205, 565)
    x, y = 32 + 9 * math.cos(math.radians(205)), 39.5 + 15.5 * math.sin(math.radians(205))
    p.M(17, 25).Q(18, y - 1, x, y)
def loopjoin(p):  # one stroke: the 0 drawn from its top, round, and out of its foot-left into the travel up to the 1
    p.M(10, 30).L(17, 22).L(17, 59)
    p.arc(33, 38, 8.5, 14, -90, 150)
    p.Q(20, 50, 17, 40)
def flagjoin(p):  # the 1's flag starts inside the 0's top-left (turned: the bowl's stroke runs on into the stem's foot)
    zero(p, cx=32)
    p.M(25, 28).Q(16, 26, 17, 22).L(17, 59)
def barjoin(p):  # a bar from the 1 to the 0 at the band's top (turned: the bowl's foot on the baseline runs into the stem)
    p.M(10, 30).L(17, 22).L(17, 59)
    zero(p, cx=33)
    p.M(17, 24).L(30, 24)
VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in ["footserif", "oval", "tall0", "loopjoin", "flagjoin", "barjoin"]]
