# Session 13 (issue #20): the written x (7) read "an X with a bar across the top" by fresh
# readers, alone and in rows. Constructions of a 7 whose crossing stroke never makes an X.
import math
LETTER = "x"; PACKS = ["classic"]; WORDS = ["hotwax", "jinx", "fox"]
MID = (33, 38)   # the 7's stem (41, 24) -> (25, 52) at mid height


def seven(p):
    p.M(17, 24).L(41, 24).L(25, 52)


def cross(p, length, angle, cx=MID[0], cy=MID[1]):  # a "\" stroke through (cx, cy), angle below horizontal
    dx, dy = length / 2 * math.cos(math.radians(angle)), length / 2 * math.sin(math.radians(angle))
    p.M(cx - dx, cy - dy).L(cx + dx, cy + dy)


def euro(p):  # the European crossed 7: a level dash across the stem (turned: z-like?)
    seven(p); p.M(26, 38).L(40, 38)


def dash15(p):  # a dash across the stem sloping down 15 degrees
    seven(p); cross(p, 16, 15)


def dash25(p):  # sloping 25 degrees, 18 long
    seven(p); cross(p, 18, 25)


def slope25long(p):  # sloping 25 degrees, 26 long (an x arm, but shallow)
    seven(p); cross(p, 26, 25)


def short38(p):  # the shipped angle (38 degrees), half as long
    seven(p); cross(p, 15, 38)


def curved(p):  # cursive: the 7's stem bows to the right, a second arc bows left and touches it
    p.M(17, 24).L(41, 24).C(36, 32, 36, 44, 25, 52)
    p.M(24, 30).C(31, 34, 31, 44, 41, 50)


def steepstem(p):  # a near-upright 7 (its stem steep), the crossing stroke shallow and long
    p.M(16, 24).L(41, 24).L(31, 52)
    cross(p, 24, 22, 36, 38)


def barcross(p):  # the crossing stroke starts on the bar's left end, as a 7 drawn in one go ("Z"-ish)
    p.M(18, 28).L(18, 24).L(41, 24).L(25, 52)
    cross(p, 18, 28)


def loopfoot(p):  # the 7's stem ends in a small loop round to the right: the crossing is the loop's exit
    p.M(17, 24).L(41, 24).L(29, 47).C(26, 53, 21, 52, 24, 47).C(28, 42, 36, 44, 43, 49)


VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in
            ["euro", "dash15", "dash25", "slope25long", "short38", "curved", "steepstem", "barcross", "loopfoot"]]
