#!/usr/bin/env python3
"""Writes the demo pack used by Scripts/screenshot: each letter's glyph is its code
drawn as seven-segment digits (so the pictures show real ink, wide two-digit glyphs
and asymmetric shapes), plus a documents-tier copy of the map in which one glyph is
hostile and one is missing. Run it again after changing it; the output is committed."""
import json, os, shutil

HERE = os.path.dirname(os.path.abspath(__file__))
BUNDLE = os.path.join(HERE, "bundle", "demo")
DOCS = os.path.join(HERE, "documents", "GlyphSets", "demo")

CODES = {"a": "0", "b": "9", "c": "0", "d": "10", "e": "2", "f": "3", "g": "6", "h": "4", "i": "1",
         "j": "1", "k": "71", "l": "1", "m": "41", "n": "4", "o": "0", "p": "01", "q": "6", "r": "7",
         "s": "5", "t": "7", "u": "0", "v": "7", "w": "14", "x": "7", "y": "6", "z": "2"}
SEGMENTS = {"a": (10, 12, 40, 12), "b": (40, 12, 40, 40), "c": (40, 40, 40, 68), "d": (10, 68, 40, 68),
            "e": (10, 40, 10, 68), "f": (10, 12, 10, 40), "g": (10, 40, 40, 40)}
DIGITS = {"0": "abcdef", "1": "bc", "2": "abged", "3": "abgcd", "4": "fgbc", "5": "afgcd",
          "6": "afgedc", "7": "abc", "8": "abcdefg", "9": "abcdfg"}

def glyph(letter, code):
    parts = []
    for index, digit in enumerate(code):
        dx = index * 50
        d = " ".join(f"M{x1 + dx} {y1}L{x2 + dx} {y2}" for x1, y1, x2, y2 in (SEGMENTS[s] for s in DIGITS[digit]))
        if digit == "1":
            d += f" M{30 + dx} 20L{40 + dx} 12"
        parts.append(f'    <path d="{d}"/>')
    width = 50 * len(code)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} 80">\n'
            f'  <title>{letter} = {code}</title>\n'
            f'  <g fill="none" stroke="#1d1a16" stroke-width="7" stroke-linecap="round" stroke-linejoin="round">\n'
            + "\n".join(parts) + "\n  </g>\n</svg>\n")

shutil.rmtree(os.path.join(HERE, "bundle"), ignore_errors=True)
shutil.rmtree(os.path.join(HERE, "documents"), ignore_errors=True)
os.makedirs(BUNDLE)
os.makedirs(DOCS)
letters = {}
for letter, code in CODES.items():
    name = f"lowercase_{letter}.svg"
    letters[letter] = {"code": code, "glyphFile": name}
    with open(os.path.join(BUNDLE, name), "w") as out:
        out.write(glyph(letter, code))

def write_map(folder, letters, display):
    body = ",\n".join(f'    "{l}": {{ "code": "{e["code"]}", "glyphFile": "{e["glyphFile"]}" }}' for l, e in sorted(letters.items()))
    with open(os.path.join(folder, "letter_map.json"), "w") as out:
        out.write('{\n  "glyphSet": "demo",\n  "displayName": "%s",\n  "letters": {\n%s\n  }\n}\n' % (display, body))

write_map(BUNDLE, letters, "Seven-segment demo")
# The documents copy: 'e' is overridden by a hostile file, 'w' points at a file nobody has.
docs = dict(letters)
docs["w"] = {"code": "14", "glyphFile": "lowercase_w_not_drawn_yet.svg"}
write_map(DOCS, docs, "Seven-segment demo (installed, with a hostile e and a missing w)")
shutil.copy(os.path.join(HERE, "..", "unit", "bundle", "flip", "hostile.svg"), os.path.join(DOCS, "lowercase_e.svg"))
