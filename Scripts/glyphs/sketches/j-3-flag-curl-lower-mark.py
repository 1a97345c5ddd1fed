# j (1), pass 18, third sheet: what sheet 2 and a sweep left. packtool trick reads the turned j
# only while the written top curls right as far as the shipped curl (smaller curls: ^l or i), and
# a mark longer than 6 units reads as a bar (^l). So: the shipped curl, a flag of 5 or 6 units to
# its left (a 1's), and the shipped short mark 2 units lower (where the i's sits, which fresh
# eyes read as a 1 "with an underline").
# (Kept in pass 18: kept_flag_6_mark_61, chosen over flag_5 and flag_6 by the print recognisers:
# with the mark at 62, PP-OCRv4 or tesseract lost 2 characters in no_zero.)
LETTER = "j"; PACKS = ["classic"]; WORDS = ["jumpy", "jinx", "join"]


def make(flag, curl=1.0, dot=(30.5, 62), drop=0.5):
    def draw(p):
        if flag:
            p.M(30 - flag[0], 17.5 + flag[1]).L(30, 17.5)
        k = curl
        p.M(30, 52).L(30, 17).C(30, 17 - 4 * k, 30 + 2 * k, 17 - 5.5 * k, 30 + 5 * k, 17 - 4.5 * k)
        p.M(dot[0] - 3, dot[1] + drop / 2).L(dot[0] + 3, dot[1] - drop / 2)
    return draw


lower_mark = make(None)
flag_5 = make((5, 6.5))
flag_6 = make((6, 8))
flag_5_curl_0_8 = make((5, 6.5), 0.8)
flag_6_curl_0_8 = make((6, 8), 0.8)
flag_5_mark_60_5 = make((5, 6.5), dot=(30.5, 60.5))
kept_flag_6_mark_61 = make((6, 8), dot=(30.5, 61), drop=1)  # the mark at the i's height

VARIANTS = [("shipped", "W", None)] + [(n, "W", globals()[n]) for n in
            ["lower_mark", "flag_5", "flag_6", "flag_5_curl_0_8", "flag_6_curl_0_8", "flag_5_mark_60_5",
             "kept_flag_6_mark_61"]]
