LETTER = "q"; PACKS = ["classic"]; WORDS = ["quick", "equal"]
from make_classic import g_q  # the shipped q: hook, stem, loop
def hookbar(p):
    g_q(p); p.M(17, 23).L(26, 22.5)
def hookbar2(p):
    g_q(p); p.M(17.5, 19).L(25.5, 18.5)
def hookserif(p):
    g_q(p); p.M(16.5, 14.5).L(21.8, 17)
def wavy(p):  # the stem's top curls right and then flicks back up (turned: the tail's foot turns right at the end)
    p.M(27, 16).Q(27.5,11, 23,12).Q(21.5, 14, 21.5, 21).L(21.5, 40)
    p.arc(30, 41, 8.5, 11, 180, 180 - 350)
VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in ["hookbar", "hookbar2", "hookserif", "wavy"]]
