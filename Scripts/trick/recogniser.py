#!/usr/bin/env python3
"""The trick recogniser, training-side twin of Sources/PackModel/Trick/ (docs/trick-model.md).

Features, model file and verdicts exactly as the contract in docs/trick-model.md says, so an
artist can judge glyphs from Python before (or beside) `packtool trick`:

    python3 Scripts/trick/recogniser.py GlyphSets/classic
    python3 Scripts/trick/recogniser.py GLYPH_DIR --phrase "hi you" --format json

Needs python3, numpy and rsvg-convert (Debian: librsvg2-bin). Nothing at packtool's run time
uses this file: the Swift side has its own implementation and golden vectors prove they agree.
"""

import argparse
import json
import math
import os
import re
import struct
import subprocess
import sys
import zlib

import numpy as np

LABELS = [str(d) for d in range(10)] + [chr(c) for c in range(ord("a"), ord("z") + 1)] + \
         ["^" + chr(c) for c in range(ord("a"), ord("z") + 1)]
DIGITS = list(range(10))
LETTERS = list(range(10, 36))
TURNED = list(range(36, 62))
INDEX = {label: i for i, label in enumerate(LABELS)}
FEATURES = 706
GRID = 24
INNER = 20
INK_THRESHOLD = 0.1
RENDER_WIDTH, RENDER_HEIGHT = 120, 160
MAGIC = b"DFTRICK1"
MAX_FILE = 8 * 1024 * 1024
# Pairs that are one shape by nature: a turned l is a 1, a turned o a 0, in every hand.
NATURAL_PAIRS = {("l", "1"), ("o", "0")}
# Twins: labels that are one drawing (a letter that is its own turn, or two letters that are
# each other's turn); the verdicts add a label's twin's score to its own.
TWINS = {"s": "^s", "x": "^x", "z": "^z", "o": "^o", "l": "^l",
         "n": "^u", "u": "^n", "d": "^p", "p": "^d", "b": "^q", "q": "^b"}
TWINS.update({v: k for k, v in list(TWINS.items())})

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DEFAULT_MODEL = os.path.join(REPO, "Models", "trick-recogniser.dftm")


# ---------------------------------------------------------------- ink maps

def ink_from_rgba(rgba):
    """8-bit non-premultiplied RGBA (H, W, 4) -> ink map (H, W) in [0, 1]."""
    rgba = rgba.astype(np.float64)
    r, g, b, a = rgba[..., 0], rgba[..., 1], rgba[..., 2], rgba[..., 3]
    return (a / 255.0) * (1.0 - (0.299 * r + 0.587 * g + 0.114 * b) / 255.0)


def turned(ink):
    """The ink map rotated 180 degrees."""
    return np.ascontiguousarray(ink[::-1, ::-1])


def bounding_box(ink):
    """(x0, y0, x1, y1) inclusive of every pixel with ink > 0.1, or None."""
    mask = ink > INK_THRESHOLD
    if not mask.any():
        return None
    cols = np.flatnonzero(mask.any(axis=0))
    rows = np.flatnonzero(mask.any(axis=1))
    return int(cols[0]), int(rows[0]), int(cols[-1]), int(rows[-1])


def _area_weights(n, s, offset):
    """(20, n) weights: cell j's mean over [j*s/20, (j+1)*s/20) of source pixels
    covering [k+offset, k+offset+1)."""
    cell = s / INNER
    lo = np.arange(INNER)[:, None] * cell
    hi = (np.arange(INNER)[:, None] + 1) * cell
    a = np.arange(n)[None, :] + offset
    overlap = np.minimum(hi, a + 1.0) - np.maximum(lo, a)
    return np.where(overlap > 0, overlap, 0.0) / cell


def normalise(ink):
    """The contract's normalisation: (G 24x24, bw, bh, box) or None when empty."""
    box = bounding_box(ink)
    if box is None:
        return None
    x0, y0, x1, y1 = box
    crop = ink[y0:y1 + 1, x0:x1 + 1]
    bh, bw = crop.shape
    s = max(bw, bh)
    ox, oy = (s - bw) / 2.0, (s - bh) / 2.0
    wy = _area_weights(bh, s, oy)
    wx = _area_weights(bw, s, ox)
    inner = wy @ crop @ wx.T
    grid = np.zeros((GRID, GRID))
    grid[2:2 + INNER, 2:2 + INNER] = inner
    return grid, bw, bh, box


def features(ink):
    """706 features of an ink map, or None when it is empty."""
    n = normalise(ink)
    if n is None:
        return None
    grid, bw, bh, (x0, y0, x1, y1) = n
    padded = np.zeros((GRID + 2, GRID + 2))
    padded[1:-1, 1:-1] = grid
    gx = padded[1:-1, 2:] - padded[1:-1, :-2]
    gy = padded[2:, 1:-1] - padded[:-2, 1:-1]
    # A difference this small is summation noise on a flat stretch, not an edge: its sign
    # would throw a whole edge into bin 0 or bin 7 depending on the order sums were taken
    # in (contract: differences under 1e-9 count as 0).
    gx = np.where(np.abs(gx) < 1e-9, 0.0, gx)
    gy = np.where(np.abs(gy) < 1e-9, 0.0, gy)
    m = np.sqrt(gx * gx + gy * gy)
    theta = np.arctan2(gy, gx)
    theta = np.where(theta < 0, theta + 2 * math.pi, theta)
    b = np.minimum(7, np.floor(theta / (math.pi / 4))).astype(int)
    hist = np.zeros((4, 4, 8))
    ys, xs = np.indices((GRID, GRID))
    np.add.at(hist, (ys // 6, xs // 6, b), m)
    hist = hist.reshape(-1)
    norm = math.sqrt(float(np.sum(hist * hist)))
    if norm > 0:
        hist = hist / norm
    aspect = min(2.0, max(-2.0, math.log(bw / bh)))
    density = float(ink[y0:y1 + 1, x0:x1 + 1].sum()) / (bw * bh)
    return np.concatenate([grid.reshape(-1), hist, [aspect, density]])


def split_two(ink):
    """A two-digit glyph's (left, right) ink maps, split at the contract's column; None if empty."""
    box = bounding_box(ink)
    if box is None:
        return None
    x0, _, x1, _ = box
    width = x1 - x0 + 1
    lo, hi = x0 + width // 3, x0 + 2 * width // 3
    totals = ink.sum(axis=0)
    best = None
    for c in range(lo, hi + 1):
        # least ink; then closest to the real middle (x0+x1)/2, i.e. least |2c - (x0+x1)|; then left
        key = (totals[c], abs(2 * c - (x0 + x1)), c)
        if best is None or key < best:
            best = key
    c = best[2]
    return ink[:, :c], ink[:, c + 1:]


# ---------------------------------------------------------------- model file

def _f16_to_array(raw, count):
    return np.frombuffer(raw, dtype="<f2", count=count).astype(np.float64)


class Model:
    def __init__(self, header, mean, std, layers):
        self.header = header
        self.mean = mean
        self.std = std
        self.layers = layers  # [(W (out, in), b (out,))]

    @staticmethod
    def load(path=DEFAULT_MODEL):
        size = os.path.getsize(path)
        if size > MAX_FILE:
            raise ValueError(f"{path}: {size} bytes, more than the 8 MiB a model may have")
        with open(path, "rb") as f:
            data = f.read()
        if data[:8] != MAGIC:
            raise ValueError(f"{path}: not a trick model (no DFTRICK1 magic)")
        (n,) = struct.unpack_from("<I", data, 8)
        header = json.loads(data[12:12 + n].decode("utf-8"))
        if header.get("version") != 1 or header.get("labels") != LABELS or header.get("features") != FEATURES:
            raise ValueError(f"{path}: header is not a version 1 trick model with 62 labels and 706 features")
        dtype = header.get("dtype")
        width = {"f32": 4, "f16": 2}.get(dtype)
        if width is None:
            raise ValueError(f"{path}: dtype {dtype!r} is neither f32 nor f16")
        pos = 12 + n

        def take(count):
            nonlocal pos
            raw = data[pos:pos + count * width]
            if len(raw) != count * width:
                raise ValueError(f"{path}: the arrays end early")
            pos += count * width
            if dtype == "f16":
                return _f16_to_array(raw, count)
            return np.frombuffer(raw, dtype="<f4", count=count).astype(np.float64)

        mean, std = take(FEATURES), take(FEATURES)
        layers = []
        previous = FEATURES
        for n_in, n_out in header["layers"]:
            if n_in != previous:
                raise ValueError(f"{path}: layer sizes do not chain")
            layers.append((take(n_in * n_out).reshape(n_out, n_in), take(n_out)))
            previous = n_out
        if previous != len(LABELS):
            raise ValueError(f"{path}: the last layer does not give 62 scores")
        if pos != len(data):
            raise ValueError(f"{path}: {len(data) - pos} bytes after the last array")
        return Model(header, mean, std, layers)

    @staticmethod
    def write(path, header, mean, std, layers, dtype="f16"):
        header = dict(header)
        header.update({"version": 1, "labels": LABELS, "features": FEATURES,
                       "layers": [[w.shape[1], w.shape[0]] for w, _ in layers], "dtype": dtype})
        text = json.dumps(header, sort_keys=True, separators=(",", ":")).encode("utf-8")
        np_type = "<f2" if dtype == "f16" else "<f4"
        parts = [MAGIC, struct.pack("<I", len(text)), text,
                 np.asarray(mean, np_type).tobytes(), np.asarray(std, np_type).tobytes()]
        for w, b in layers:
            parts += [np.asarray(w, np_type).tobytes(), np.asarray(b, np_type).tobytes()]
        with open(path, "wb") as f:
            f.write(b"".join(parts))

    def scores_batch(self, feats):
        x = (np.asarray(feats, dtype=np.float64) - self.mean) / self.std
        for i, (w, b) in enumerate(self.layers):
            x = x @ w.T + b
            if i < len(self.layers) - 1:
                x = np.maximum(x, 0)
        x = x - x.max(axis=-1, keepdims=True)
        e = np.exp(x)
        return e / e.sum(axis=-1, keepdims=True)

    def scores(self, ink):
        """62 scores for an ink map, or None when it is empty."""
        f = features(ink)
        if f is None:
            return None
        return self.scores_batch(f[None, :])[0]


# ---------------------------------------------------------------- rendering

def _decode_png(data):
    """8-bit RGBA or RGB, non-interlaced PNG (as rsvg-convert writes) -> (H, W, 4) uint8."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, width = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack_from(">I4s", data, pos)
        body = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or colour not in (2, 6) or interlace:
                raise ValueError("unsupported PNG layout")
            channels = 4 if colour == 6 else 3
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    raw = np.frombuffer(zlib.decompress(b"".join(idat)), dtype=np.uint8)
    stride = width * channels
    rows = raw.reshape(height, stride + 1)
    out = np.zeros((height, stride), dtype=np.int32)
    prior = np.zeros(stride, dtype=np.int32)
    for y in range(height):
        kind, line = rows[y, 0], rows[y, 1:].astype(np.int32)
        if kind == 0:
            cur = line
        elif kind == 2:
            cur = (line + prior) & 255
        else:
            cur = np.zeros(stride, dtype=np.int32)
            for x in range(stride):
                left = cur[x - channels] if x >= channels else 0
                up = prior[x]
                if kind == 1:
                    cur[x] = (line[x] + left) & 255
                elif kind == 3:
                    cur[x] = (line[x] + ((left + up) >> 1)) & 255
                else:
                    upleft = prior[x - channels] if x >= channels else 0
                    p = left + up - upleft
                    pa, pb, pc = abs(p - left), abs(p - up), abs(p - upleft)
                    pred = left if pa <= pb and pa <= pc else (up if pb <= pc else upleft)
                    cur[x] = (line[x] + pred) & 255
        out[y] = cur
        prior = cur
    img = out.reshape(height, width, channels).astype(np.uint8)
    if channels == 3:
        img = np.concatenate([img, np.full((height, width, 1), 255, np.uint8)], axis=2)
    return img


def _cannot_judge(message):
    """Exit 2, as packtool trick does when it cannot judge."""
    print(f"recogniser: {message}", file=sys.stderr)
    sys.exit(2)


def render_svg(path, width=RENDER_WIDTH, height=RENDER_HEIGHT):
    """Ink map of an SVG glyph drawn by rsvg-convert at the contract's size."""
    try:
        png = subprocess.run(["rsvg-convert", "-w", str(width), "-h", str(height), path],
                             check=True, capture_output=True).stdout
    except FileNotFoundError:
        _cannot_judge("rsvg-convert is not installed; install it with `apt-get install librsvg2-bin` and run again")
    except subprocess.CalledProcessError as e:
        _cannot_judge(f"{path}: rsvg-convert could not draw it: {e.stderr.decode(errors='replace').strip()}; "
                      "run `packtool lint` on the pack to see why")
    return ink_from_rgba(_decode_png(png))


# ---------------------------------------------------------------- verdicts

def top(scores, k=3, among=None):
    if scores is None:
        return []
    idx = range(len(LABELS)) if among is None else among
    ranked = sorted(idx, key=lambda i: -scores[i])[:k]
    return [{"label": LABELS[i], "score": round(float(scores[i]), 4)} for i in ranked]


def _best(scores):
    return LABELS[int(np.argmax(scores))] if scores is not None else ""


def both(scores, label):
    """A label's score plus its twin's (the label that is the same drawing), if it has one."""
    twin = TWINS.get(label)
    return scores[INDEX[label]] + (scores[INDEX[twin]] if twin else 0.0)


def judge_written_one(scores, letter, digit):
    if scores is None:
        return False
    if (letter, digit) in NATURAL_PAIRS:
        return True
    return scores[INDEX[digit]] > both(scores, "^" + letter)


def _half_passes(scores, digit):
    if scores is None:
        return False
    letters = LETTERS + TURNED
    best_letter = max(letters, key=lambda i: scores[i])
    if scores[INDEX[digit]] > scores[best_letter]:
        return True
    # pairs by nature apply to a half: a half reading l or ^l counts as 1, o or ^o as 0
    natural = {"1": ("l", "^l"), "0": ("o", "^o")}.get(digit, ())
    return LABELS[int(np.argmax(scores))] in natural


def judge_written_two(whole, halves, letter, code):
    """Each half passes for its digit, and the whole glyph does not read as the turned letter."""
    if whole is None or any(h is None for h in halves):
        return False
    if not all(_half_passes(h, d) for h, d in zip(halves, code)):
        return False
    best = LABELS[int(np.argmax(whole))]
    return best not in ("^" + letter, TWINS.get("^" + letter))


def judge_turned(scores, letter):
    if scores is None:
        return False
    letter_scores = {LABELS[i]: both(scores, LABELS[i]) for i in LETTERS}
    if read_letter(scores) != letter:
        return False
    best_digit = max(DIGITS, key=lambda i: scores[i])
    if letter_scores[letter] > scores[best_digit]:
        return True
    return (letter, LABELS[best_digit]) in NATURAL_PAIRS


def judge_glyph(model, ink, letter, code):
    """The contract's verdicts for one letter's glyph (ink as written)."""
    result = {"letter": letter, "code": code}
    if len(code) == 1:
        s = model.scores(ink)
        result["written"] = {"reads": _best(s), "pass": bool(judge_written_one(s, letter, code)),
                             "candidates": top(s)}
    else:
        whole = model.scores(ink)
        halves = split_two(ink)
        half_scores = [model.scores(h) if h is not None else None for h in (halves or (None, None))]
        parts = [{"digit": d, "reads": _best(hs), "pass": bool(_half_passes(hs, d)), "candidates": top(hs)}
                 for hs, d in zip(half_scores, code)]
        result["written"] = {"reads": " ".join(p["reads"] for p in parts),
                             "pass": bool(judge_written_two(whole, half_scores, letter, code)),
                             "whole": {"reads": _best(whole), "candidates": top(whole)}, "halves": parts}
    t = model.scores(turned(ink))
    result["turned"] = {"reads": _best(t), "pass": bool(judge_turned(t, letter)), "candidates": top(t)}
    return result


def read_written_digits(model, ink, code_length):
    """Digits-only reading of a written glyph, one digit per code place."""
    if code_length == 1:
        s = model.scores(ink)
        return LABELS[max(DIGITS, key=lambda i: s[i])] if s is not None else "?"
    halves = split_two(ink)
    out = ""
    for half in halves if halves else (None, None):
        s = model.scores(half) if half is not None else None
        out += LABELS[max(DIGITS, key=lambda i: s[i])] if s is not None else "?"
    return out


def read_letter(scores):
    """The letter a reader reads in a turned glyph: the best of a..z with each one's twin
    added (an upside-down u is an n), as the turned verdict reads it."""
    return LABELS[max(LETTERS, key=lambda i: both(scores, LABELS[i]))]


def read_turned_letter(model, ink):
    s = model.scores(turned(ink))
    return read_letter(s) if s is not None else "?"


def levenshtein(a, b):
    a, b = a.replace(" ", ""), b.replace(" ", "")
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def standard_phrases():
    """The standard phrase list, read from PackModel's one place, if this checkout has it."""
    path = os.path.join(REPO, "Sources", "PackModel", "Trick", "StandardPhrases.swift")
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as f:
        return re.findall(r'"([a-z ]+)"', f.read())


def judge_pack(model, glyph_dir, phrases):
    with open(os.path.join(glyph_dir, "letter_map.json"), encoding="utf-8") as f:
        letter_map = json.load(f)
    letters, inks = [], {}
    for letter in sorted(letter_map["letters"]):
        entry = letter_map["letters"][letter]
        ink = render_svg(os.path.join(glyph_dir, entry["glyphFile"]))
        inks[letter] = (ink, entry["code"])
        letters.append(judge_glyph(model, ink, letter, entry["code"]))
    phrase_results = []
    for phrase in phrases:
        if any(ch not in inks for ch in phrase.replace(" ", "")):
            continue
        truth_written = " ".join(inks[ch][1] for ch in reversed(phrase.replace(" ", "")))
        reads_written = " ".join(read_written_digits(model, inks[ch][0], len(inks[ch][1]))
                                 for ch in reversed(phrase.replace(" ", "")))
        reads_turned = "".join(ch if ch == " " else read_turned_letter(model, inks[ch][0]) for ch in phrase)
        dw, dt = levenshtein(reads_written, truth_written), levenshtein(reads_turned, phrase)
        phrase_results.append({"phrase": phrase,
                               "written": {"reads": reads_written, "truth": truth_written,
                                           "editDistance": dw, "exact": dw == 0},
                               "turned": {"reads": reads_turned, "editDistance": dt, "exact": dt == 0}})
    summary = {"writtenPass": sum(l["written"]["pass"] for l in letters),
               "turnedPass": sum(l["turned"]["pass"] for l in letters), "letters": len(letters)}
    return {"pack": letter_map.get("glyphSet", os.path.basename(os.path.normpath(glyph_dir))),
            "letters": letters, "phrases": phrase_results, "summary": summary}


def _fmt(cands):
    return " ".join(f"{c['label']} {c['score']:.2f}" for c in cands)


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Judge a glyph pack's trick with the committed recogniser: for each letter, what "
                    "the written glyph reads as (top 3), what the turned glyph reads as, and the "
                    "contract's verdicts (docs/trick-model.md). Needs rsvg-convert.")
    parser.add_argument("glyph_dir", help="a pack folder holding letter_map.json and its SVGs")
    parser.add_argument("--model", default=DEFAULT_MODEL, help="model file (default: Models/trick-recogniser.dftm)")
    parser.add_argument("--phrase", action="append", default=[], help="also read this phrase (repeatable)")
    parser.add_argument("--format", choices=["text", "json"], default="text")
    args = parser.parse_args(argv)
    if not os.path.exists(os.path.join(args.glyph_dir, "letter_map.json")):
        _cannot_judge(f"{args.glyph_dir}: no letter_map.json here; give a pack folder (one holding letter_map.json)")
    try:
        model = Model.load(args.model)
    except (OSError, ValueError) as e:
        _cannot_judge(f"cannot read the model: {e}; rebuild it with Scripts/trick/train.py")
    report = judge_pack(model, args.glyph_dir, standard_phrases() + args.phrase)
    if args.format == "json":
        print(json.dumps(report, indent=1))
    else:
        print(f"pack {report['pack']}")
        for l in report["letters"]:
            w, t = l["written"], l["turned"]
            wc = _fmt(w["candidates"]) if "candidates" in w else " | ".join(
                f"{h['digit']}: {_fmt(h['candidates'])}" for h in w["halves"])
            print(f"{l['letter']} code {l['code']:>2}  written {'pass' if w['pass'] else 'FAIL'} [{wc}]"
                  f"  turned {'pass' if t['pass'] else 'FAIL'} [{_fmt(t['candidates'])}]")
        for p in report["phrases"]:
            print(f"\"{p['phrase']}\": written reads {p['written']['reads']!r} (distance "
                  f"{p['written']['editDistance']}), turned reads {p['turned']['reads']!r} "
                  f"(distance {p['turned']['editDistance']})")
        s = report["summary"]
        print(f"written {s['writtenPass']}/{s['letters']} pass, turned {s['turnedPass']}/{s['letters']} pass")
    return 0 if all(l["written"]["pass"] and l["turned"]["pass"] for l in report["letters"]) else 1


if __name__ == "__main__":
    sys.exit(main())
