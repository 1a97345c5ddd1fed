# classic p (01), pass 18, third sheet: the apart 01 of sheet 2 (the 1's stem 19 units right of
# the 0's centre), its 1 ending in a small foot turned back towards the 0 (turned: the stem's top
# turns into the bowl, where a p's bowl leaves its stem), or joined by the pen's travel.
# ("shipped" was pass 17's 01, the 0 against the 1, when this sheet was drawn; since pass 18 it is
# sheet 4's f42_t44, which was kept.)
LETTER = "p"; PACKS = ["classic"]; WORDS = ["jumpy", "top", "sharp", "pick"]
import math
from make_classic import zero


def foot(length, cx=22, x=41, lift=0.5):
    def draw(p):
        zero(p, cx=cx)
        p.M(x - 3.5, 22).L(x, 16).L(x, 52 - 2 - lift).Q(x, 52 + lift, x - length, 52 + lift)
    return draw


def travel(ang, y1, cx=22, x=41):
    def draw(p):
        zero(p, cx=cx)
        p.M(x - 3.5, 22).L(x, 16).L(x, 52)
        sx, sy = cx + 8.5 * math.cos(math.radians(ang)), 38 + 14 * math.sin(math.radians(ang))
        p.M(sx, sy).Q((sx + x) / 2, sy - 1, x, y1)
    return draw


apart = foot(0.01)
foot_2 = foot(2)
foot_3_5 = foot(3.5)
foot_5 = foot(5)
travel_28 = travel(-20, 28)   # from the 0's shoulder to the 1 under its flag

VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in
            ["apart", "foot_2", "foot_3_5", "foot_5", "travel_28"]]
