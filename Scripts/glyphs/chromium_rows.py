#!/usr/bin/env python3
"""The picture trick_rows.py makes, drawn by a second renderer: Chromium (Skia) instead of
librsvg, for judging the rows by eye in a rendering the glyphs were not tuned in.

Usage: chromium_rows.py GLYPH_DIR OUT.png [SCALE]   (default scale 0.6, trick_rows.py's)

The same SVG (rows.py's rows_svg: the standard phrases, written then turned) is put in a
page at SCALE times the box size and screenshot by `chromium --headless`.  Needs
chromium (Debian: `apt install chromium`).  ImageMagick is no second judge here: its SVG
delegate is rsvg-convert itself.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

from rows import rows_svg

if len(sys.argv) < 3:
    raise SystemExit("usage: chromium_rows.py GLYPH_DIR OUT.png [SCALE]")
src, out = sys.argv[1], os.path.abspath(sys.argv[2])
scale = float(sys.argv[3]) if len(sys.argv) > 3 else 0.6
exe = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
if not exe:
    raise SystemExit("chromium_rows.py: no chromium on PATH (Debian: apt install chromium)")
svg = rows_svg(src, scale)
w, h = (round(float(v)) for v in re.match(r'<svg[^>]* width="([\d.]+)" height="([\d.]+)"', svg).groups())
with tempfile.TemporaryDirectory(prefix="chromium-rows-") as tmp:
    page = os.path.join(tmp, "rows.html")
    with open(page, "w") as f:
        f.write(f'<!doctype html><html><body style="margin:0;background:#fff">{svg}</body></html>')
    r = subprocess.run([exe, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        "--force-device-scale-factor=1", f"--user-data-dir={tmp}/profile",
                        f"--window-size={w},{h}", f"--screenshot={out}", "file://" + page],
                       capture_output=True, text=True, timeout=120)
    if r.returncode != 0 or not os.path.exists(out):
        raise SystemExit(f"chromium_rows.py: chromium could not draw {page}: {r.stderr.strip()[-400:]}")
