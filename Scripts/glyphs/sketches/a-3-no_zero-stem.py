# no_zero's a (6), pass 17, third sheet, after the blind readers (both written readers read the
# shipped 6 as 0, alone and in every row): the zero-sized loop kept (turned, the a's bowl), its
# stem made to rise a little above the loop so the written glyph has a 6's stem (the first two
# sheets: a 6 with a real stem and a smaller loop reads 9 turned; a stem flaring right, q or 9).
LETTER = "a"; PACKS = ["no_zero"]; WORDS = ["wax", "velvet", "abracadabra"]


def loop(p, a0=190):
    p.arc(30, 38, 8.5, 14, a0, a0 - 360)


def tall_tick(p):  # the shipped tick, rising 4 units higher
    p.M(16.5, 17).Q(21.5, 16, 21.5, 21).L(21.5, 35)
    loop(p)


def straight(p):  # a bare stem 6 units above the loop's top
    p.M(21.5, 18).L(21.5, 35)
    loop(p)


def lean_stem(p):  # the stem leaning right at its top, as a 6 written fast
    p.M(24, 17.5).L(21.5, 27).L(21.5, 35)
    loop(p)


def tick_up(p):  # the tick drawn as an upstroke leaving the loop's left and rising past its top
    p.arc(30, 38, 8.5, 14, -60, -60 - 300, new=True)
    p.C(21.5, 30, 21.5, 24, 23, 18.5)


def open6(p):  # a 6 proper: the stem down the loop's left, the loop closing back onto the stem at 31
    p.M(25, 18).C(22, 21, 21.5, 26, 21.5, 38)
    p.arc(30, 38, 8.5, 14, 180, 180 - 330)


VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in ["tall_tick", "straight", "lean_stem", "tick_up", "open6"]]
