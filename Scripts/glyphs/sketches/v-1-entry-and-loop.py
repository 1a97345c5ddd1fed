LETTER = "v"; PACKS = ["classic"]; WORDS = ["over", "seven"]
def entry(p):  # the 7's stem ends in a curl to the right (turned: the left arm starts with an entry hook)
    p.M(14, 42).L(24, 25).L(35, 24).L(34.5, 49).Q(34.5, 53, 38.5, 52.5)
def entry2(p):  # a longer curl, up the right side (turned: a cursive v's entry stroke)
    p.M(14, 42).L(24, 25).L(35, 24).L(34.5, 48).C(34.5, 54, 40, 54, 41, 49)
def loopcorner(p):  # the bar and stem meet in a small loop (turned: the v's point a loop, as a joined hand makes it)
    p.M(14, 42).L(24, 25).L(33, 24.5).C(38, 24, 39, 29, 35, 29).C(32, 29, 33, 25, 34.5, 27).L(34.5, 52)
VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in ["entry", "entry2", "loopcorner"]]
