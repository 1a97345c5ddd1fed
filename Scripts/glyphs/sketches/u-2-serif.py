# classic u (0), pass 17, second sheet: the gap at the zero's foot kept, its right-hand end
# (written) turned inward along the foot as a short stub, so written the foot looks nearly
# closed and turned the u's left arm has a serif at its top, as many printed u's do.
import math
from make_classic import zero, ZX, ZY, ZRX, ZRY
LETTER = "u"; PACKS = ["classic"]; WORDS = ["quick", "you", "jumps"]


def stub(length):
    def draw(p):
        sx, sy = ZX + ZRX * math.cos(math.radians(200)), ZY + ZRY * math.sin(math.radians(200))
        p.M(sx - 3.5, sy - 3.5).Q(sx - 1.5, sy - 0.5, sx, sy)
        zero(p, a0=200, a1=415, new=False)
        ex, ey = ZX + ZRX * math.cos(math.radians(55)), ZY + ZRY * math.sin(math.radians(55))
        p.L(ex - length, ey + 0.5)
        zero(p, a0=122, a1=200)
    return draw


stub3 = stub(3)
stub5 = stub(5)
VARIANTS = [("shipped", "W", None), ("stub3", "W", stub3), ("stub5", "W", stub5)]
