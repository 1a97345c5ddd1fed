# classic p (01), pass 18, second sheet: the 0 and the 1 set as two digits of the one-digit
# glyphs' size and spacing (the 1's stem 19 units right of the 0's centre, as no_zero's 1 stands
# apart from its 9), where packtool trick splits the 01 between them (sweep: 17 to 20 units
# apart, the 0's centre 21 to 24; 19 passes both halves at every place tried).
# ("shipped" was pass 17's 01, the 0 against the 1, when this sheet was drawn; since pass 18 it is
# sheet 4's f42_t44, which was kept.)
LETTER = "p"; PACKS = ["classic"]; WORDS = ["jumpy", "top", "sharp", "pick"]
from make_classic import zero


def two(cx, x, top=16, flag=(3.5, 6)):
    def draw(p):
        zero(p, cx=cx)
        p.M(x - flag[0], top + flag[1]).L(x, top).L(x, 52)
    return draw


at_21 = two(21, 40)          # the 1 where it stands now, the 0 six units left
at_22 = two(22, 41)          # both a little right: the pair centred in the box
at_23 = two(23, 42)
close_18 = two(23, 41)       # a unit closer (18 apart): the judge splits the 01 wrong
low_top = two(22, 41, top=18)  # the 1 two units shorter: less of a d's stem written
long_flag = two(22, 41, flag=(5, 7))  # a longer flag, free of the 0

VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in
            ["at_21", "at_22", "at_23", "close_18", "low_top", "long_flag"]]
