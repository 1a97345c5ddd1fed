# no_zero's a (6), pass 17, second sheet: the zero-sized loop kept (turned, the a's bowl fills
# the x-height), its short stem flaring right at the top as a 6's does instead of the shipped
# tick to the left (turned: the a's stem curls under at the baseline instead of flicking out).
LETTER = "a"; PACKS = ["no_zero"]; WORDS = ["card", "real", "abracadabra"]


def loop(p):
    p.arc(30, 38, 8.5, 14, 190, 190 - 360)


def flare_small(p):
    p.M(27, 20).Q(21.5, 19.5, 21.5, 25).L(21.5, 35)
    loop(p)


def flare_mid(p):
    p.M(30, 17.5).Q(21.5, 16.5, 21.5, 24).L(21.5, 35)
    loop(p)


def flare_both(p):  # the tick's lead-in kept, and the top curving right over it
    p.M(16.5, 22).C(19, 17, 26, 16, 28, 19).M(21.5, 21).L(21.5, 35)
    loop(p)


def curl(p):  # the stem's top a small curl to the right, like a 6 written at speed
    p.M(25.5, 21.5).C(24, 18, 21.5, 18.5, 21.5, 23).L(21.5, 35)
    loop(p)


VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in ["flare_small", "flare_mid", "flare_both", "curl"]]
