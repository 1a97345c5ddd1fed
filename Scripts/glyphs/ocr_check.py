#!/usr/bin/env python3
"""Rough OCR check of a glyph set: a recogniser on phrase rows, turned and written.

Usage: ocr_check.py GLYPH_DIR WORK_DIR [-v] [--engine tesseract|rapidocr|ddddocr]

The ten standard phrases (rows.py), laid out like the trick (letters reversed, 60x80
boxes, 30 gap per space, whole row turned 180 degrees), rendered at 4x with padding
by rsvg-convert.  The turned row is read as text (`--psm 7`); the written row is read
twice: with a digits-only whitelist (scored against the code line) and freely, to see
whether tesseract takes it for digits at all (the share of the characters it reads
that are digits).  Scores are characters matched after aligning with the expected
string (spaces ignored), and rows read exactly.  Only a guide: tesseract reads print,
not handwriting, and is not the audience.

`--engine rapidocr` reads the same rows with a second, unrelated recogniser: PP-OCRv4
(a neural detector and line reader, Chinese and Latin) as packaged on PyPI by
rapidocr-onnxruntime, whose wheel carries its models (`pip install
rapidocr-onnxruntime`, no download at run time).  Its text-direction classifier is off:
it would turn a written row over and read the phrase.  It has no whitelist, so the
written row is read once, freely, and scored against the code line as it is.

`--engine ddddocr` reads them with a third, ddddocr 1.6.1 (`pip install ddddocr`; a
captcha reader, its ONNX model in the wheel), which reads one line and no spaces.  It
reads whole rows, rendered at 1x, better than single words or larger renderings
(27 Nov 2026, characters matched turned + written: classic 135 for rows at 1x, 129 for
words at 1x, 130 for rows at 4x; no_zero 114, 108, 116), so it is given whole rows at
1x.  Its charset includes Chinese; only what matches counts.  No whitelist: the written
row is read once, freely.
"""
import json
import os
import subprocess
import sys

from rows import standard_phrases, trick_row

USAGE = "usage: ocr_check.py GLYPH_DIR WORK_DIR [-v] [--engine tesseract|rapidocr|ddddocr]"
if "--engine" in sys.argv[-1:]:
    raise SystemExit(USAGE)
ENGINE = sys.argv[sys.argv.index("--engine") + 1] if "--engine" in sys.argv else "tesseract"
if ENGINE not in ("tesseract", "rapidocr", "ddddocr"):
    raise SystemExit(f"ocr_check.py: unknown engine {ENGINE!r}: use tesseract, rapidocr or ddddocr")
args = [a for i, a in enumerate(sys.argv[1:], 1)
        if not a.startswith("-") and sys.argv[i - 1] != "--engine"]
if len(args) < 2:
    raise SystemExit(USAGE)
src, out = args[0], args[1]
verbose = "-v" in sys.argv
os.makedirs(out, exist_ok=True)
CODES = {l: v["code"] for l, v in json.load(open(os.path.join(src, "letter_map.json")))["letters"].items()}
PHRASES = standard_phrases()


def row(text, turned, name, pad=20):
    body, w, h = trick_row(src, text, turned, pad)
    p = os.path.join(out, name)
    open(p + ".svg", "w").write(f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
                                f'viewBox="0 0 {w} {h}"><rect width="{w}" height="{h}" fill="#fff"/>{body}</svg>')
    subprocess.run(["rsvg-convert", "-z", "1" if ENGINE == "ddddocr" else "4", "-b", "white", "-o", p + ".png", p + ".svg"], check=True)
    return p + ".png"


_rapid = None
_dddd = None


def ocr(png, digits):
    global _rapid, _dddd
    if ENGINE == "ddddocr":
        if _dddd is None:
            import ddddocr
            _dddd = ddddocr.DdddOcr(show_ad=False)
        with open(png, "rb") as f:
            return _dddd.classification(f.read())
    if ENGINE == "rapidocr":
        if _rapid is None:
            from rapidocr_onnxruntime import RapidOCR
            _rapid = RapidOCR()
        found, _ = _rapid(png, use_cls=False)
        found = sorted(found or [], key=lambda r: r[0][0][0])  # left to right
        return " ".join(r[1] for r in found)
    cmd = ["tesseract", png, "-", "--psm", "7", "-l", "eng"]
    if digits:
        cmd += ["-c", "tessedit_char_whitelist=0123456789"]
    r = subprocess.run(cmd, capture_output=True, text=True)
    return r.stdout.strip()


def matched(a, b):
    """Characters of a matched in b (LCS length), spaces ignored."""
    a, b = a.replace(" ", ""), b.replace(" ", "")
    prev = [0] * (len(b) + 1)
    for ca in a:
        cur = [0]
        for j, cb in enumerate(b):
            cur.append(prev[j] + 1 if ca == cb else max(prev[j + 1], cur[j]))
        prev = cur
    return prev[-1]


tot = {"turned": [0, 0], "written": [0, 0]}
exact = {"turned": 0, "written": 0}
free = [0, 0]  # digits among the characters read freely from the written rows, characters read
for ph in PHRASES:
    name = ph.replace(" ", "_")[:20]
    t_png = row(ph, True, "t_" + name)
    w_png = row(ph, False, "w_" + name)
    t_got = ocr(t_png, False)
    want_w = " ".join("".join(CODES[c] for c in reversed(word)) for word in reversed(ph.split(" ")))
    w_got = ocr(w_png, True)
    w_free = (w_got if ENGINE == "ddddocr" else ocr(w_png, False)).replace(" ", "")
    free[0] += sum(ch.isdigit() for ch in w_free)
    free[1] += len(w_free)
    mt, mw = matched(ph, t_got.lower()), matched(want_w, w_got)
    exact["turned"] += t_got.lower().replace(" ", "") == ph.replace(" ", "")
    exact["written"] += w_got.replace(" ", "") == want_w.replace(" ", "")
    tot["turned"][0] += mt
    tot["turned"][1] += len(ph.replace(" ", ""))
    tot["written"][0] += mw
    tot["written"][1] += len(want_w.replace(" ", ""))
    if verbose:
        print(f"{ph!r:28} turned {t_got!r:30} {mt}/{len(ph.replace(' ', ''))}")
        print(f"{'':28} written {w_got!r:29} want {want_w!r} {mw}/{len(want_w.replace(' ', ''))}")
        print(f"{'':28} written, free {w_free!r}")
for k, (m, n) in tot.items():
    print(f"{k}: {m}/{n} = {100 * m / n:.0f}%, {exact[k]}/{len(PHRASES)} rows exact")
print(f"written, read freely: {free[0]} of {free[1]} characters read are digits"
      f" ({100 * free[0] / max(free[1], 1):.0f}%)")
