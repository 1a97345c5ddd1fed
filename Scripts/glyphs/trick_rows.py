#!/usr/bin/env python3
"""Render a pack's written and turned rows of the standard phrases as one PNG.

Usage: trick_rows.py GLYPH_DIR OUT.png [SCALE]   (default scale 0.6)

Each phrase is laid out like the trick (rows.py): first the row as the magician
writes it, then the same row turned 180 degrees as the audience reads it, on a
light rule so the pairs stay apart.  docs/trick.md shows these pictures.
"""
import os
import subprocess
import sys

from rows import standard_phrases, trick_row

src, out = sys.argv[1], sys.argv[2]
scale = sys.argv[3] if len(sys.argv) > 3 else "0.6"
y, body, width = 0, "", 0
for phrase in standard_phrases():
    for turned in (False, True):
        row, w, h = trick_row(src, phrase, turned, pad=10)
        body += f'<g transform="translate(0 {y})">{row}</g>'
        y, width = y + h, max(width, w)
    body += f'<path d="M0 {y + 3}H{{W}}" stroke="#bbb" stroke-width="1"/>'
    y += 6
body = body.replace("{W}", str(width))
svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{y}" viewBox="0 0 {width} {y}">'
       f'<rect width="{width}" height="{y}" fill="#fff"/>{body}</svg>')
tmp = out + ".svg"
with open(tmp, "w") as f:
    f.write(svg)
try:
    subprocess.run(["rsvg-convert", "-z", scale, "-o", out, tmp], check=True)
finally:
    os.remove(tmp)
