LETTER = "f"; PACKS = ["classic"]; WORDS = ["fox"]
def ctl(p):  # control: the shipped f with its bar half a unit lower
    p.M(33, 56).L(19, 56).M(24, 56).L(28, 38).C(20, 31, 21, 19, 30, 16).C(36, 14, 41, 16, 42.5, 23)
    p.M(22.5, 32.5).L(31, 32.5)
def ctl2(p):  # control: the shipped f with its hook's end half a unit shorter
    p.M(33, 56).L(19, 56).M(24, 56).L(28, 38).C(20, 31, 21, 19, 30, 16).C(36, 14, 41, 16, 42.3, 22.5)
    p.M(22.5, 32).L(31, 32)
VARIANTS = [(n, "T", globals()[n]) for n in ["ctl", "ctl2"]]
