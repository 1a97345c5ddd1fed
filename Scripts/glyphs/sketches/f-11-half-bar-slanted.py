import os
import runpy


def sheet(name):
    """Another sheet of this folder, to reuse its constructions."""
    return runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), name))


LETTER = "f"; PACKS = ["classic", "no_zero"]; WORDS = ["fox", "of", "left"]
tallR = sheet("f-9-half-bar.py")["tallR"]
def tallRs(p):  # tallR with the stem slanting more (written: a 3's diagonal, not a 1's stem)
    p.M(32, 56).L(18, 56).M(23, 56).L(29, 34).C(20.5, 28, 20, 14, 30, 12).C(36.5, 10.5, 41.5, 13, 43, 20)
    p.M(25.5, 29.5).L(36, 29.5)
def tallRs2(p):
    p.M(31.5, 56).L(17.5, 56).M(22.5, 56).L(29.5, 34).C(21, 28, 20, 14, 30, 12).C(36.5, 10.5, 41.5, 13, 43, 20)
    p.M(26, 29.5).L(36.5, 29.5)
VARIANTS = [("shipped", "T", None)] + [(n, "T", globals()[n]) for n in ["tallR", "tallRs", "tallRs2"]]
