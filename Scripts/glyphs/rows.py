"""What the glyph review scripts share: a glyph's drawing, and a phrase laid out
exactly like the trick (letters in reverse order, 60x80 boxes left to right, a 30
gap per space; turned = the whole row rotated 180 degrees about its centre)."""
import json
import os
import re

BOX_W, BOX_H, GAP = 60, 80, 30


def letter_map(src):
    """letter -> (code, glyph file) from the pack's letter_map.json."""
    with open(os.path.join(src, "letter_map.json")) as f:
        letters = json.load(f)["letters"]
    return {l: (v["code"], v["glyphFile"]) for l, v in letters.items()}


def inner(src, letter):
    """The path elements of a letter's glyph file."""
    t = open(os.path.join(src, letter_map(src)[letter][1])).read()
    return "".join(re.findall(r"<path[^>]*/>", t))


def trick_row(src, text, turned, pad=20):
    """(svg body, width, height) of the row the magician writes for `text`."""
    x, body = pad, ""
    for ch in reversed(text):
        if ch == " ":
            x += GAP
            continue
        body += f'<g transform="translate({x} {pad})">{inner(src, ch)}</g>'
        x += BOX_W
    w, h = x + pad, BOX_H + 2 * pad
    if turned:
        body = f'<g transform="rotate(180 {w / 2} {h / 2})">{body}</g>'
    return body, w, h
