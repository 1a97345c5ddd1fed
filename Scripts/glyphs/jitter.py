#!/usr/bin/env python3
"""How a pack fares when every glyph is drawn a little differently: `packtool trick` on
perturbed copies.

Usage: jitter.py GLYPH_DIR [--seeds N] [--kinds rotate,shear,...] [--amount F] [--keep DIR] [--markdown]

For each kind of perturbation and each seed 1..N it copies the pack into a temporary
folder (or DIR with --keep) and redraws every glyph's paths under its own random draw
(seeded by kind, seed and letter, so a run is reproducible):

  rotate   a rotation about the box centre, uniform in +-4 degrees
  shear    a horizontal shear about the centre line, uniform in +-0.07 (about +-4 degrees)
  scale-x  the width scaled about the centre, uniform in +-8 %
  scale-y  the height scaled about the centre, uniform in +-8 %
  stroke   the stroke width scaled, uniform in +-15 %
  all      all five at once, each drawn as above

--amount F scales every range (0.5: +-2 degrees, +-4 %, ...; default 1).

then runs `packtool trick COPY --format json` from the clone's root (where the committed
model is found).  It prints, per letter, in how many copies the written and the turned
half still pass (with the unperturbed pack's verdict beside it) and, where it failed, the
two commonest rivals (for a turned glyph that still reads its letter first, the label that
won with its twin's score added, `o+^o`; for a two-digit code whose digit places both pass,
what the whole glyph reads, `whole ^k`), and per kind the spread
(min / median / max over the seeds) of the phrase digits read as the code line and the
phrase letters read right.  The glyphs use only absolute M, L and C commands (the
generator, make_classic.py, writes no others), so the coordinates are mapped directly.
Needs a built packtool (.build/debug/packtool, else one on PATH) and rsvg-convert.
"""
import argparse
import json
import math
import os
import random
import re
import shutil
import statistics
import subprocess
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
KINDS = ["rotate", "shear", "scale-x", "scale-y", "stroke", "all"]
CX, CY = 30.0, 40.0  # the centre of the 60x80 box


def draw(kind, rng, amount=1.0):
    """(affine a b c d, stroke factor, description) for one glyph under `kind`, every
    range scaled by `amount`."""
    a, b, c, d, sw, said = 1.0, 0.0, 0.0, 1.0, 1.0, []

    def then(m):  # apply m after the current map
        nonlocal a, b, c, d
        a, b, c, d = m[0] * a + m[1] * c, m[0] * b + m[1] * d, m[2] * a + m[3] * c, m[2] * b + m[3] * d

    if kind in ("rotate", "all"):
        t = math.radians(rng.uniform(-4 * amount, 4 * amount))
        then((math.cos(t), -math.sin(t), math.sin(t), math.cos(t)))
        said.append(f"rot {math.degrees(t):+.1f}")
    if kind in ("shear", "all"):
        k = rng.uniform(-0.07 * amount, 0.07 * amount)
        then((1, k, 0, 1))
        said.append(f"shear {k:+.3f}")
    if kind in ("scale-x", "all"):
        s = 1 + rng.uniform(-0.08 * amount, 0.08 * amount)
        then((s, 0, 0, 1))
        said.append(f"sx {s:.3f}")
    if kind in ("scale-y", "all"):
        s = 1 + rng.uniform(-0.08 * amount, 0.08 * amount)
        then((1, 0, 0, s))
        said.append(f"sy {s:.3f}")
    if kind in ("stroke", "all"):
        sw = 1 + rng.uniform(-0.15 * amount, 0.15 * amount)
        said.append(f"stroke x{sw:.3f}")
    return (a, b, c, d), sw, ", ".join(said)


NUM = re.compile(r"-?\d+(?:\.\d+)?")


def map_path(d_attr, m):
    """The path data with every (x, y) pair mapped about the box centre."""
    if re.search(r"[^MLCmlc0-9.\s,-]", d_attr) or re.search(r"[mlc]", d_attr):
        raise SystemExit(f"jitter.py: path data with commands other than absolute M/L/C: {d_attr[:60]}")
    out = []
    for cmd, args in re.findall(r"([MLC])([^MLC]*)", d_attr):
        nums = [float(n) for n in NUM.findall(args)]
        pts = []
        for x, y in zip(nums[0::2], nums[1::2]):
            dx, dy = x - CX, y - CY
            pts.append(f"{CX + m[0] * dx + m[1] * dy:.2f} {CY + m[2] * dx + m[3] * dy:.2f}")
        out.append(cmd + " ".join(pts))
    return " ".join(out)


def perturb(svg, m, sw):
    svg = re.sub(r'd="([^"]*)"', lambda g: f'd="{map_path(g.group(1), m)}"', svg)
    return re.sub(r'stroke-width="([\d.]+)"', lambda g: f'stroke-width="{float(g.group(1)) * sw:.2f}"', svg)


def make_copy(src, dest, kind, seed, amount=1.0):
    os.makedirs(dest, exist_ok=True)
    lm = json.load(open(os.path.join(src, "letter_map.json")))
    shutil.copy(os.path.join(src, "letter_map.json"), dest)
    said = {}
    for letter, v in sorted(lm["letters"].items()):
        rng = random.Random(f"{kind}/{seed}/{letter}")
        m, sw, said[letter] = draw(kind, rng, amount)
        svg = open(os.path.join(src, v["glyphFile"])).read()
        with open(os.path.join(dest, v["glyphFile"]), "w") as f:
            f.write(perturb(svg, m, sw))
    return said


# labels that are one drawing (docs/trick.md): the verdicts add a label's twin's score to its own
TWINS = {"s": "^s", "x": "^x", "z": "^z", "o": "^o", "l": "^l",
         "n": "^u", "u": "^n", "d": "^p", "p": "^d", "b": "^q", "q": "^b"}
TWINS.update({v: k for k, v in list(TWINS.items())})


def turned_rival(letter, cand):
    """What beat a turned glyph: the reading if it is not the letter, else the strongest
    other label among the top three with its twin's score added (`o+^o`)."""
    if cand and cand[0]["label"] != letter:
        return cand[0]["label"]
    mine = {letter, TWINS.get(letter)}
    groups = {}
    for c in cand:
        if c["label"] in mine:
            continue
        key = "+".join(sorted({c["label"], TWINS.get(c["label"], c["label"])} & {x["label"] for x in cand},
                              key=lambda l: (l.startswith("^"), l)))
        groups[key] = groups.get(key, 0) + c["score"]
    return max(groups, key=groups.get) if groups else letter


def written_rival(w):
    """What beat a written glyph: its reading, or for a two-digit code whose digit places
    both pass, what the whole glyph reads (`whole ^k`)."""
    if "halves" in w and all(h["pass"] for h in w["halves"]) and w["candidates"]:
        return "whole " + w["candidates"][0]["label"]
    return w["reads"]


def judge(exe, pack):
    r = subprocess.run([exe, "trick", pack, "--format", "json"], cwd=ROOT, capture_output=True, text=True)
    if r.returncode not in (0, 1):
        raise SystemExit(f"jitter.py: packtool trick could not judge {pack}: {r.stderr.strip()}")
    rep = json.loads(r.stdout)
    ph = rep["phrases"]
    digits = sum(len(p["written"]["truth"].replace(" ", "")) for p in ph)
    letters = sum(len(p["phrase"].replace(" ", "")) for p in ph)
    return {
        "written": {e["letter"]: e["written"]["pass"] for e in rep["letters"]},
        "turned": {e["letter"]: e["turned"]["pass"] for e in rep["letters"]},
        "wreads": {e["letter"]: written_rival(e["written"]) for e in rep["letters"]},
        "treads": {e["letter"]: turned_rival(e["letter"], e["turned"]["candidates"]) for e in rep["letters"]},
        "digits": digits - sum(p["written"]["editDistance"] for p in ph), "digitsOf": digits,
        "letters": letters - sum(p["turned"]["editDistance"] for p in ph), "lettersOf": letters,
        "wPass": rep["summary"]["writtenPass"], "tPass": rep["summary"]["turnedPass"],
        "exactW": rep["summary"]["phrasesExactWritten"], "exactT": rep["summary"]["phrasesExactTurned"],
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 epilog="The perturbations and the report: the top of Scripts/glyphs/jitter.py.")
    ap.add_argument("pack", help="a pack folder (GlyphSets/classic)")
    ap.add_argument("--seeds", type=int, default=5, help="seeds 1..N for each kind (default 5)")
    ap.add_argument("--kinds", default=",".join(KINDS), help="comma-separated, of: " + ", ".join(KINDS))
    ap.add_argument("--amount", type=float, default=1.0, help="scale every range (default 1)")
    ap.add_argument("--keep", help="write the copies here and keep them (else a temporary folder)")
    ap.add_argument("--markdown", action="store_true", help="print Markdown tables")
    args = ap.parse_args()
    kinds = args.kinds.split(",")
    for k in kinds:
        if k not in KINDS:
            raise SystemExit(f"jitter.py: unknown kind {k!r}; kinds are {', '.join(KINDS)}")
    src = os.path.abspath(args.pack)
    exe = os.path.join(ROOT, ".build", "debug", "packtool")
    if not os.path.exists(exe):
        exe = shutil.which("packtool")
    if not exe:
        raise SystemExit("jitter.py: no packtool; build it with `swift build --product packtool`")
    base = judge(exe, src)
    work = args.keep or tempfile.mkdtemp(prefix="jitter-")
    runs = {k: [] for k in kinds}
    try:
        for k in kinds:
            for seed in range(1, args.seeds + 1):
                dest = os.path.join(work, f"{k}-{seed}", os.path.basename(src.rstrip("/")))
                make_copy(src, dest, k, seed, args.amount)
                runs[k].append(judge(exe, dest))
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)

    allruns = [r for k in kinds for r in runs[k]]
    n = len(allruns)
    name = os.path.basename(src.rstrip("/"))
    print(f"{name}: {len(kinds)} kinds x {args.seeds} seeds = {n} perturbed copies, amount {args.amount:g}")
    print()
    if args.markdown:
        print("| letter | written: unperturbed | written: copies passing | written: beaten by | "
              "turned: unperturbed | turned: copies passing | turned: beaten by |")
        print("|---|---|---|---|---|---|---|")
    for letter in sorted(base["written"]):
        cols = [letter]
        for half, reads in (("written", "wreads"), ("turned", "treads")):
            ok = sum(r[half][letter] for r in allruns)
            others = {}
            for r in allruns:
                if not r[half][letter]:
                    others[r[reads][letter]] = others.get(r[reads][letter], 0) + 1
            top = ", ".join(f"`{lab}` {c}" for lab, c in sorted(others.items(), key=lambda kv: -kv[1])[:2])
            cols += ["pass" if base[half][letter] else "fail", f"{ok}/{n}", top or "-"]
        if args.markdown:
            print("| " + " | ".join(cols) + " |")
        else:
            print(f"{cols[0]}  written {cols[1]:4} {cols[2]:>6} {cols[3]:24} turned {cols[4]:4} {cols[5]:>6} {cols[6]}")
    print()

    def spread(vals):
        return f"{min(vals)} / {statistics.median(vals):g} / {max(vals)}"

    if args.markdown:
        print(f"| kind | written glyphs pass | phrase digits (of {base['digitsOf']}) | phrases exact, written "
              f"| turned glyphs pass | phrase letters (of {base['lettersOf']}) | phrases exact, turned |")
        print("|---|---|---|---|---|---|---|")
    rows = [("unperturbed", [base])] + [(k, runs[k]) for k in kinds] + [("every copy", allruns)]
    for k, rs in rows:
        cells = [k] + [spread([r[f] for r in rs]) for f in ("wPass", "digits", "exactW", "tPass", "letters", "exactT")]
        if args.markdown:
            print("| " + " | ".join(cells) + " |")
        else:
            print(f"{cells[0]:12} written {cells[1]:12} digits {cells[2]:16} exact {cells[3]:10} "
                  f"turned {cells[4]:12} letters {cells[5]:16} exact {cells[6]}")
    print(f"\nspread = min / median / max over the seeds; seeds 1..{args.seeds}; "
          f"`Scripts/glyphs/jitter.py GlyphSets/{name} --seeds {args.seeds} --amount {args.amount:g}`")


if __name__ == "__main__":
    main()
