LETTER = "q"; PACKS = ["classic"]; WORDS = ["quick", "equal"]
def loop(p): p.arc(30, 41, 8.5, 11, 180, 180 - 350)
def flag(p):  # a straight stem with a serif bar across its top (turned: the tail's foot serif)
    p.M(17, 12.5).L(26.5, 12).M(21.5, 12).L(21.5, 40); loop(p)
def flag_r(p):  # serif to the stem's right only (turned: a foot flag to the left)
    p.M(21.5, 12).L(28, 12).M(21.5, 12).L(21.5, 40); loop(p)
def flag_l(p):  # serif to the stem's left only (turned: a flag to the right at the tail's foot)
    p.M(15.5, 12.5).L(21.5, 12).L(21.5, 40); loop(p)
def flick(p):  # a 1's flag at the top (turned: the tail flicks up to the right)
    p.M(16.5, 17.5).L(21.5, 12).L(21.5, 40); loop(p)
def smallloop(p):  # shipped hook, the loop smaller and lower, the stem longer
    p.M(29, 13).Q(22, 12, 21.5, 21).L(21.5, 43); p.arc(29.5, 43, 8, 9.5, 180, 180 - 350)
def looped(p):  # the stem's top is a small loop to the left (turned: a cursive q's loop to the right)
    p.M(21.5, 40).L(21.5, 17).C(21.5, 11, 15, 10, 15, 14).C(15, 17, 19, 19, 21.5, 19); loop(p)
def spur(p):  # the stem runs 3 units below where the loop leaves it (turned: q's stem pokes above the bowl)
    p.M(29, 13).Q(22, 12, 21.5, 21).L(21.5, 52); p.arc(30, 40, 8.5, 11, 180, 180 - 345)
def bar(p):  # crossed stem (turned: a q with a crossed tail, as some hands write it)
    p.M(21.5, 12).L(21.5, 40); loop(p); p.M(16, 20).L(27, 19)
VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in ["flag", "flag_r", "flag_l", "flick", "smallloop", "looped", "spur", "bar"]]
