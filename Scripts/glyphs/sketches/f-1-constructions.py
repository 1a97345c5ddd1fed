LETTER = "f"; PACKS = ["classic"]; WORDS = ["fox", "of", "left"]
def straight(p):  # straight stem, hook, bar at x-height, same foot
    p.M(33, 56).L(19, 56).M(24, 56).L(27.5, 24).C(28.5, 16, 37, 13, 42, 20)
    p.M(20, 28).L(35, 28)
def roundfoot(p):  # stem curls into a foot to the right only (t-like bottom), bar at x-height
    p.M(29.5, 16).C(37, 13, 42, 16, 42.5, 22).M(29.5, 16).C(25, 18, 25.5, 24, 25.5, 30).L(25.5, 48).C(25.5, 54, 29, 56, 35, 55.5)
    p.M(19, 29).L(33, 29)
def looped(p):  # cursive: an ascender loop at the top, stem, foot, bar
    p.M(33, 56).L(19, 56).M(24, 56).L(27, 30).C(28, 20, 33, 15, 36.5, 16).C(40, 17, 38, 24, 27, 30)
    p.M(20, 33).L(34, 33)
def barexit(p):  # one stroke: foot, up the stem, over the hook; bar drawn as a long exit to the right
    p.M(19, 56).L(33, 56).M(24.5, 56).L(27, 26).C(28, 16, 37, 14, 42, 20)
    p.M(27, 29).L(40, 29)
def bigbar(p):  # shipped shape, but the bar long and at x-height, the bend kept below it
    p.M(33, 56).L(19, 56).M(24, 56).L(28, 38).C(20, 31, 21, 19, 30, 16).C(36, 14, 41, 16, 42.5, 23)
    p.M(15, 28).L(37, 28)
def tallhook(p):  # long hook reaching down on the right, stem straight, short foot
    p.M(30, 56).L(20, 56).M(24, 56).L(26.5, 26).C(27, 15, 39, 12, 43, 18).C(44.5, 21, 44, 25, 42, 27)
    p.M(19, 30).L(33, 30)
def crossfoot(p):  # foot replaced by a short slanted tick on the stem's foot (a written 3 with a short top)
    p.M(31, 53).L(24, 56).L(28, 38).C(20, 31, 21, 19, 30, 16).C(36, 14, 41, 16, 42.5, 23)
    p.M(19, 30).L(34, 30)
def leftbend(p):  # bar at the x-height, the stem's bulge moved up into the hook (bend above the bar)
    p.M(33, 56).L(19, 56).M(24, 56).L(26.5, 30).C(25, 22, 25, 16, 31, 15).C(37, 14, 41, 17, 42, 22)
    p.M(19, 29).L(34, 29)
def serifless(p):  # foot to the left only plus bar (the written 3's top goes right of corner)
    p.M(24, 56).L(16, 56).M(24, 56).L(28, 38).C(20, 31, 21, 19, 30, 16).C(36, 14, 41, 16, 42.5, 23)
    p.M(21, 29).L(34, 29)
VARIANTS = [("shipped", "T", None)] + [(n, "T", globals()[n]) for n in ["straight", "roundfoot", "looped", "barexit", "bigbar", "tallhook", "crossfoot", "leftbend", "serifless"]]
