# classic p (01), pass 18, fourth sheet: sheet 3's foot_2 (the 1's stem 19 units right of the 0's
# centre, its foot turned 2 units back) with the 1 leaning a little more than the hand's slant, so
# its foot stands nearer the 0 than its flagged top (turned: the stem's top nearer the bowl, where
# a p's bowl leaves it). f = the foot's x, t = the top's x, the 0's centre at 23.
# (Kept in pass 18: f42_t44.)
LETTER = "p"; PACKS = ["classic"]; WORDS = ["jumpy", "top", "sharp", "pick"]
from make_classic import zero


def lean(fx, tx, cx=23, length=2):
    def draw(p):
        zero(p, cx=cx)
        p.M(tx - 3.5, 22).L(tx, 16)
        ex = tx + (fx - tx) * (49.5 - 16) / 36
        p.L(ex, 49.5).Q(fx, 52.5, fx - length, 52.5)
    return draw


upright_f42_t42 = lean(42, 42)   # sheet 3's foot_2, moved a unit right
f42_t44 = lean(42, 44)
f41_t43 = lean(41, 43)
f41_t45 = lean(41, 45)
f40_t44 = lean(40, 44)           # the judge's whole 01 reads ^p

VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in
            ["upright_f42_t42", "f42_t44", "f41_t43", "f41_t45", "f40_t44"]]
