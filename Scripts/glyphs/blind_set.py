#!/usr/bin/env python3
"""Make a blind reading set: shuffled pictures of a pack's rows and glyphs for a reader
who has never seen the packs and is told nothing about the trick.

Usage: blind_set.py [--phrases "p1,p2,..."] [--seed N] OUT_DIR PACK_DIR [PACK_DIR ...]

--phrases  the rows' phrases, comma-separated; together they must hold every letter a-z
           (default: the ten of the first readings, PHRASES below). A new reading with
           new readers may use new phrases, so that no artist has drawn for them.
--seed     the shuffle's seed (default 13).

Writes two folders a reader can be given, each holding only PNGs with neutral names:
  OUT_DIR/written/  the rows of the blind phrases as the magician writes them, and each
                    distinct glyph alone, as written;
  OUT_DIR/turned/   the same, turned 180 degrees.
and OUT_DIR/key.json (what each picture is; never shown to a reader). blind_score.py
scores a reader's transcription against the key.

The phrases are not the standard ones the judges were tuned on, and together they hold
every letter a-z. A glyph drawn the same in two packs is shown once.
"""
import hashlib
import json
import os
import random
import re
import subprocess
import sys

from rows import letter_map, inner, trick_row, BOX_W, BOX_H

PHRASES = ["wizard", "jinx", "black velvet", "foggy night", "queen of spades",
           "zombie", "deep purple", "move quickly", "keep it up", "hot wax"]


def render(svg, png, scale):
    with open(png + ".svg", "w") as f:
        f.write(svg)
    try:
        subprocess.run(["rsvg-convert", "-z", str(scale), "-o", png, png + ".svg"], check=True)
    finally:
        os.remove(png + ".svg")


def picture(body, w, h):
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
            f'<rect width="{w}" height="{h}" fill="#fff"/>{body}</svg>')


def arguments(argv):
    phrases, seed, rest = PHRASES, 13, []
    it = iter(argv)
    for arg in it:
        if arg in ("-h", "--help"):
            print(__doc__)
            sys.exit(0)
        elif arg == "--phrases":
            phrases = [p.strip() for p in next(it, "").split(",") if p.strip()]
        elif arg == "--seed":
            seed = int(next(it, "13"))
        elif arg.startswith("-"):
            sys.exit(f"blind_set.py: unknown option {arg}; see --help")
        else:
            rest.append(arg)
    if len(rest) < 2:
        sys.exit("usage: blind_set.py [--phrases \"p1,p2,...\"] [--seed N] OUT_DIR PACK_DIR [PACK_DIR ...]")
    bad = [p for p in phrases if not re.fullmatch(r"[a-z]+( [a-z]+)*", p)]
    if bad:
        sys.exit(f"blind_set.py: phrases are lowercase words a-z separated by single spaces, not {bad}")
    missing = set("abcdefghijklmnopqrstuvwxyz") - set("".join(phrases))
    if missing:
        sys.exit(f"blind_set.py: the phrases miss the letters {''.join(sorted(missing))}; add a phrase that holds them")
    return phrases, seed, rest[0], rest[1:]


def main():
    phrases, seed, out, packs = arguments(sys.argv[1:])
    rng = random.Random(seed)
    items = []  # (kind, pack, what, svg body, w, h)
    for pack in packs:
        name = os.path.basename(os.path.normpath(pack))
        codes = letter_map(pack)
        for phrase in phrases:
            for turned in (False, True):
                body, w, h = trick_row(pack, phrase, turned)
                digits = " ".join("".join(codes[c][0] for c in reversed(word)) for word in reversed(phrase.split()))
                items.append(("row", name, {"phrase": phrase, "written": digits}, turned, body, w, h))
    seen = {}
    for pack in packs:
        name = os.path.basename(os.path.normpath(pack))
        codes = letter_map(pack)
        for letter in "abcdefghijklmnopqrstuvwxyz":
            drawing = inner(pack, letter)
            key = hashlib.sha256(drawing.encode()).hexdigest()
            if key in seen:
                seen[key]["packs"].append(name)
                continue
            pad = 20
            w, h = BOX_W + 2 * pad, BOX_H + 2 * pad
            entry = {"letter": letter, "code": codes[letter][0], "packs": [name]}
            seen[key] = entry
            for turned in (False, True):
                body = f'<g transform="translate({pad} {pad})">{drawing}</g>'
                if turned:
                    body = f'<g transform="rotate(180 {w / 2} {h / 2})">{body}</g>'
                items.append(("glyph", name, entry, turned, body, w, h))
    key = {"written": {}, "turned": {}}
    for side in key:
        os.makedirs(os.path.join(out, side), exist_ok=True)
    for side, turned in (("written", False), ("turned", True)):
        mine = [i for i in items if i[3] == turned]
        rng.shuffle(mine)
        for n, (kind, pack, what, _, body, w, h) in enumerate(mine, 1):
            stem = f"{n:03d}"
            render(picture(body, w, h), os.path.join(out, side, stem + ".png"), 1.0 if kind == "row" else 1.5)
            key[side][stem] = {"kind": kind, "pack": pack, **what}
    with open(os.path.join(out, "key.json"), "w") as f:
        json.dump(key, f, indent=1)
    print(f"{len(key['written'])} written and {len(key['turned'])} turned pictures in {out}")


main()
