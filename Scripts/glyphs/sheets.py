#!/usr/bin/env python3
"""Render review sheets (upright, turned, phrases) as SVG+PNG into a temp dir.

Usage: sheets.py GLYPH_DIR OUT_DIR
Phrases are laid out exactly like the trick: letters in reverse order, boxes
60x80 left to right (30 gap for a space), then the whole row turned 180 deg.
"""
import os
import subprocess
import sys

from rows import inner as glyph_paths, letter_map, standard_phrases, trick_row

src, out = sys.argv[1], sys.argv[2]
os.makedirs(out, exist_ok=True)


def inner(letter):
    return glyph_paths(src, letter)


def guides(w, turned):
    # guide lines of the turned letter, drawn in the frame the row is shown in
    ys = (16, 28, 56, 68) if turned else (64, 52, 24, 12)
    return "".join(f'<path d="M0 {y}H{w}" stroke="#9cf" stroke-width="0.4"/>' for y in ys)


def render(name, body, w, h, scale):
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" '
           f'viewBox="0 0 {w} {h}"><rect width="{w}" height="{h}" fill="#fff"/>{body}</svg>')
    p = os.path.join(out, name)
    open(p + ".svg", "w").write(svg)
    subprocess.run(["rsvg-convert", "-z", str(scale), "-o", p + ".png", p + ".svg"], check=True)


def sheet(letters, name, turned, labels=True):
    cols = 13
    rows = (len(letters) + cols - 1) // cols
    cw, ch = 66, 104
    body = ""
    for n, l in enumerate(letters):
        x, y = (n % cols) * cw + 3, (n // cols) * ch + 4
        g = inner(l)
        if turned:
            g = f'<g transform="rotate(180 30 40)">{g}</g>'
        body += (f'<g transform="translate({x} {y})"><rect width="60" height="80" fill="none" '
                 f'stroke="#ddd" stroke-width="0.5"/>{guides(60, turned)}{g}</g>')
        if labels:
            lab = l if turned else letter_map(src)[l][0]
            body += (f'<text x="{x + 30}" y="{y + 96}" font-size="12" text-anchor="middle" '
                     f'font-family="sans-serif" fill="#c00">{lab}</text>')
    render(name, body, cols * cw + 6, rows * ch + 4, 2)


def phrase(text, name, scale=4, pad=20):
    body, w, h = trick_row(src, text, True, pad)
    render(name, body, w, h, scale)
    # the same row as written (upright)
    body, w, h = trick_row(src, text, False, pad)
    render(name + "_written", body, w, h, scale)


abc = "abcdefghijklmnopqrstuvwxyz"
sheet(abc, "upright", False)
sheet(abc, "turned", True)
for p in standard_phrases() + [abc]:
    phrase(p, "ph_" + p.replace(" ", "_"))
