# Session 13 (issue #20): a 2 with a flat foot and a corner, whose foot ends in a loop large
# enough to stay open at row size (e-2's small loops closed into blobs), standing on the
# foot (turned: the e's eye hanging from the x-height at the left).
LETTER = "e"; PACKS = ["classic"]; WORDS = ["velvet", "queen", "the"]
TOP = lambda p: p.M(20, 30).C(21, 22, 41, 22, 40, 32).C(39.5, 38, 30, 43, 21, 52)


def tallloop(p):  # foot to 32, a loop up to 41 over its right end, back down across the foot
    TOP(p).L(34, 52).C(40, 52, 43, 48, 42, 45).C(41, 41, 35, 41, 34.5, 45).C(34, 48, 37, 52, 43, 52.5)


def roundloop(p):  # the loop rounder and lower (its top at 43), ending inside the foot
    TOP(p).L(33, 52).C(39, 52, 42, 50, 42, 47).C(42, 43, 36, 42, 34, 45).C(32.5, 47.5, 34, 50, 36, 52)


def backloop(p):  # the foot runs right, turns up and back left over itself to the diagonal (an open eye)
    TOP(p).L(38, 52).C(43, 52, 43, 44, 37, 44).L(29, 44.5)


def wideloop(p):  # a flat, wide loop: the foot's return stroke 5 units above it
    TOP(p).L(37, 52).C(42, 52, 42.5, 47, 38, 47).L(30, 47).C(28, 47, 27, 48.5, 28, 50)


VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in ["tallloop", "roundloop", "backloop", "wideloop"]]
