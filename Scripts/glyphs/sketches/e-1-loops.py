LETTER = "e"; PACKS = ["classic"]; WORDS = ["hello", "seven", "real"]
def loopcorner(p):  # a 2 whose diagonal loops at the foot's left corner before the foot (turned: a loop at the top right)
    p.M(20, 30).C(21, 22, 41, 22, 40, 32).C(39.5, 38, 30, 43, 22, 49).C(17, 53, 16, 46, 21, 47).C(24, 48, 27, 52, 30, 52).L(41, 52)
def loopbig(p):  # the corner loop larger, spanning the foot's left half (turned: an e's eye on the x-height)
    p.M(20, 30).C(21, 22, 41, 22, 40, 32).C(39.5, 38, 34, 42, 28, 46).C(20, 52, 14, 44, 21, 43).C(27, 42, 30, 52, 33, 52).L(41, 52)
def crossfoot(p):  # the foot runs back left under the diagonal's end (turned: the e's bar runs out past the bowl)
    p.M(20, 30).C(21, 22, 41, 22, 40, 32).C(39.5, 38, 30, 42, 24, 46).C(19, 51, 22, 53, 30, 53).L(41, 52.5)
def openloop(p):  # the shipped foot's curl drawn as an open hook back over the foot (turned: e's eye open at its end)
    p.M(20, 30).C(21, 22, 41, 22, 40, 32).C(39.5, 38, 30, 42, 24, 46).C(19, 51, 22, 53, 30, 53).C(37, 53, 42, 50, 39, 46)
VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in ["loopcorner", "loopbig", "crossfoot", "openloop"]]
