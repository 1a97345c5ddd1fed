#!/usr/bin/env python3
"""A sketch sheet: several constructions of one glyph side by side, to look at
before any judge runs.

Usage: sketch.py VARIANTS.py OUT.png [--pack-dir DIR]

VARIANTS.py is a small Python file that sets
  LETTER    the letter, e.g. "f"
  PACKS     the packs to show it in, e.g. ["classic", "no_zero"]
  WORDS     words to show it in, e.g. ["fox", "of"]
  VARIANTS  a list of (name, space, draw): space "W" or "T" and draw(pen) as in
            make_classic.py (from make_classic import Pen, zero, ... works);
            the name "shipped" with draw None is the pack's present drawing.
Each variant gets one row per pack: the glyph written and turned at twice the box
size, then each word as the magician writes it and turned, at row size (0.6 of the
box, trick_rows.py's scale), the other letters drawn as make_classic.py draws them.

With --pack-dir DIR it also writes, for each variant and pack, a pack folder
DIR/<name>-<pack> (the shipped pack with that one glyph replaced) for the judges
(`packtool trick`, ocr_check.py, jitter.py).
"""
import os
import runpy
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import make_classic as mc  # noqa: E402
from rows import ROOT  # noqa: E402

ROW = 0.6      # row size, as trick_rows.py
BIG = 2.0      # the enlarged glyph


def glyph_path(pack, letter, override):
    space, draw = override if override else mc.pack_glyphs(pack)[letter]
    return (f'<path d="{mc.path_data(space, draw)}" fill="none" stroke="#111" stroke-width="{mc.PEN}" '
            'stroke-linecap="round" stroke-linejoin="round"/>')


def word(pack, text, letter, override, turned):
    """A word laid out as the trick lays it out (letters reversed), in box units."""
    body, x = "", 0
    for ch in reversed(text):
        body += f'<g transform="translate({x} 0)">{glyph_path(pack, ch, override if ch == letter else None)}</g>'
        x += mc.W
    if turned:
        body = f'<g transform="rotate(180 {x / 2} {mc.H / 2})">{body}</g>'
    return body, x


def box(body, turned):
    if turned:
        body = f'<g transform="rotate(180 30 40)">{body}</g>'
    return f'<rect width="60" height="80" fill="none" stroke="#ddd" stroke-width="0.5"/>{body}'


def main():
    args = [a for a in sys.argv[1:] if a != "--pack-dir"]
    pack_dir = sys.argv[sys.argv.index("--pack-dir") + 1] if "--pack-dir" in sys.argv else None
    if pack_dir:
        args.remove(pack_dir)
    if len(args) != 2:
        raise SystemExit("usage: sketch.py VARIANTS.py OUT.png [--pack-dir DIR]")
    spec = runpy.run_path(args[0])
    letter, packs, words = spec["LETTER"], spec["PACKS"], spec["WORDS"]
    y, body, width = 8, "", 0
    for name, space, draw in spec["VARIANTS"]:
        override = (space, draw) if draw else None
        for pack in packs:
            x = 8
            label = f"{name} ({pack}, {mc.pack_codes(pack)[letter]})"
            body += (f'<text x="{x}" y="{y + 12}" font-size="12" font-family="sans-serif" '
                     f'fill="#c00">{label}</text>')
            y += 18
            for turned in (False, True):
                g = glyph_path(pack, letter, override)
                body += f'<g transform="translate({x} {y}) scale({BIG})">{box(g, turned)}</g>'
                x += mc.W * BIG + 10
            for w in words:
                for turned in (False, True):
                    g, wd = word(pack, w, letter, override, turned)
                    body += f'<g transform="translate({x} {y + 40}) scale({ROW})">{g}</g>'
                    x += wd * ROW + 14
                x += 10
            width = max(width, x)
            y += mc.H * BIG + 10
            if pack_dir:
                out = os.path.join(pack_dir, f"{name}-{pack}")
                shutil.rmtree(out, ignore_errors=True)
                shutil.copytree(os.path.join(ROOT, "GlyphSets", pack), out)
                if draw:
                    saved = mc.PACKS[pack][1][letter]
                    mc.PACKS[pack][1][letter] = override
                    try:
                        with open(os.path.join(out, mc.file_name(pack, letter)), "w") as f:
                            f.write(mc.svg(pack, letter))
                    finally:
                        mc.PACKS[pack][1][letter] = saved
        body += f'<path d="M0 {y - 4}H{{W}}" stroke="#bbb" stroke-width="1"/>'
    body = body.replace("{W}", str(width))
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{y}" viewBox="0 0 {width} {y}">'
           f'<rect width="{width}" height="{y}" fill="#fff"/>{body}</svg>')
    tmp = args[1] + ".svg"
    with open(tmp, "w") as f:
        f.write(svg)
    try:
        subprocess.run(["rsvg-convert", "-o", args[1], tmp], check=True)
    finally:
        os.remove(tmp)


if __name__ == "__main__":
    main()
