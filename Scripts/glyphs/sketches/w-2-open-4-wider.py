import os
import runpy


def sheet(name):
    """Another sheet of this folder, to reuse its constructions."""
    return runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), name))


LETTER = "w"; PACKS = ["classic"]; WORDS = ["world", "brown"]
second_v, rung = sheet("w-1-open-4.py")["second_v"], sheet("w-1-open-4.py")["rung"]
def gap7(p):
    p.M(12, 24).L(14, 56).M(18.5, 48).L(28, 30)
    rung(p); second_v(p)
def gap7x(p):  # open 4, bar crossing the stem (turned: a rung poking left of the left arm)
    p.M(12, 24).L(14, 56).M(18.5, 48).L(28, 30)
    p.M(9.5, 40).L(22.6, 40)
    second_v(p)
def apart(p):  # the 1 and the 4 further apart, the 1's flag a little shorter
    p.M(10, 24).L(12, 56).L(26, 30)
    p.M(10.5, 40).L(20.6, 40)
    p.M(34, 27).L(36, 56).L(49, 33)
VARIANTS = [("shipped", "T", None)] + [(n, "T", globals()[n]) for n in ["gap7", "gap7x", "apart"]]
