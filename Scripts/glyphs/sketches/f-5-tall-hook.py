LETTER = "f"; PACKS = ["classic"]; WORDS = ["fox", "of", "left"]
def stem(p):  # foot, stem bending at 34, the hook rising 4 above the ascender line
    p.M(33, 56).L(19, 56).M(24, 56).L(28, 34).C(19.5, 28, 20, 14, 30, 12).C(36.5, 10.5, 41.5, 13, 43, 20)
def tall(p):  # the written 3's bowl stays large with the bend above the bar
    stem(p); p.M(20, 29.5).L(34, 29.5)
def tallslant(p):
    p.M(32, 56).L(18, 56).M(23, 56).L(29, 34).C(19.5, 28, 20, 14, 30, 12).C(36.5, 10.5, 41.5, 13, 43, 20)
    p.M(20, 29.5).L(35, 29.5)
def tall2(p):  # tall with the bend at 35 and the bar at 30.5
    p.M(33, 56).L(19, 56).M(24, 56).L(28, 35.5).C(19.5, 29, 20, 14, 30, 12).C(36.5, 10.5, 41.5, 13, 43, 20)
    p.M(20.5, 30.5).L(34, 30.5)
VARIANTS = [("shipped", "T", None)] + [(n, "T", globals()[n]) for n in ["tall", "tallslant", "tall2"]]
