# no_zero's d (16), pass 17, fourth sheet: the 6 kept a 6 (its stem flaring right at the top) and
# joined to the 1's top by a stroke (turned: the bowl's tail runs along the baseline into the
# stem's foot, a d's join).
LETTER = "d"; PACKS = ["no_zero"]; WORDS = ["card", "world", "dog"]


def one(p, x=16.5, top=22, foot=60):
    p.M(x - 7, top + 8).L(x, top).L(x, foot)


def shipped6(p):
    p.M(40, 22).C(31, 24, 26.5, 30, 26.5, 41)
    p.arc(35, 41, 8.5, 11, 180, 180 - 360)


def arch(p):  # an arch from the 1's top over to the 6's stem top
    one(p)
    p.M(16.5, 22).C(22, 15, 36, 15, 40, 22)
    shipped6(p)


def bar(p):  # a straight join from the 1's top to the 6's stem top
    one(p)
    p.M(16.5, 22).L(40, 22)
    shipped6(p)


def swoop(p):  # the 6 drawn from the 1's top: up and right into its flare, then down into the loop
    one(p)
    p.M(16.5, 22).C(24, 14, 40, 14, 40, 21).C(31, 23, 26.5, 30, 26.5, 41)
    p.arc(35, 41, 8.5, 11, 180, 180 - 360)


def low_bar(p):  # a short hairline from the 1 to the 6's stem, a third of the way down it
    one(p)
    p.M(16.5, 28).L(28, 28)
    shipped6(p)


VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in ["arch", "bar", "swoop", "low_bar"]]
