#!/usr/bin/env python3
"""Write the trick recogniser's test fixtures from the committed model (docs/trick-model.md).

    python3 Scripts/trick/fixtures.py            # after train.py; needs numpy, fontTools, rsvg-convert

- Tests/Fixtures/trick/golden-features.json: small ink maps, their 706 features and the
  model's 62 scores (and a two-digit split), so the Swift side proves it computes the same.
- Tests/Fixtures/trick/font-digits/: a pack whose every glyph is its classic code drawn as
  plain digits from a held-out font's outlines (the written half must pass).
- Tests/Fixtures/trick/turned-letters/: a pack whose every glyph is its letter, from a
  held-out font, simply rotated 180 degrees (the written half must fail as ^x for most
  letters, the turned half pass).
"""

import hashlib
import json
import os
import sys

import numpy as np
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import recogniser as R  # noqa: E402
import train as T  # noqa: E402

FIXTURES = os.path.join(R.REPO, "Tests", "Fixtures", "trick")
CLASSIC_MAP = os.path.join(FIXTURES, "classic-2026-11", "letter_map.json")
DIGITS_FONT = ("fonts-liberation2", "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf")
LETTERS_FONT = ("fonts-kiloji", "/usr/share/fonts/truetype/kiloji/kiloji.ttf")


def r6(values):
    return [round(float(v), 6) for v in values]


# ---------------------------------------------------------------- golden features

def golden_maps():
    """(name, ink map, why) - small maps with exact values (multiples of 1/255 or simple)."""
    maps = []
    maps.append(("empty", np.zeros((4, 5)), "no pixel over 0.1: no features, reads as nothing"))
    faint = np.zeros((6, 6))
    faint[2, 3] = 0.1
    maps.append(("faint", faint, "ink exactly 0.1 is not over the threshold: empty"))
    one = np.zeros((9, 7))
    one[4, 3] = 1.0
    maps.append(("one-pixel", one, "a single full pixel: s = 1"))
    wide = np.zeros((7, 40))
    for x in range(2, 38):
        wide[3, x] = 1.0
        wide[2, x] = wide[4, x] = round(((x * 37) % 255) / 255.0, 6)
    wide[0, 0] = 0.05  # below threshold, outside the box: not counted
    maps.append(("wide", wide, "40x7 bar, aspect clamped to log(bw/bh) <= 2; a faint pixel outside the box"))
    tall = np.zeros((60, 3))
    tall[1:59, 1] = 200 / 255.0
    maps.append(("tall", tall, "a 1-pixel-wide stroke: aspect clamped at -2"))
    ring = np.zeros((13, 11))
    yy, xx = np.indices(ring.shape)
    d = np.sqrt((yy - 6) ** 2 + ((xx - 5) * 1.2) ** 2)
    ring = np.clip(1.0 - np.abs(d - 4.0) / 1.5, 0, 1)
    ring = np.round(ring * 255) / 255.0
    maps.append(("ring", ring, "an anti-aliased 0-like ring with odd size, fractional centring offsets"))
    # the real classic "e" glyph rendered by rsvg-convert at a quarter of the contract size
    ink = R.render_svg(os.path.join(FIXTURES, "classic-2026-11", "lowercase_e.svg"), 30, 40)
    maps.append(("classic-e-30x40", np.round(ink * 255) / 255.0,
                 "classic's e drawn by rsvg-convert at 30x40 (ink rounded to k/255)"))
    return maps


def split_case():
    """A '10'-like two-digit map: a stem, a gap with a little ink, a ring."""
    ink = np.zeros((16, 30))
    ink[2:14, 4] = 1.0
    ink[2:14, 5] = 0.5
    ink[8, 12] = 0.2  # the gap is not quite empty
    yy, xx = np.indices((16, 30))
    d = np.sqrt((yy - 8) ** 2 + ((xx - 21) * 1.1) ** 2)
    ring = np.clip(1.0 - np.abs(d - 5.0), 0, 1)
    ink = np.maximum(ink, np.round(ring * 255) / 255.0)
    return ink


def case(model, name, ink, why):
    ink = np.array(r6(ink.reshape(-1))).reshape(ink.shape)  # exactly the values written
    f = R.features(ink)
    s = model.scores(ink) if f is not None else None
    t = R.turned(ink)
    ts = model.scores(t) if f is not None else None
    return {"name": name, "why": why, "width": int(ink.shape[1]), "height": int(ink.shape[0]),
            "ink": r6(ink.reshape(-1)),
            "box": list(R.bounding_box(ink)) if f is not None else None,
            "features": r6(f) if f is not None else None,
            "scores": r6(s) if s is not None else None,
            "turnedScores": r6(ts) if ts is not None else None}


def write_golden(model):
    cases = [case(model, *m) for m in golden_maps()]
    ink = split_case()
    ink = np.array(r6(ink.reshape(-1))).reshape(ink.shape)
    left, right = R.split_two(ink)
    c = case(model, "two-digit-10", ink, "a two-digit code: split at the least-ink column of the box's middle third")
    c["split"] = {"column": int(left.shape[1]),
                  "left": {"width": int(left.shape[1]), "features": r6(R.features(left)), "scores": r6(model.scores(left))},
                  "right": {"width": int(right.shape[1]), "features": r6(R.features(right)), "scores": r6(model.scores(right))}}
    cases.append(c)
    rgba = [[255, 255, 255, 255], [17, 17, 17, 255], [17, 17, 17, 128], [0, 0, 0, 0], [255, 0, 0, 255], [40, 80, 120, 200]]
    with open(R.DEFAULT_MODEL, "rb") as fh:
        digest = hashlib.sha256(fh.read()).hexdigest()
    golden = {"contract": 1, "model": "Models/trick-recogniser.dftm", "modelSha256": digest,
              "tolerance": 1e-4, "labels": R.LABELS,
              "note": "Written by Scripts/trick/fixtures.py from the model whose SHA-256 is modelSha256; features "
                      "and scores computed in Float64 from exactly the ink given (row-major, width x height). box is "
                      "the ink bounding box [x0, y0, x1, y1], inclusive; null features and scores mean an empty map. "
                      "turnedScores are the scores of the map rotated 180 degrees. split.column is the column c of a "
                      "two-digit split; left and right are the maps left and right of it.",
              "rgbaToInk": [{"rgba": p, "ink": round(float(R.ink_from_rgba(np.array([[p]]))[0, 0]), 6)} for p in rgba],
              "cases": cases}
    path = os.path.join(FIXTURES, "golden-features.json")
    with open(path, "w") as fh:
        json.dump(golden, fh, separators=(",", ":"))
        fh.write("\n")
    print(f"fixtures: wrote {path} ({os.path.getsize(path)} bytes, {len(cases)} cases)")


# ---------------------------------------------------------------- fixture packs from outlines

def glyph_path(font, ch, matrix):
    """SVG path data of a character's outline under an affine matrix (a, b, c, d, e, f)."""
    glyph_set = font.getGlyphSet()
    name = font.getBestCmap()[ord(ch)]
    pen = SVGPathPen(glyph_set, ntos=lambda v: ("%.1f" % v).rstrip("0").rstrip("."))
    glyph_set[name].draw(TransformPen(pen, matrix))
    return pen.getCommands(), glyph_set[name].width


def outline_bounds(font, text):
    from fontTools.pens.boundsPen import BoundsPen
    glyph_set = font.getGlyphSet()
    x, box = 0, None
    for ch in text:
        g = glyph_set[font.getBestCmap()[ord(ch)]]
        pen = BoundsPen(glyph_set)
        g.draw(TransformPen(pen, (1, 0, 0, 1, x, 0)))
        if pen.bounds:
            b = pen.bounds
            box = b if box is None else (min(box[0], b[0]), min(box[1], b[1]), max(box[2], b[2]), max(box[3], b[3]))
        x += g.width
    return box


def svg(title, d):
    return ('<svg xmlns="http://www.w3.org/2000/svg" width="60" height="80" viewBox="0 0 60 80">\n'
            f'  <title>{title}</title>\n'
            f'  <path d="{d}" fill="#111111"/>\n</svg>\n')


def write_pack(folder, glyph_set_name, display, glyphs, codes):
    os.makedirs(folder, exist_ok=True)
    for old in os.listdir(folder):
        os.remove(os.path.join(folder, old))
    letters = {}
    for letter in sorted(glyphs):
        name = f"lowercase_{letter}.svg"
        with open(os.path.join(folder, name), "w") as fh:
            fh.write(glyphs[letter])
        letters[letter] = {"code": codes[letter], "glyphFile": name}
    letter_map = {"$schema": "../../../../Schemas/letter_map.schema.json", "glyphSet": glyph_set_name,
                  "displayName": display, "status": "available", "letters": letters}
    with open(os.path.join(folder, "letter_map.json"), "w") as fh:
        json.dump(letter_map, fh, indent=2, ensure_ascii=False)
        fh.write("\n")


def font_digits_pack(codes):
    """Each letter's glyph is its code set in plain digits, figures 56 units tall, baseline 68."""
    font = TTFont(DIGITS_FONT[1])
    zero = outline_bounds(font, "0")
    scale = 56.0 / (zero[3] - zero[1])
    glyphs = {}
    for letter, code in codes.items():
        box = outline_bounds(font, code)
        s = min(scale, 52.0 / (box[2] - box[0]))
        dx = 30 - s * (box[0] + box[2]) / 2
        parts, x = [], 0
        for ch in code:
            d, adv = glyph_path(font, ch, (s, 0, 0, -s, dx + s * x, 68))
            parts.append(d)
            x += adv
        glyphs[letter] = svg(f"{letter} — {code}: {code} set in {os.path.basename(DIGITS_FONT[1])}", " ".join(parts))
    return glyphs


def turned_letters_pack():
    """Each glyph is its letter, x-height and ascenders scaled into the box, rotated 180 degrees."""
    font = TTFont(LETTERS_FONT[1])
    box = outline_bounds(font, "bdfghjklpqy")
    scale = 72.0 / (box[3] - box[1])
    base = 4 + box[3] * scale  # baseline in the upright letter's frame (y down)
    glyphs = {}
    for letter in "abcdefghijklmnopqrstuvwxyz":
        b = outline_bounds(font, letter)
        cx = (b[0] + b[2]) / 2
        # upright letter: (x, y) -> (30 + s (x - cx), base - s y); turned: (60 - X, 80 - Y)
        matrix = (-scale, 0, 0, scale, 60 - 30 + scale * cx, 80 - base)
        d, _ = glyph_path(font, letter, matrix)
        glyphs[letter] = svg(f"{letter}: the letter set in {os.path.basename(LETTERS_FONT[1])}, turned 180 degrees", d)
    return glyphs


def main():
    model = R.Model.load()
    write_golden(model)
    with open(CLASSIC_MAP, encoding="utf-8") as fh:
        codes = {k: v["code"] for k, v in json.load(fh)["letters"].items()}
    write_pack(os.path.join(FIXTURES, "font-digits"), "font-digits",
               "Codes as plain digits (test fixture)", font_digits_pack(codes), codes)
    write_pack(os.path.join(FIXTURES, "turned-letters"), "turned-letters",
               "Letters turned upside down (test fixture)", turned_letters_pack(), codes)
    print(f"fixtures: wrote font-digits/ ({DIGITS_FONT[0]}) and turned-letters/ ({LETTERS_FONT[0]})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
