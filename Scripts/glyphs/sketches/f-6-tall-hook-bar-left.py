import os
import runpy


def sheet(name):
    """Another sheet of this folder, to reuse its constructions."""
    return runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), name))


LETTER = "f"; PACKS = ["classic"]; WORDS = ["fox", "of", "left"]
stem, tall = sheet("f-5-tall-hook.py")["stem"], sheet("f-5-tall-hook.py")["tall"]
def tallL(p):  # the bar mostly left of the stem (written: mostly inside the 3's bowl)
    stem(p); p.M(17, 29.5).L(29, 29.5)
def tallL2(p):
    stem(p); p.M(18, 29.5).L(31, 29.5)
VARIANTS = [("shipped", "T", None)] + [(n, "T", globals()[n]) for n in ["tall", "tallL", "tallL2"]]
