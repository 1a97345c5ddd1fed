import os
import runpy


def sheet(name):
    """Another sheet of this folder, to reuse its constructions."""
    return runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), name))


LETTER = "f"; PACKS = ["classic"]; WORDS = ["fox", "of", "left"]
bowl = sheet("f-4-round-foot.py")["bowl"]
def sharp(p):  # the foot leaves the stem's foot to the right only, at a corner (written: a flat-topped 3 with no overhang)
    p.M(35, 56).L(24, 56); bowl(p)
    p.M(22.5, 32).L(31, 32)
def sharphi(p):
    p.M(35, 56).L(24, 56); bowl(p)
    p.M(21, 29).L(32, 29)
def sharp1(p):  # 1.5 units of overhang
    p.M(35, 56).L(22.5, 56).M(24, 56); bowl(p)
    p.M(22.5, 32).L(31, 32)
VARIANTS = [("shipped", "T", None)] + [(n, "T", globals()[n]) for n in ["sharp", "sharphi", "sharp1"]]
