# j (1), pass 18, first sheet: both third readers read the written j alone as "!" (and one in
# "jumpy fox", "6d41n!"): a bare tall stroke over a short mark. The i, whose 1 has a flag, reads
# 1 "with an underline". Here the mark below is made an underline or a base, or the 1 gets a flag.
# ("shipped" was pass 17's j, with no flag, when this sheet was drawn; since pass 18 it is sheet
# 3's kept_flag_6_mark_61, which was kept.)
LETTER = "j"; PACKS = ["classic"]; WORDS = ["jumpy", "jinx", "join"]


def stem(p):
    p.M(30, 52).L(30, 17).C(30, 13, 32, 11.5, 35, 12.5)


def wide_dash(p):  # the mark 9 units wide and flatter, an underline more than a dot
    stem(p)
    p.M(25.5, 60).L(34.5, 59)


def long_low(p):  # 11 wide, level, 2 units lower: a line under the digit
    stem(p)
    p.M(24.5, 61.5).L(35.5, 61.5)


def flag(p):  # the i's flag on the j's 1, the curl kept
    p.M(25, 22).L(30, 16.5)
    stem(p)
    p.M(27.5, 60).L(33.5, 58)


def flag_only(p):  # a plain flagged 1 rising to 12 (no curl), the shipped mark
    p.M(25, 19).L(30.5, 12).L(30, 52)
    p.M(27.5, 60).L(33.5, 58)


def curl_flag(p):  # the curl made a 1's flag: the top bends right and down, a long hooked flag
    p.M(30, 52).L(30, 18).C(30, 13, 33, 11, 37, 13.5).L(38.5, 16)
    p.M(27.5, 60).L(33.5, 58)


def side_tick(p):  # the mark moved to the 1's foot's left, slanting like the 1's flag
    stem(p)
    p.M(22, 61).L(27, 57)


VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in
            ["wide_dash", "long_low", "flag", "flag_only", "curl_flag", "side_tick"]]
