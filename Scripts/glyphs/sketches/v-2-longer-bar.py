# Session 13b (issue #20): blind readers read the written v (a 7 whose bar runs flat for 11
# units, then droops 17 units to its start) as "a 1 with a long flag": the droop outweighs
# the flat bar. Here the flat bar is longer and the droop shorter, steeper or curved, or the
# stem leans like a 7's; turned, the droop is the v's right arm, the flat bar its base.
LETTER = "v"; PACKS = ["classic"]; WORDS = ["over", "seven", "velvet"]


def seven(flat, droop_y, droop_dx, stem_foot=34.5, corner=35, rise=0, curve=False):
    def draw(p):
        fx = corner - flat
        p.M(fx - droop_dx, droop_y)
        if curve:
            p.Q(fx - droop_dx * 0.2, 24.5 + rise, fx + 4, 24.5 + rise * 0.8)
        else:
            p.L(fx, 24.5 + rise)
        p.L(corner, 24).L(stem_foot, 52)
    return draw


VARIANTS = [("shipped", "W", None),
            ("flat15-droop39", "W", seven(15, 39, 8)),
            ("flat17-droop36", "W", seven(17, 36, 5)),
            ("flat17-droop38-steep", "W", seven(17, 38, 3)),
            ("flat15-droop40-curved", "W", seven(15, 40, 6, curve=True)),
            ("flat13-droop39-lean", "W", seven(13, 39, 8, stem_foot=31)),
            ("flat15-droop38-rising", "W", seven(15, 38, 6, rise=3)),
            ("flat19-droop36-steep", "W", seven(19, 36, 3, corner=36)),
            ("flat13-droop36", "W", seven(13, 36, 6))]
