"""What the glyph review scripts share: a glyph's drawing, the standard phrases, and
a phrase laid out exactly like the trick (letters in reverse order, 60x80 boxes left
to right, a 30 gap per space; turned = the whole row rotated 180 degrees about its
centre)."""
import json
import os
import re
import shutil
import subprocess

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def standard_phrases():
    """The standard phrase list, from its one place in PackModel: what
    `packtool trick --format json` prints, else read from the Swift source."""
    for exe in (os.path.join(ROOT, ".build", "debug", "packtool"), shutil.which("packtool")):
        if exe and os.path.exists(exe):
            r = subprocess.run([exe, "trick", "--format", "json", os.path.join(ROOT, "GlyphSets", "classic")],
                               capture_output=True, text=True)
            try:
                return [p["phrase"] for p in json.loads(r.stdout)["phrases"]]
            except (ValueError, KeyError, TypeError):
                pass
    src = os.path.join(ROOT, "Sources", "PackModel", "Trick", "StandardPhrases.swift")
    if not os.path.exists(src):
        raise SystemExit(f"rows.py: no standard phrase list: neither `packtool trick --format json` nor {src}")
    body = open(src).read().split("= [", 1)[1].split("]", 1)[0]  # the list, not the `[String]` type
    return re.findall(r'"([a-z ]+)"', body)

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


def rows_svg(src, scale=1.0):
    """An SVG of the pack's written and turned rows of the standard phrases, one pair
    per phrase on a light rule (trick_rows.py's picture), drawn `scale` times the
    60x80 box size."""
    y, body, width = 0, "", 0
    for phrase in standard_phrases():
        for turned in (False, True):
            row, w, h = trick_row(src, phrase, turned, pad=10)
            body += f'<g transform="translate(0 {y})">{row}</g>'
            y, width = y + h, max(width, w)
        body += f'<path d="M0 {y + 3}H{{W}}" stroke="#bbb" stroke-width="1"/>'
        y += 6
    body = body.replace("{W}", str(width))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width * scale:g}" height="{y * scale:g}" '
            f'viewBox="0 0 {width} {y}"><rect width="{width}" height="{y}" fill="#fff"/>{body}</svg>')
