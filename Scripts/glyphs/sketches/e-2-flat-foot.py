# Session 13 (issue #20): the written e read 3 or 8 in every row by fresh readers.
# Constructions of a 2 whose foot looks like a 2's foot; where does the turned e's eye go?
LETTER = "e"; PACKS = ["classic"]; WORDS = ["velvet", "queen", "keep"]
TOPARC = lambda p: p.M(20, 30).C(21, 22, 41, 22, 40, 32)


def flatfoot(p):  # control: a plain 2, sharp corner, flat foot (turned: the old ƨ)
    TOPARC(p).C(39.5, 38, 30, 43, 21, 52).L(41, 52)


def sharploop(p):  # the shipped foot loop kept, but the corner sharp and the foot flat
    TOPARC(p).C(39.5, 38, 30, 43, 21, 52).L(36, 52).C(41, 52, 42, 48, 39.5, 46).C(37.5, 44.5, 35, 46, 35, 48.5)


def flatloop(p):  # a flat loop lying on the foot's right end (its top at 48)
    TOPARC(p).C(39.5, 38, 30, 43, 21, 52).L(38, 52).C(42, 52, 42.5, 48, 39, 48).C(36.5, 48, 34.5, 50, 35, 52.5)


def hookup(p):  # flat foot whose end flicks up and back left, open (turned: the eye left open)
    TOPARC(p).C(39.5, 38, 30, 43, 21, 52).L(37, 52).C(41, 52, 42, 47.5, 38.5, 46)


def innerloop(p):  # the foot's end curls up inside the 2, towards the diagonal (a loop inside the corner)
    TOPARC(p).C(39.5, 38, 30, 43, 21, 52).L(38, 52).C(42, 52, 40, 44, 33, 44.5)


def barred(p):  # a flat-footed 2 crossed at mid height (ƻ; turned: the e's bar)
    TOPARC(p).C(39.5, 38, 30, 43, 21, 52).L(41, 52)
    p.M(24, 42).L(38, 42)


def neckloop(p):  # a loop at the neck, where the arc turns into the diagonal
    p.M(20, 30).C(21, 22, 41, 22, 40, 31).C(39.5, 35, 36, 38.5, 33, 37.5).C(30, 36.5, 33, 34.5, 35, 37).C(36, 39, 30, 44, 21, 52).L(41, 52)


def bigtop(p):  # the top arc larger, the shipped loop smaller and lower: 2's proportions
    p.M(19, 31).C(19, 20, 42, 20, 41, 33).C(40.5, 39, 31, 44, 24, 48)
    p.C(20, 51, 23, 53, 30, 53).C(36, 53, 40, 52.5, 40, 50.5).C(40, 48.5, 37.5, 47.5, 36, 49)


def tailloop(p):  # sharp corner, and the loop at the foot's end opens outwards (to the right)
    TOPARC(p).C(39.5, 38, 30, 43, 21, 52).L(35, 52).C(39, 52, 40, 46, 37, 46.5).C(35, 47, 38, 52, 43, 51)


def roundsharp(p):  # the shipped drawing with its foot's round corner made square
    TOPARC(p).C(39.5, 38, 30, 42, 22, 51.5).C(24, 52.5, 27, 53, 30, 53).C(37, 53, 41, 51.5, 40.5, 48.5).C(40, 45.5, 37, 45, 35.5, 46.5)


VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in
            ["flatfoot", "sharploop", "flatloop", "hookup", "innerloop", "barred", "neckloop", "bigtop", "tailloop", "roundsharp"]]
