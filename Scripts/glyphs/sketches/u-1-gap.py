# classic u (0), pass 17, after the blind readers (both written readers read the glyph alone
# as n, one in three rows): the gap at the zero's foot narrower, or moved off the foot, so
# written it is less an arch (the shipped gap runs from 55 to 122 degrees, 67 wide; 90 is the foot).
import math
from make_classic import zero, ZX, ZY, ZRX, ZRY
LETTER = "u"; PACKS = ["classic"]; WORDS = ["quick", "you", "jumps"]


def u_gap(g0, g1):
    def draw(p):
        sx, sy = ZX + ZRX * math.cos(math.radians(200)), ZY + ZRY * math.sin(math.radians(200))
        p.M(sx - 3.5, sy - 3.5).Q(sx - 1.5, sy - 0.5, sx, sy)
        zero(p, a0=200, a1=360 + g0, new=False)
        zero(p, a0=g1, a1=200)
    return draw


gap62 = u_gap(58, 120)
gap58 = u_gap(60, 118)
gap54 = u_gap(62, 116)
gap50 = u_gap(64, 114)
gap46 = u_gap(66, 112)
gap42 = u_gap(68, 110)
right = u_gap(40, 105)     # 65 wide, centred on 72: the foot's right
left = u_gap(72, 137)      # 65 wide, centred on 104: the foot's left
VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in ["gap62", "gap58", "gap54", "gap50", "gap46", "gap42", "right", "left"]]
