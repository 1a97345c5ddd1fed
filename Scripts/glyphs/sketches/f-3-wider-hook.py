import os
import runpy


def sheet(name):
    """Another sheet of this folder, to reuse its constructions."""
    return runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), name))


LETTER = "f"; PACKS = ["classic"]; WORDS = ["fox", "of", "left"]
hb1 = sheet("f-2-bend-above-bar.py")["hb1"]
def wide(p):  # hb1, the hook wider and running lower on the right (written: a fuller bowl)
    p.M(33, 56).L(19, 56).M(24, 56).L(27.5, 32).C(20, 27, 20, 16, 31, 15).C(38, 14.5, 43.5, 18, 43.5, 24).C(43.5, 27, 42, 28.5, 40.5, 29)
    p.M(20, 29).L(35, 29)
def mid(p):  # bend at 34.5, bar at 30
    p.M(33, 56).L(19, 56).M(24, 56).L(27.8, 34.5).C(20.5, 29, 21, 18, 30, 15.5).C(36, 14.5, 41, 17, 42.5, 23)
    p.M(20, 30).L(35, 30)
def midwide(p):
    p.M(33, 56).L(19, 56).M(24, 56).L(27.8, 34.5).C(20, 29, 20, 16, 31, 15).C(38, 14.5, 43.5, 18, 43.5, 24).C(43.5, 27, 42, 28.5, 40.5, 29)
    p.M(20, 30).L(35, 30)
def slant(p):  # hb1 with the stem leaning more (written: the 3's diagonal slants)
    p.M(32, 56).L(18, 56).M(23, 56).L(28.5, 32).C(21, 27, 21, 17, 30, 15.5).C(36, 14.5, 41, 17, 42.5, 23)
    p.M(20, 29).L(35, 29)
VARIANTS = [("shipped", "T", None)] + [(n, "T", globals()[n]) for n in ["hb1", "wide", "mid", "midwide", "slant"]]
