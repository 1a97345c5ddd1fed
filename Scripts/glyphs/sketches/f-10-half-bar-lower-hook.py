import os
import runpy


def sheet(name):
    """Another sheet of this folder, to reuse its constructions."""
    return runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), name))


LETTER = "f"; PACKS = ["classic", "no_zero"]; WORDS = ["fox", "of", "left"]
tallR = sheet("f-9-half-bar.py")["tallR"]
def R16(p):  # tallR within the ascender line: the hook's top at 16, the bend at 35.5
    p.M(33, 56).L(19, 56).M(24, 56).L(28, 35.5).C(19.5, 30.5, 20, 18, 30, 16).C(36.5, 14.5, 41.5, 17, 43, 23.5)
    p.M(23.3, 29.5).L(34.5, 29.5)
def R14(p):  # the hook's top at 14
    p.M(33, 56).L(19, 56).M(24, 56).L(28, 34.8).C(19.5, 29.3, 20, 16, 30, 14).C(36.5, 12.5, 41.5, 15, 43, 21.8)
    p.M(23.8, 29.5).L(34.8, 29.5)
VARIANTS = [("shipped", "T", None)] + [(n, "T", globals()[n]) for n in ["tallR", "R16", "R14"]]
