LETTER = "f"; PACKS = ["classic"]; WORDS = ["fox", "of", "left"]
def loop1(p):  # a looped ascender closing on the stem at 34, the bar through the loop's foot
    p.M(33, 56).L(19, 56).M(24, 56).L(27, 34).C(22, 27, 22, 14, 31, 13.5).C(38, 13, 41, 17, 39, 22).C(37, 26.5, 31, 30, 27, 34)
    p.M(19, 29.5).L(35, 29.5)
def loop2(p):  # the loop wider, bulging left like the 3's bowl, closing at 38 (the shipped bend)
    p.M(33, 56).L(19, 56).M(24, 56).L(28, 38).C(20, 31, 21, 16, 31, 14.5).C(38, 13.5, 42, 17, 40, 23).C(38, 28, 33, 33, 28, 38)
    p.M(20, 30).L(36, 30)
def loop3(p):  # loop1 without the bar (the loop's crossing is the bar's place)
    p.M(33, 56).L(19, 56).M(24, 56).L(27, 34).C(22, 27, 22, 14, 31, 13.5).C(38, 13, 41, 17, 39, 22).C(37, 26.5, 31, 30, 27, 34).L(20, 38)
def loop4(p):  # the loop's return stroke runs on through the stem as the bar (one stroke: the crossbar is the exit)
    p.M(33, 56).L(19, 56).M(24, 56).L(27.5, 33).C(22, 26, 22, 14, 31, 13.5).C(38, 13, 41, 17, 39, 22).C(37, 26, 33, 29, 27, 30).L(19, 31)
VARIANTS = [("shipped", "T", None)] + [(n, "T", globals()[n]) for n in ["loop1", "loop2", "loop3", "loop4"]]
