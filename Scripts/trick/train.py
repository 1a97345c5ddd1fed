#!/usr/bin/env python3
"""Train the trick recogniser and write Models/trick-recogniser.dftm (docs/trick-model.md).

Reproduces the committed model from the Debian font packages in FONTS:

    apt-get install $(python3 Scripts/trick/train.py --packages)
    python3 -m pip install numpy pillow fonttools     # or python3-numpy python3-pil python3-fonttools
    python3 Scripts/trick/train.py                     # writes the model, prints held-out accuracy

Renders digits 0-9 and lowercase a-z from every font, the letters also rotated 180 degrees as
their own classes ^a-^z, each augmented (pen width, slant, rotation, aspect, jitter, size),
trains a small multilayer perceptron in numpy, and tests it on fonts it never saw. Everything
is seeded: the same packages give the same model.
"""

import argparse
import datetime
import json
import math
import os
import subprocess
import sys
import time

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import recogniser as R  # noqa: E402

SCRIPT_VERSION = 2
SEED = 20261125
MONOLINE = 0.25  # share of augmented samples redrawn as an even round pen along the skeleton

# (Debian package, font file, style, held out for the test)
# style: "hand" = handwriting-style (script, marker, casual, school hand), "print" otherwise.
# Left out on purpose: fonts whose lowercase are capitals (fonts-humor-sans, fonts-bwht,
# fonts-tomsontalks), outline or hatched letters (fonts-femkeklaver, fonts-cabinsketch) and
# fonts-isabella (blackletter forms): they would teach a wrong shape for a lowercase label.
FONTS = [
    ("fonts-comic-neue", "/usr/share/fonts/opentype/comic-neue/ComicNeue-Regular.otf", "hand", False),
    ("fonts-dancingscript", "/usr/share/fonts/opentype/dancingscript/DancingScript-Regular.otf", "hand", False),
    ("fonts-sil-andika", "/usr/share/fonts/truetype/andika/Andika-Regular.ttf", "hand", False),
    ("fonts-breip", "/usr/share/fonts/truetype/breip/Breip.ttf", "hand", False),
    ("fonts-rufscript", "/usr/share/fonts/truetype/rufscript/Rufscript010.ttf", "hand", False),
    ("fonts-dkg-handwriting", "/usr/share/fonts/truetype/fifthhorseman/dkg.ttf", "hand", False),
    ("fonts-klee", "/usr/share/fonts/truetype/klee/KleeOne-Regular.ttf", "hand", False),
    ("fonts-kristi", "/usr/share/fonts/truetype/kristi/Kristi.ttf", "hand", False),
    ("fonts-kaushanscript", "/usr/share/fonts/opentype/kaushanscript/KaushanScript-Regular.otf", "hand", False),
    ("fonts-sjfonts", "/usr/share/fonts/truetype/sjfonts/Delphine.ttf", "hand", True),
    ("fonts-sjfonts", "/usr/share/fonts/truetype/sjfonts/SteveHand.ttf", "hand", True),
    ("fonts-ecolier-court", "/usr/share/fonts/truetype/ecolier-court/Ecolier-court.ttf", "hand", False),
    ("fonts-leckerli-one", "/usr/share/fonts/truetype/leckerli-one/LeckerliOne-Regular.ttf", "hand", False),
    ("fonts-fantasque-sans", "/usr/share/fonts/truetype/fantasque-sans/Normal/TTF/FantasqueSansMono-Regular.ttf", "hand", False),
    ("fonts-urw-base35", "/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf", "hand", False),
    ("fonts-comic-neue", "/usr/share/fonts/opentype/comic-neue/ComicNeue-Light.otf", "hand", False),
    ("fonts-texgyre", "/usr/share/texmf/fonts/opentype/public/tex-gyre/texgyrechorus-mediumitalic.otf", "hand", True),
    ("fonts-comic-neue", "/usr/share/fonts/opentype/comic-neue/ComicNeue-Italic.otf", "hand", False),
    ("fonts-dkg-handwriting", "/usr/share/fonts/truetype/fifthhorseman/dkgIt.ttf", "hand", False),
    ("fonts-yusei-magic", "/usr/share/fonts/truetype/yusei-magic/YuseiMagic-Regular.ttf", "hand", False),
    ("fonts-seto", "/usr/share/fonts/truetype/seto/setofont.ttf", "hand", False),
    ("fonts-lobster", "/usr/share/fonts/opentype/lobster/lobster.otf", "hand", False),
    ("fonts-lobstertwo", "/usr/share/fonts/opentype/lobstertwo/LobsterTwo-Regular.otf", "hand", True),
    ("fonts-havana", "/usr/share/fonts/opentype/havana/Havana-Regular.otf", "hand", False),
    ("fonts-kiloji", "/usr/share/fonts/truetype/kiloji/kiloji.ttf", "hand", True),
    ("fonts-yozvox-yozfont-standard-kana", "/usr/share/fonts/truetype/yozvox-yozfont/YOzRS_.ttf", "hand", False),

    ("fonts-dejavu-core", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "print", False),
    ("fonts-dejavu-core", "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", "print", False),
    ("fonts-dejavu-core", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", "print", False),
    ("fonts-liberation2", "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf", "print", True),
    ("fonts-liberation2", "/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf", "print", False),
    ("fonts-liberation2", "/usr/share/fonts/truetype/liberation2/LiberationMono-Regular.ttf", "print", False),
    ("fonts-freefont-ttf", "/usr/share/fonts/truetype/freefont/FreeSerif.ttf", "print", False),
    ("fonts-open-sans", "/usr/share/fonts/truetype/open-sans/OpenSans-Regular.ttf", "print", False),
    ("fonts-lato", "/usr/share/fonts/truetype/lato/Lato-Regular.ttf", "print", False),
    ("fonts-cantarell", "/usr/share/fonts/opentype/cantarell/Cantarell-Regular.otf", "print", True),
    ("fonts-roboto-unhinted", "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf", "print", False),
    ("fonts-sil-gentiumplus", "/usr/share/fonts/truetype/gentiumplus/GentiumPlus-Regular.ttf", "print", False),
    ("fonts-sil-charis", "/usr/share/fonts/truetype/charis/CharisSIL-Regular.ttf", "print", True),
    ("fonts-linuxlibertine", "/usr/share/fonts/opentype/linux-libertine/LinLibertine_R.otf", "print", False),
    ("fonts-linuxlibertine", "/usr/share/fonts/opentype/linux-libertine/LinLibertine_RI.otf", "print", False),
    ("fonts-texgyre", "/usr/share/texmf/fonts/opentype/public/tex-gyre/texgyreadventor-regular.otf", "print", False),
    ("fonts-texgyre", "/usr/share/texmf/fonts/opentype/public/tex-gyre/texgyrebonum-regular.otf", "print", False),
    ("fonts-texgyre", "/usr/share/texmf/fonts/opentype/public/tex-gyre/texgyrecursor-regular.otf", "print", False),
    ("fonts-texgyre", "/usr/share/texmf/fonts/opentype/public/tex-gyre/texgyrepagella-regular.otf", "print", False),
    ("fonts-texgyre", "/usr/share/texmf/fonts/opentype/public/tex-gyre/texgyreschola-regular.otf", "print", True),
    ("fonts-texgyre", "/usr/share/texmf/fonts/opentype/public/tex-gyre/texgyretermes-italic.otf", "print", False),
    ("fonts-urw-base35", "/usr/share/fonts/opentype/urw-base35/URWGothic-Book.otf", "print", False),
    ("fonts-urw-base35", "/usr/share/fonts/opentype/urw-base35/P052-Italic.otf", "print", False),
    ("fonts-ebgaramond", "/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Regular.otf", "print", False),
    ("fonts-quicksand", "/usr/share/fonts/truetype/quicksand/Quicksand-Regular.ttf", "print", False),
    ("fonts-comfortaa", "/usr/share/fonts/truetype/comfortaa/Comfortaa-Regular.ttf", "print", True),
    ("fonts-jura", "/usr/share/fonts/opentype/jura/Jura-Regular.otf", "print", False),
    ("fonts-karla", "/usr/share/fonts/truetype/karla/Karla-Regular.otf", "print", False),
    ("fonts-cabin", "/usr/share/fonts/opentype/cabin/Cabin-Regular.otf", "print", False),
    ("fonts-hack", "/usr/share/fonts/truetype/hack/Hack-Regular.ttf", "print", True),
    ("fonts-inconsolata", "/usr/share/fonts/truetype/inconsolata/Inconsolata.otf", "print", False),
    ("fonts-vollkorn", "/usr/share/fonts/truetype/vollkorn/Vollkorn-Regular.ttf", "print", False),
    ("fonts-dosis", "/usr/share/fonts/opentype/dosis/Dosis-Book.otf", "print", False),
    ("fonts-opendyslexic", "/usr/share/fonts/opentype/opendyslexic/OpenDyslexic-Regular.otf", "print", False),
    ("fonts-crosextra-carlito", "/usr/share/fonts/truetype/crosextra/Carlito-Regular.ttf", "print", False),
    ("fonts-crosextra-caladea", "/usr/share/fonts/truetype/crosextra/Caladea-Regular.ttf", "print", True),
]

CHARS = "0123456789abcdefghijklmnopqrstuvwxyz"


def twin_sets():
    """Labels counted as right for each true label in the "up to twins" accuracy: itself, its
    twin (recogniser.TWINS: the same drawing), and for o/^o also 0."""
    sets = {label: {label} for label in R.LABELS}
    for a, b in R.TWINS.items():
        sets[a].add(b)
    sets["o"] |= {"0"}; sets["^o"] |= {"0"}; sets["0"] |= {"o", "^o"}
    return sets


def packages():
    return sorted({p for p, _, _, _ in FONTS})


def check_fonts():
    missing = [f"{p} ({path})" for p, path, _, _ in FONTS if not os.path.exists(path)]
    if missing:
        sys.exit("train: these fonts are not installed:\n  " + "\n  ".join(missing) +
                 "\ninstall them with: apt-get install " + " ".join(packages()))


# ---------------------------------------------------------------- rendering

_font_cache = {}


def font(path, size):
    key = (path, size)
    if key not in _font_cache:
        _font_cache[key] = ImageFont.truetype(path, size)
    return _font_cache[key]


def render(path, ch, size, stroke=0):
    """Coverage of one character, as an 'L' image with a margin; stroke widens the pen."""
    f = font(path, size)
    left, top, right, bottom = f.getbbox(ch)
    margin = size // 3 + stroke + 4
    w, h = max(1, right - left) + 2 * margin, max(1, bottom - top) + 2 * margin
    img = Image.new("L", (w, h), 0)
    ImageDraw.Draw(img).text((margin - left, margin - top), ch, font=f, fill=255,
                             stroke_width=stroke, stroke_fill=255)
    return img


def pen_render(path, ch, size, rng):
    """A render with a random pen: thinner (eroded), as drawn, or wider (stroked)."""
    pen = rng.choice([-1, 0, 0, 1, 1, 2, 3, 4])
    stroke = max(1, int(round(pen * size / 96.0))) if pen > 0 else 0
    img = render(path, ch, size, stroke)
    if pen < 0:
        thin = img.filter(ImageFilter.MinFilter(3))
        if np.asarray(thin).astype(np.float64).sum() > 0.45 * np.asarray(img).astype(np.float64).sum():
            img = thin
    return img


def thin(mask):
    """Zhang-Suen thinning of a boolean mask to a one-pixel skeleton."""
    m = np.pad(mask.astype(np.uint8), 1)
    while True:
        changed = False
        for step in (0, 1):
            p2, p3, p4 = m[:-2, 1:-1], m[:-2, 2:], m[1:-1, 2:]
            p5, p6, p7 = m[2:, 2:], m[2:, 1:-1], m[2:, :-2]
            p8, p9 = m[1:-1, :-2], m[:-2, :-2]
            ring = [p2, p3, p4, p5, p6, p7, p8, p9, p2]
            b = sum(ring[:8])
            a = sum(((ring[i] == 0) & (ring[i + 1] == 1)).astype(np.uint8) for i in range(8))
            if step == 0:
                c = (p2 * p4 * p6 == 0) & (p4 * p6 * p8 == 0)
            else:
                c = (p2 * p4 * p8 == 0) & (p2 * p6 * p8 == 0)
            kill = (m[1:-1, 1:-1] == 1) & (b >= 2) & (b <= 6) & (a == 1) & c
            if kill.any():
                m[1:-1, 1:-1][kill] = 0
                changed = True
        if not changed:
            return m[1:-1, 1:-1].astype(bool)


def monoline(img, rng, size):
    """Redraw a render as a round pen of even width along its skeleton, the way pack glyphs
    are drawn (a stroked path with round caps and joins)."""
    a = np.asarray(img)
    skeleton = thin(a > 127)
    if not skeleton.any():
        return img
    radius = rng.uniform(0.035, 0.08) * size  # half the pen width, relative to the font size
    sigma = radius / 2.0
    sk = Image.fromarray((skeleton * 255).astype(np.uint8))
    pad = int(radius) + 4
    sk = sk.crop((-pad, -pad, sk.width + pad, sk.height + pad))
    blurred = np.asarray(sk.filter(ImageFilter.GaussianBlur(sigma)), dtype=np.float64)
    # across a straight blurred line the value is line * exp(-d^2 / 2 sigma^2), line = 255 / (sigma sqrt(2 pi)):
    # cut at d = radius (2 sigma), with a one-pixel soft edge for anti-aliasing
    line = 255.0 / (sigma * math.sqrt(2 * math.pi))
    cut = line * math.exp(-2.0)
    slope = line * math.exp(-2.0) * 2.0 / sigma  # |d value / d distance| at the cut
    pen = np.clip((blurred - cut) / slope + 0.5, 0, 1)
    return Image.fromarray((pen * 255).astype(np.uint8))


def augment(img, rng, size):
    """Slant, rotation, aspect, sub-pixel jitter, blur (the pen is pen_render's)."""
    scale = size / 96.0
    shear = rng.uniform(-0.3, 0.3)
    angle = math.radians(rng.uniform(-7, 7))
    sx = math.exp(rng.uniform(-0.18, 0.18))
    sy = 1.0 / sx
    w, h = img.size
    cx, cy = w / 2.0, h / 2.0
    # forward: p' = A (p - c) + c + t, A = R * Shear * S;  PIL wants the inverse map
    ca, sa = math.cos(angle), math.sin(angle)
    a = np.array([[ca, -sa], [sa, ca]]) @ np.array([[1, -shear], [0, 1]]) @ np.diag([sx, sy])
    inv = np.linalg.inv(a)
    t = np.array([rng.uniform(-0.5, 0.5), rng.uniform(-0.5, 0.5)])
    off = np.array([cx, cy]) - inv @ (np.array([cx, cy]) + t)
    img = img.transform((w, h), Image.AFFINE,
                        (inv[0, 0], inv[0, 1], off[0], inv[1, 0], inv[1, 1], off[1]),
                        resample=Image.BILINEAR)
    if rng.random() < 0.2:
        img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 1.0) * scale))
    return img


def ink_of(img):
    return np.asarray(img).astype(np.float64) / 255.0


def samples_for_font(path, rng, per_label, clean):
    """(features, label index) for every label of one font."""
    xs, ys = [], []
    for ch in CHARS:
        for k in range(per_label * (2 if ch.isalpha() else 1)):
            if clean:
                size = 96
                ink = ink_of(render(path, ch, size))
            else:
                size = int(rng.integers(40, 150))
                img = monoline(render(path, ch, size), rng, size) if MONOLINE and rng.random() < MONOLINE else pen_render(path, ch, size, rng)
                ink = ink_of(augment(img, rng, size))
            if ch.isalpha() and k % 2 == 1:
                ink, label = R.turned(ink), "^" + ch
            else:
                label = ch
            f = R.features(ink)
            if f is None:
                continue
            xs.append(f)
            ys.append(R.INDEX[label])
    return xs, ys


def dataset(fonts, rng, per_label, clean=False):
    xs, ys, fs = [], [], []
    for i, (_, path, _, _) in enumerate(fonts):
        x, y = samples_for_font(path, rng, per_label, clean)
        xs += x
        ys += y
        fs += [i] * len(y)
    return np.array(xs), np.array(ys), np.array(fs)


# ---------------------------------------------------------------- the network

def init_layers(sizes, rng):
    layers = []
    for n_in, n_out in zip(sizes[:-1], sizes[1:]):
        layers.append([rng.normal(0, math.sqrt(2.0 / n_in), (n_out, n_in)), np.zeros(n_out)])
    return layers


def forward(layers, x):
    acts = [x]
    for i, (w, b) in enumerate(layers):
        x = x @ w.T + b
        if i < len(layers) - 1:
            x = np.maximum(x, 0)
        acts.append(x)
    z = acts[-1] - acts[-1].max(axis=1, keepdims=True)
    e = np.exp(z)
    return acts, e / e.sum(axis=1, keepdims=True)


def train(x, y, sizes, rng, epochs, batch=256, lr=2e-3, decay=1e-4, smoothing=0.05, log=print, class_weight=None):
    layers = init_layers(sizes, rng)
    sample_weight = np.ones(len(y)) if class_weight is None else class_weight[y]
    m = [[np.zeros_like(w), np.zeros_like(b)] for w, b in layers]
    v = [[np.zeros_like(w), np.zeros_like(b)] for w, b in layers]
    step = 0
    n, k = len(y), sizes[-1]
    target_all = np.full((n, k), smoothing / k)
    target_all[np.arange(n), y] += 1 - smoothing
    for epoch in range(epochs):
        rate = lr * 0.5 * (1 + math.cos(math.pi * epoch / epochs))
        order = rng.permutation(n)
        loss = 0.0
        for start in range(0, n, batch):
            idx = order[start:start + batch]
            xb, tb = x[idx], target_all[idx]
            acts, p = forward(layers, xb)
            wb = sample_weight[idx][:, None]
            loss += -np.sum(wb * tb * np.log(p + 1e-12))
            grad = wb * (p - tb) / len(idx)
            step += 1
            for i in range(len(layers) - 1, -1, -1):
                w, b = layers[i]
                gw = grad.T @ acts[i] + decay * w
                gb = grad.sum(axis=0)
                if i > 0:
                    grad = (grad @ w) * (acts[i] > 0)
                for j, g in enumerate((gw, gb)):
                    m[i][j] = 0.9 * m[i][j] + 0.1 * g
                    v[i][j] = 0.999 * v[i][j] + 0.001 * g * g
                    mh = m[i][j] / (1 - 0.9 ** step)
                    vh = v[i][j] / (1 - 0.999 ** step)
                    layers[i][j] = layers[i][j] - rate * mh / (np.sqrt(vh) + 1e-8)
        log(f"  epoch {epoch + 1}/{epochs}: loss {loss / n:.4f}")
    return [(w, b) for w, b in layers]


def accuracy(model, x, y):
    p = model.scores_batch(x)
    pred = p.argmax(axis=1)
    sets = twin_sets()
    raw = float(np.mean(pred == y))
    twins = float(np.mean([R.LABELS[a] in sets[R.LABELS[b]] for a, b in zip(pred, y)]))
    return raw, twins, p


# ---------------------------------------------------------------- suggestions

def suggestions(model, fonts):
    """For each letter: its turned form's mean digit scores over the given fonts (scores
    renormalised over the ten digits), the share of fonts where the best digit outscores the
    upside-down letter, and the best digit pairs judging each half on its own."""
    out = {}
    for ch in CHARS[10:]:
        digit_means, pair_left, pair_right, beats = np.zeros(10), np.zeros(10), np.zeros(10), 0
        count = 0
        for _, path, _, _ in fonts:
            ink = R.turned(ink_of(render(path, ch, 96)))
            s = model.scores(ink)
            d = s[:10] / s[:10].sum()
            digit_means += d
            best = int(np.argmax(s[:10]))
            beats += s[best] > R.both(s, "^" + ch)
            halves = R.split_two(ink)
            for acc, half in zip((pair_left, pair_right), halves):
                hs = model.scores(half)
                if hs is not None:
                    acc += hs[:10] / hs[:10].sum()
            count += 1
        digit_means /= count
        pair_left /= count
        pair_right /= count
        pairs = sorted(((pair_left[a] * pair_right[b], a, b) for a in range(10) for b in range(10)), reverse=True)[:3]
        out[ch] = {
            "digits": {str(i): round(float(digit_means[i]), 3) for i in range(10)},
            "bestDigit": str(int(np.argmax(digit_means))),
            "bestDigitBeatsTurnedLetter": round(beats / count, 3),
            "pairs": [{"code": f"{a}{b}", "score": round(float(sc), 3),
                       "left": round(float(pair_left[a]), 3), "right": round(float(pair_right[b]), 3)}
                      for sc, a, b in pairs],
        }
    return out


def annotate(path, test_fonts):
    """(Re)write the model header's suggestions table, measured on the held-out fonts."""
    model = R.Model.load(path)
    header = dict(model.header)
    header["suggestions"] = suggestions(model, test_fonts)
    header["suggestionsFonts"] = "heldOut"
    R.Model.write(path, header, model.mean, model.std, model.layers, dtype=header["dtype"])


def main():
    parser = argparse.ArgumentParser(description="Train the trick recogniser (docs/trick-model.md).")
    parser.add_argument("--packages", action="store_true", help="print the Debian font packages and exit")
    parser.add_argument("--per-label", type=int, default=12, help="augmented renders per label per font (12 made the committed model)")
    parser.add_argument("--epochs", type=int, default=20, help="training epochs (20 made the committed model)")
    parser.add_argument("--hidden", default="256,128", help="hidden layer sizes")
    parser.add_argument("--out", default=R.DEFAULT_MODEL)
    parser.add_argument("--report", default=None, help="also write the held-out report (JSON) here")
    parser.add_argument("--annotate", action="store_true", help="only rewrite --out's suggestions table "
                        "(after a change to how suggestions are measured)")
    parser.add_argument("--cache", default=None, help="keep the rendered samples in this folder and reuse them "
                        "(they depend only on the fonts, the seed, --per-label and the script version)")
    parser.add_argument("--digit-weight", type=float, default=1.0,
                        help="loss weight of the digit labels 0-9 against the letters (1 = all labels alike)")
    parser.add_argument("--train-seed", type=int, default=None,
                        help="reseed the network's initialisation and batch order (default: continue from SEED)")
    args = parser.parse_args()
    if args.packages:
        print(" ".join(packages()))
        return 0
    check_fonts()
    if args.annotate:
        annotate(args.out, [f for f in FONTS if f[3]])
        print(f"train: rewrote the suggestions in {args.out}")
        return 0
    started = time.time()
    rng = np.random.default_rng(SEED)
    train_fonts = [f for f in FONTS if not f[3]]
    test_fonts = [f for f in FONTS if f[3]]
    print(f"train: {len(train_fonts)} fonts ({sum(f[2] == 'hand' for f in train_fonts)} handwriting-style), "
          f"held out: {len(test_fonts)} ({sum(f[2] == 'hand' for f in test_fonts)} handwriting-style)")
    cache = None
    if args.cache:
        os.makedirs(args.cache, exist_ok=True)
        cache = os.path.join(args.cache, f"samples-v{SCRIPT_VERSION}-{SEED}-{args.per_label}.npz")
    if cache and os.path.exists(cache):
        z = np.load(cache)
        x, y, tx, ty, cx, cy = (z[k] for k in ("x", "y", "tx", "ty", "cx", "cy"))
        rng.bit_generator.state = json.loads(str(z["rng"]))  # as if it had just rendered them
    else:
        x, y, _ = dataset(train_fonts, rng, args.per_label)
        xc, yc, _ = dataset(train_fonts, rng, 1, clean=True)
        x, y = np.concatenate([x, xc]), np.concatenate([y, yc])
        tx, ty, _ = dataset(test_fonts, np.random.default_rng(SEED + 1), 4)
        cx, cy, _ = dataset(test_fonts, rng, 1, clean=True)
        if cache:
            np.savez(cache, x=x, y=y, tx=tx, ty=ty, cx=cx, cy=cy, rng=json.dumps(rng.bit_generator.state))
    print(f"train: {len(y)} training samples, {len(ty)} + {len(cy)} held-out; rendering took {time.time() - started:.0f} s")
    mean = x.mean(axis=0)
    std = np.maximum(x.std(axis=0), 1e-3)
    sizes = [R.FEATURES] + [int(h) for h in args.hidden.split(",")] + [len(R.LABELS)]
    if args.train_seed is not None:
        rng = np.random.default_rng(args.train_seed)
    class_weight = np.ones(len(R.LABELS))
    class_weight[:10] = args.digit_weight
    layers = train((x - mean) / std, y, sizes, rng, args.epochs, class_weight=class_weight)
    trained = time.time() - started

    # round-trip through the file format (f16) and measure with what is written
    header = {"trainedOn": {"fonts": [os.path.basename(p) for _, p, _, h in train_fonts],
                            "heldOut": [os.path.basename(p) for _, p, _, h in test_fonts],
                            "packages": packages(), "seed": SEED, "perLabel": args.per_label,
                            "epochs": args.epochs, "hidden": args.hidden,
                            "digitWeight": args.digit_weight, "trainSeed": args.train_seed, "script": f"Scripts/trick/train.py v{SCRIPT_VERSION}",
                            "date": datetime.date.today().isoformat()}}
    Model = R.Model
    Model.write(args.out, header, mean, std, layers, dtype="f16")
    model = Model.load(args.out)
    raw, twins, _ = accuracy(model, tx, ty)
    craw, ctwins, cp = accuracy(model, cx, cy)
    trn_raw, trn_twins, _ = accuracy(model, x[:20000], y[:20000])
    per_font = {}
    _, _, fidx = dataset(test_fonts, np.random.default_rng(0), 1, clean=True)
    sets = twin_sets()
    for i, (_, path, _, _) in enumerate(test_fonts):
        sel = fidx == i
        pred = cp[sel].argmax(axis=1)
        per_font[os.path.basename(path)] = round(float(np.mean(
            [R.LABELS[a] in sets[R.LABELS[b]] for a, b in zip(pred, cy[sel])])), 3)
    held = {"augmented": {"accuracy": round(raw, 4), "accuracyUpToTwins": round(twins, 4), "samples": int(len(ty))},
            "clean": {"accuracy": round(craw, 4), "accuracyUpToTwins": round(ctwins, 4), "samples": int(len(cy))},
            "perFontClean": per_font,
            "trainAccuracy": round(trn_raw, 4)}
    print(json.dumps(held, indent=1))
    header["heldOutAccuracy"] = held
    header["trainingSeconds"] = round(trained)
    annotate(args.out, test_fonts)
    print(f"train: wrote {args.out} ({os.path.getsize(args.out)} bytes) in {time.time() - started:.0f} s")
    if args.report:
        with open(args.report, "w") as f:
            json.dump(held, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
