import os
import runpy


def sheet(name):
    """Another sheet of this folder, to reuse its constructions."""
    return runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), name))


LETTER = "f"; PACKS = ["classic", "no_zero"]; WORDS = ["fox", "of", "left"]
stem, tall = sheet("f-5-tall-hook.py")["stem"], sheet("f-5-tall-hook.py")["tall"]
def tallR(p):  # the bar to the right of the stem only (written: a tick outside the 3's bowl)
    stem(p); p.M(24.5, 29.5).L(35, 29.5)
def tallR2(p):  # a short bar, 2 units left of the stem
    stem(p); p.M(22, 29.5).L(33, 29.5)
def tallnobar(p):  # no bar (control: what the written 3 is without it)
    stem(p)
VARIANTS = [("shipped", "T", None)] + [(n, "T", globals()[n]) for n in ["tall", "tallR", "tallR2", "tallnobar"]]
