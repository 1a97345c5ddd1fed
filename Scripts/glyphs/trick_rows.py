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

from rows import rows_svg

src, out = sys.argv[1], sys.argv[2]
scale = sys.argv[3] if len(sys.argv) > 3 else "0.6"
svg = rows_svg(src)
tmp = out + ".svg"
with open(tmp, "w") as f:
    f.write(svg)
try:
    subprocess.run(["rsvg-convert", "-z", scale, "-o", out, tmp], check=True)
finally:
    os.remove(tmp)
