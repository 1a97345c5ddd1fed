import os
import runpy


def sheet(name):
    """Another sheet of this folder, to reuse its constructions."""
    return runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), name))


LETTER = "f"; PACKS = ["classic", "no_zero"]; WORDS = ["fox", "of", "left"]
tallR = sheet("f-9-half-bar.py")["tallR"]
def tallRa(p):  # tallR, the hook's end half a unit shorter
    p.M(33, 56).L(19, 56).M(24, 56).L(28, 34).C(19.5, 28, 20, 14, 30, 12).C(36.5, 10.5, 41.5, 13, 42.8, 19.5)
    p.M(24.5, 29.5).L(35, 29.5)
def tallRb(p):  # tallR, the half bar half a unit lower and a unit longer
    p.M(33, 56).L(19, 56).M(24, 56).L(28, 34).C(19.5, 28, 20, 14, 30, 12).C(36.5, 10.5, 41.5, 13, 43, 20)
    p.M(24.2, 30).L(36, 30)
VARIANTS = [("shipped", "T", None)] + [(n, "T", globals()[n]) for n in ["tallR", "tallRa", "tallRb"]]
