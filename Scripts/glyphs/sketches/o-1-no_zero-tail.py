# no_zero's o (9), pass 17, after the blind readers (both written readers read it 0 in "hot wax";
# alone a 9, "or 0 with a tail"): the 9's tail made more of a tail written, against the turned o
# (a longer tail is a 6's stem turned).
LETTER = "o"; PACKS = ["no_zero"]; WORDS = ["hot", "wax", "of"]


def loop(p, cy=37, ry=13):
    p.arc(30, cy, 8.5, ry, 60, 60 - 360, new=True)


def longer(p):  # the tail 2 units longer
    loop(p)
    p.C(33, 53, 32.5, 56, 30, 58)


def smaller(p):  # the loop 2 units shorter, the tail as long as before below it
    loop(p, cy=36, ry=12)
    p.C(33, 50, 32.5, 53, 30.5, 55)


def straight_down(p):  # the tail leaves the loop further right and runs straight down
    p.arc(30, 37, 8.5, 13, 40, 40 - 360, new=True)
    p.C(37, 52, 36.5, 55, 35, 57)


def curl(p):  # the tail's flick a curl to the left, as a 9's often ends
    loop(p)
    p.C(33, 52, 32, 56.5, 27.5, 56.5)


def curl_half(p):  # half of curl's turn
    loop(p)
    p.C(33, 52, 32.3, 55.5, 29, 56.3)


VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in ["longer", "smaller", "straight_down", "curl", "curl_half"]]
