# j (1), pass 18, second sheet: the j's 1 given a short flag to the left of its curl (so its top
# is a 1's, not a long s's), and the mark below moved off the stem's line (to the right and lower,
# a mark after the digit rather than a "!"'s dot) or made shorter.
# ("shipped" was pass 17's j, with no flag, when this sheet was drawn; since pass 18 it is sheet
# 3's kept_flag_6_mark_61, which was kept.)
LETTER = "j"; PACKS = ["classic"]; WORDS = ["jumpy", "jinx", "join"]


def make(flag, dot):
    def draw(p):
        if flag:
            p.M(30 - flag[0], 17.5 + flag[1]).L(30, 17.5)
        p.M(30, 52).L(30, 17).C(30, 13, 32, 11.5, 35, 12.5)
        p.M(*dot[0]).L(*dot[1])
    return draw


SHIP, RIGHTLOW, SHORT = ((27.5, 60), (33.5, 58)), ((33, 61), (37.5, 59.5)), ((28.5, 59.5), (32.5, 58.2))
rightlow = make(None, RIGHTLOW)
flag_2_5 = make((2.5, 3.5), SHIP)
flag_3_5 = make((3.5, 5), SHIP)
flag_3_5_short = make((3.5, 5), SHORT)
flag_3_5_rightlow = make((3.5, 5), RIGHTLOW)
flag_5_rightlow = make((5, 6.5), RIGHTLOW)

VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in
            ["rightlow", "flag_2_5", "flag_3_5", "flag_3_5_short", "flag_3_5_rightlow", "flag_5_rightlow"]]
