#!/usr/bin/env python3
"""Write the 26 glyphs of the `classic` DigitFlip pack.

Most glyphs are easier to reason about as the letter the audience reads, so
they are designed in TURNED space ("T"): ordinary letter coordinates in the
60x80 box, y down, with the guide lines

    ascender 10   x-height 32   baseline 56   descender 72

Each point (x, y) is then rotated 180 degrees about the box centre (30, 40),
i.e. mapped to (60 - x, 80 - y), which gives the upright digit drawing that is
actually written.  A few glyphs are designed directly upright ("U").
Rotation keeps the orientation of arcs, so arc flags are copied unchanged.

Usage: make_classic.py [OUTPUT_DIR]   (default: GlyphSets/classic)
"""
import os
import re
import sys

W, H = 60, 80
PEN = 5  # stroke width shared by every glyph

CODES = dict(a="0", b="9", c="0", d="10", e="2", f="3", g="6", h="4", i="1",
             j="1", k="71", l="1", m="41", n="4", o="0", p="01", q="6",
             r="7", s="5", t="7", u="0", v="7", w="14", x="7", y="6", z="2")

# letter -> (space, [subpaths]); absolute commands only.
GLYPHS = {
    # --- code 0: a c o u -------------------------------------------------
    "o": ("T", ["M30 32 A12.5 12 0 1 0 30 56 A12.5 12 0 1 0 30 32 Z"]),
    "a": ("T", ["M41 44 A11 12 0 1 0 19 44 A11 12 0 1 0 41 44", "M41 46 C41 52 42 55 46 56"]),
    "c": ("T", ["M40 38.5 A11.5 12 0 1 0 40 49.5"]),
    "u": ("T", ["M21 32.5 C19 36 18.5 40 18.5 45 C18.5 52 23 56 30 56 C37 56 41.5 52 41.5 45", "M41.5 32 V56"]),
    # --- code 9 ----------------------------------------------------------
    "b": ("T", ["M28 11 C22 9 18 13 18 20 V44 A12 12 0 1 0 42 44 A12 12 0 1 0 18 44"]),
    # --- code 10 / 01 ----------------------------------------------------
    "d": ("T", ["M38.5 44 A10.5 12 0 1 0 17.5 44 A10.5 12 0 1 0 38.5 44", "M45 10 V56 L51 50"]),
    "p": ("T", ["M21.5 44 A10.5 12 0 1 1 42.5 44 A10.5 12 0 1 1 21.5 44", "M15 32 V72 L9 66"]),
    # --- code 2: e z -----------------------------------------------------
    "e": ("T", ["M19 49 L39 37 C43 34 41 31 33 31 H28 C21 31 18 37 18 44 C18 51 23 56 30 56 C35 56 38 55 41 52"]),
    "z": ("U", ["M19 30 C20 22 41 20 41 30 L18 48 H43"]),
    # --- code 3 ----------------------------------------------------------
    "f": ("T", ["M35 56 H26 L28 34 C24 26 23 18 27 13 C31 8 39 8 44 13", "M22 32 H38"]),
    # --- code 6: g q y ---------------------------------------------------
    "g": ("T", ["M41 44 A11.5 12 0 1 0 18 44 A11.5 12 0 1 0 41 44",
                "M41 32 V62 C41 74 24 74 19 68"]),
    "q": ("T", ["M41 44 A11.5 12 0 1 0 18 44 A11.5 12 0 1 0 41 44",
                "M41 34 L35 72"]),
    "y": ("T", ["M21 32 C18.5 36 18 40 18 45 C18 59 40 59 41 44",
                "M41 32 V62 C41 74 24 74 19 68"]),
    # --- code 4: h n -----------------------------------------------------
    "h": ("T", ["M18 10 V56", "M18 41 C19 34 24 32 30 32 C38 32 42 36 42 43 V56"]),
    "n": ("T", ["M18 26 V56", "M18 41 C19 34 24 32 30 32 C38 32 42 36 42 43 V56"]),
    # --- code 1: i j l ---------------------------------------------------
    "i": ("T", ["M30 20 V21", "M30 32 V56 L37 49"]),
    "j": ("T", ["M33 20 V21", "M33 32 V66 C33 72 27 73 24 70"]),
    "l": ("T", ["M30 10 V56 L36 50"]),
    # --- code 71 / 41 / 14 -----------------------------------------------
    "k": ("T", ["M14 10 V56", "M44 56 L16 49 L38 32"]),
    "m": ("T", ["M10 32 V56 L15 51", "M10 41 C11 35 14 32 20 32 C26 32 30 35 30 41", "M30 26 V56", "M30 41 C30 35 34 32 40 32 C46 32 50 35 50 41 V56"]),
    "w": ("U", ["M9 44 L21 24 L23 48", "M49 24 L31 44 H49", "M49 24 V54"]),
    # --- code 7: r t v x -------------------------------------------------
    "r": ("T", ["M34 56 H21 L23 32", "M22.5 41 C25 34 32 30.5 42 33"]),
    "t": ("T", ["M26 14 V49 C26 54 29 56 34 56 H41", "M16 32 H40"]),
    "v": ("U", ["M29 48 L42 24 L19 35 Q15 37 15 42"]),
    "x": ("U", ["M16 24 H42 L20 48", "M22 29 L42 44"]),
    # --- code 5 ----------------------------------------------------------
    "s": ("U", ["M41 24 H21 L20 35 C26 32 42 31 42 41 C42 50 25 51 18 45"]),
}


def _num(v):
    v = round(v, 1)
    return str(int(v)) if v == int(v) else str(v)


ARGS = dict(M=2, L=2, H=1, V=1, C=6, S=4, Q=4, T=2, A=7, Z=0)


def rotate(d):
    """Rotate absolute path data 180 degrees about the box centre."""
    toks = re.findall(r"[A-Za-z]|-?\d*\.?\d+", d)
    out, i, cmd = [], 0, None
    while i < len(toks):
        t = toks[i]
        if t.isalpha():
            cmd = t
            if cmd not in ARGS:
                raise ValueError("absolute commands only: " + d)
            out.append(cmd)
            i += 1
            if cmd == "Z":
                continue
        n = ARGS[cmd]
        vals = [float(x) for x in toks[i:i + n]]
        i += n
        if cmd == "H":
            vals = [W - vals[0]]
        elif cmd == "V":
            vals = [H - vals[0]]
        elif cmd == "A":
            vals[5], vals[6] = W - vals[5], H - vals[6]
        else:
            vals = [W - v if k % 2 == 0 else H - v for k, v in enumerate(vals)]
        out.append(" ".join(_num(v) for v in vals))
    return _compact(out)


def _compact(parts):
    s = ""
    for p in parts:
        if p[0].isalpha():
            s += p
        else:
            s += p if not s or s[-1].isalpha() else " " + p
    return s


def upright(letter):
    space, subs = GLYPHS[letter]
    if space == "T":
        return [rotate(s) for s in subs]
    return [_compact([p for p in re.split(r"\s*([A-Za-z])\s*", s) if p]) for s in subs]


def svg(letter):
    d = " ".join(upright(letter))
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="80" viewBox="0 0 60 80">\n'
        f"  <title>{letter} \u2014 {CODES[letter]}</title>\n"
        f'  <path d="{d}" fill="none" stroke="#111111" stroke-width="{PEN}"'
        ' stroke-linecap="round" stroke-linejoin="round"/>\n'
        "</svg>\n"
    )


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "GlyphSets/classic"
    os.makedirs(out, exist_ok=True)
    for letter in sorted(CODES):
        with open(os.path.join(out, f"lowercase_{letter}.svg"), "w") as f:
            f.write(svg(letter))


if __name__ == "__main__":
    main()
