# Session 13 (issue #20): every construction on e-2 with a plain 2's foot lost the turned e
# (packtool trick: ^z, ^p, l, y...). So this sheet keeps the shipped loop (the turned e's
# eye) and varies what a 2 needs and the loop allows: the corner where the diagonal meets
# the foot (round -> square), the foot's height, the loop's size and where its end lands.
# Parameters from a random sweep (200 drawings) kept where packtool trick still reads e turned.
LETTER = "e"; PACKS = ["classic"]; WORDS = ["velvet", "queen", "keep"]


def family(sy, ex, ey, sharp, lr, lt, le, footy):
    def draw(p):
        p.M(20, sy).C(21, 22, 41, 22, 40, 32).C(39.5, 38, 30, 42 + (ey - 46) * 0.5, ex, ey)
        # corner: sharp 0 = the shipped round turn, 1 = a square corner
        c1 = (ex - 5 * (1 - sharp), ey + 5 * (1 - sharp) + (footy - ey) * sharp * 0.6)
        c2 = (ex + 1 + (1 - sharp) * -3 + sharp * 2, footy)
        p.C(*c1, *c2, 30, footy)
        p.C(37, footy, lr + 0.5, footy - 1.5, lr, lt + 3.5).C(lr - 0.5, lt + 0.5, lr - 3.5, lt, le[0], le[1])
    return draw


VARIANTS = [("shipped", "W", None),
            ("sq99", "W", family(31.54, 21.16, 47.2, 0.99, 40.97, 43.96, (34.59, 46.97), 53.12)),
            ("sq81", "W", family(29.53, 22.14, 46.54, 0.81, 39.91, 46.49, (35.91, 49.86), 53.14)),
            ("sq79", "W", family(31.7, 22.83, 47.39, 0.79, 42.4, 43.55, (36.35, 46.37), 52.17)),
            ("sq33", "W", family(30.4, 23.07, 46.12, 0.33, 39.99, 44.5, (36.69, 48.72), 52.06)),
            ("sq21", "W", family(29.33, 21.07, 46.04, 0.21, 40.2, 44.68, (35.93, 47.01), 52.35))]

# A second sweep around sq81 (120 drawings; these pass both halves of packtool trick).
VARIANTS += [("b84", "W", family(28.83, 22.48, 46.84, 0.78, 39.88, 46.1, (36.26, 48.78), 52.92)),
             ("b16", "W", family(29.43, 22.74, 46.16, 0.79, 39.36, 45.97, (37.42, 49.75), 53.43)),
             ("b65", "W", family(28.56, 20.63, 46.65, 0.8, 39.16, 45.5, (34.95, 48.3), 52.86)),
             ("b59", "W", family(29.27, 21.73, 47.59, 0.99, 39.14, 47.65, (35.37, 48.43), 52.62)),
             ("b16b", "W", family(29.76, 21.53, 46.16, 0.89, 39.25, 47.33, (36.83, 49.53), 52.55))]
