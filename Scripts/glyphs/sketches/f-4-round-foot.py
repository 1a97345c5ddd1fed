LETTER = "f"; PACKS = ["classic"]; WORDS = ["fox", "of", "left"]
def bowl(p):
    p.L(28, 38).C(20, 31, 21, 19, 30, 16).C(36, 14, 41, 16, 42.5, 23)
def rf1(p):  # the foot only to the right, out of a round turn at the stem's foot (written: a 3 whose top turns round into its diagonal)
    p.M(35, 56).L(29, 56).Q(24.3, 56, 24.6, 52.5); bowl(p)
    p.M(22.5, 32).L(31, 32)
def rf2(p):
    p.M(35, 56).L(29, 56).Q(24.3, 56, 24.6, 52.5); bowl(p)
    p.M(21, 28.5).L(33, 28.5)
def rf3(p):  # rf2 with the bar shorter on the left
    p.M(35, 56).L(29, 56).Q(24.3, 56, 24.6, 52.5); bowl(p)
    p.M(23, 28.5).L(34, 28.5)
def barhi(p):  # shipped with the bar at 28.5 (pass 15's try), for comparison
    p.M(33, 56).L(19, 56).M(24, 56).L(28, 38).C(20, 31, 21, 19, 30, 16).C(36, 14, 41, 16, 42.5, 23)
    p.M(21, 28.5).L(33, 28.5)
VARIANTS = [("shipped", "T", None)] + [(n, "T", globals()[n]) for n in ["rf1", "rf2", "rf3", "barhi"]]
