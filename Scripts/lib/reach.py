"""Scripts/reach's work: packs, lint, fix, lint, fix --check, renderings, the report.

Run through Scripts/reach (which checks the tools and explains the options).
"""
import collections
import concurrent.futures
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

LETTERS = "abcdefghijklmnopqrstuvwxyz"
TOLERANCE = 8  # a pixel differs when a channel moves by more than 8/255
SIZE = 256


def editor(text):
    """The editor that wrote an SVG, read from what it wrote."""
    if re.search(r"xmlns:(inkscape|sodipodi)=|\b(inkscape|sodipodi):[a-z]", text):
        return "Inkscape"
    # XD names its classes .a, .b, … in one <style> inside <defs>.
    if "Adobe XD" in text or re.search(r"<defs><style>\.a\{", text):
        return "Adobe XD"
    if "Adobe Illustrator" in text:
        return "Illustrator"
    if "Generator: Sketch" in text or "xmlns:sketch=" in text:
        return "Sketch"
    if re.search(r"xmlns:serif=|\bserif:id=", text):
        return "Affinity"
    if "Created with SVG-edit" in text or "Created with Method Draw" in text or "xmlns:se=" in text:
        return "SVG-edit"
    if "Boxy SVG" in text or "xmlns:bx=" in text:
        return "Boxy"
    if "CorelDRAW" in text or "CorelCorpID" in text:
        return "CorelDRAW"
    if re.search(r'id="(clip|paint|filter|mask)\d+_', text):
        return "Figma"
    if re.search(r'class="cls-\d|data-name=', text):
        return "Illustrator"
    return "other"


def png_pixels(path):
    """(width, height, RGBA bytes) of an 8-bit RGBA or RGB PNG, as rsvg-convert writes it."""
    data = open(path, "rb").read()
    pos, idat, width = 8, [], 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or colour not in (2, 6) or interlace:
                raise ValueError(f"{path}: PNG of depth {depth}, colour type {colour}, interlace {interlace}")
            channels = 4 if colour == 6 else 3
        elif kind == b"IDAT":
            idat.append(body)
        pos += 12 + length
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    out = bytearray(stride * height)
    previous = bytearray(stride)
    for row in range(height):
        start = row * (stride + 1)
        kind = raw[start]
        line = bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:
            for i in range(channels, stride):
                line[i] = (line[i] + line[i - channels]) & 255
        elif kind == 2:
            for i in range(stride):
                line[i] = (line[i] + previous[i]) & 255
        elif kind == 3:
            for i in range(stride):
                left = line[i - channels] if i >= channels else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                b = previous[i]
                c = previous[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        out[row * stride:(row + 1) * stride] = line
        previous = line
    if channels == 3:
        rgba = bytearray()
        for i in range(0, len(out), 3):
            rgba += out[i:i + 3] + b"\xff"
        out = rgba
    return width, height, bytes(out)


def render(svg, png):
    result = subprocess.run(["rsvg-convert", "-w", str(SIZE), "-h", str(SIZE), "-o", png, svg],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    return result.returncode == 0


def compare(before_svg, after_svg, work, key):
    """None when both render alike; otherwise a sentence saying how they differ."""
    before_png = os.path.join(work, "renders", key + ".before.png")
    after_png = os.path.join(work, "renders", key + ".after.png")
    rendered_before, rendered_after = render(before_svg, before_png), render(after_svg, after_png)
    if not rendered_before and not rendered_after:
        return None
    if rendered_before != rendered_after:
        return "rsvg-convert renders only the " + ("original" if rendered_before else "rewritten file")
    if open(before_png, "rb").read() == open(after_png, "rb").read():
        return None
    w1, h1, a = png_pixels(before_png)
    w2, h2, b = png_pixels(after_png)
    if (w1, h1) != (w2, h2):
        return f"renders at {w2}×{h2}, was {w1}×{h1}"
    worst, count = 0, 0
    for i in range(0, len(a), 4):
        d = max(abs(a[i] - b[i]), abs(a[i + 1] - b[i + 1]), abs(a[i + 2] - b[i + 2]), abs(a[i + 3] - b[i + 3]))
        if d > TOLERANCE:
            count += 1
        worst = max(worst, d)
    return f"{count} pixels differ, up to {worst}/255" if count else None


def lint(packtool, packs):
    """{(pack folder, file): [diagnostic]} for the glyph files."""
    result = subprocess.run([packtool, "lint", "--format", "json", *packs], capture_output=True, text=True)
    if result.returncode not in (0, 1):
        sys.exit(f"reach: packtool lint exited {result.returncode}: {result.stderr.strip()}")
    found = collections.defaultdict(list)
    for pack in json.loads(result.stdout)["packs"]:
        for diagnostic in pack["diagnostics"]:
            if diagnostic.get("file", "").endswith(".svg"):
                found[(os.path.realpath(pack["pack"]), diagnostic["file"])].append(diagnostic)
    return found


def kind(diagnostic):
    """A finding by check and code."""
    return f"{diagnostic['checkID']} {diagnostic.get('code', '')}".strip()


def fact(diagnostic):
    """A finding by check, code and subject (the attribute or element it is about)."""
    subject = diagnostic.get("subject")
    return kind(diagnostic) + (f" {subject}" if subject else "")


def main():
    args = sys.argv[1:]
    packtool = root = None
    as_json = keep = False
    folders = []
    while args:
        arg = args.pop(0)
        if arg == "--packtool":
            packtool = args.pop(0)
        elif arg == "--root":
            root = args.pop(0)
        elif arg == "--json":
            as_json = True
        elif arg == "--keep":
            keep = True
        elif arg.startswith("-"):
            sys.exit(f"reach: unknown option {arg} (see Scripts/reach --help)")
        else:
            folders.append(arg)
    if not folders:
        sys.exit("reach: name one or more folders of SVG exports")

    sources = []
    for folder in folders:
        if not os.path.isdir(folder):
            sys.exit(f"reach: {folder} is not a folder")
        for base, dirs, names in os.walk(folder):
            dirs.sort()
            for name in sorted(names):
                path = os.path.join(base, name)
                if name.lower().endswith(".svg") and os.path.isfile(path) and not os.path.islink(path):
                    sources.append(path)
    if not sources:
        sys.exit("reach: no SVG files under " + ", ".join(folders))

    work = tempfile.mkdtemp(prefix="packtool-reach.")
    try:
        report, holds = measure(packtool, root, sources, work)
    finally:
        if keep:
            print(f"reach: kept {work}", file=sys.stderr)
        else:
            shutil.rmtree(work, ignore_errors=True)
    if as_json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        print_report(report)
    sys.exit(0 if holds else 1)


def measure(packtool, root, sources, work):
    by_editor = collections.defaultdict(list)
    for path in sources:
        text = open(path, "rb").read().decode("utf-8", "replace")
        by_editor[editor(text)].append(path)

    template = open(os.path.join(root, "GlyphSets", "classic", "letter_map.json")).read()
    os.makedirs(os.path.join(work, "originals"))
    os.makedirs(os.path.join(work, "renders"))
    files = []  # dicts: source, editor, pack, name, glyph, original
    packs = []
    for name in sorted(by_editor):
        paths = by_editor[name]
        for start in range(0, len(paths), 26):
            pack_name = f"reach_{re.sub(r'[^a-z]', '', name.lower())}_{start // 26 + 1:02d}"
            pack = os.path.join(work, "packs", pack_name)
            os.makedirs(pack)
            packs.append(pack)
            with open(os.path.join(pack, "letter_map.json"), "w") as f:
                f.write(re.sub(r'"glyphSet": *"classic"', f'"glyphSet": "{pack_name}"', template))
            for index, path in enumerate(paths[start:start + 26]):
                glyph = f"lowercase_{LETTERS[index]}.svg"
                original = os.path.join(work, "originals", f"{pack_name}.{glyph}")
                shutil.copyfile(path, os.path.join(pack, glyph))
                shutil.copyfile(path, original)
                files.append(dict(source=path, editor=name, pack=os.path.realpath(pack), name=glyph,
                                  glyph=os.path.join(pack, glyph), original=original,
                                  key=f"{pack_name}.{glyph}"))

    before = lint(packtool, packs)
    fixed = subprocess.run([packtool, "fix", *packs], capture_output=True, text=True)
    if fixed.returncode not in (0, 1):
        sys.exit(f"reach: packtool fix exited {fixed.returncode}: {fixed.stderr.strip() or fixed.stdout.strip()[-2000:]}")
    after = lint(packtool, packs)

    rewritten = [f for f in files if open(f["glyph"], "rb").read() != open(f["original"], "rb").read()]
    not_idempotent = []
    for f in rewritten:
        again = subprocess.run([packtool, "fix", "--check", f["glyph"]], capture_output=True, text=True)
        if again.returncode != 0:
            not_idempotent.append(f["source"])

    jobs = int(os.environ.get("REACH_JOBS", "2"))
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        differences = list(pool.map(lambda f: compare(f["original"], f["glyph"], work, f["key"]), rewritten))
    changed = [dict(file=f["source"], difference=d) for f, d in zip(rewritten, differences) if d]

    editors = collections.OrderedDict()
    added, kept_hints, left = [], [], collections.defaultdict(set)
    unclean = []
    for f in files:
        key = (f["pack"], f["name"])
        was, now = before.get(key, []), after.get(key, [])
        clean_before = not any(d["severity"] == "error" for d in was)
        clean_after = not any(d["severity"] == "error" for d in now)
        counts = editors.setdefault(f["editor"], dict(files=0, cleanBefore=0, cleanAfter=0))
        counts["files"] += 1
        counts["cleanBefore"] += clean_before
        counts["cleanAfter"] += clean_after
        seen = collections.Counter(fact(d) for d in was)
        for d in now:
            if seen[fact(d)] > 0:
                seen[fact(d)] -= 1
            else:
                added.append(dict(file=f["source"], finding=fact(d), severity=d["severity"], message=d["message"]))
        remaining = collections.Counter((fact(d), d["message"]) for d in now)
        for d in was:
            if "packtool fix" in (d.get("hint") or "") and remaining[(fact(d), d["message"])] > 0:
                kept_hints.append(dict(file=f["source"], finding=fact(d), message=d["message"]))
        errors = sorted({kind(d) for d in now if d["severity"] == "error"})
        for e in errors:
            left[e].add(f["source"])
        if errors:
            unclean.append(dict(file=f["source"], editor=f["editor"], errors=errors,
                                facts=sorted({fact(d) for d in now if d["severity"] == "error"})))

    total = dict(files=len(files), cleanBefore=sum(e["cleanBefore"] for e in editors.values()),
                 cleanAfter=sum(e["cleanAfter"] for e in editors.values()))
    report = dict(
        packtool=packtool,
        total=total,
        editors=dict(sorted(editors.items(), key=lambda item: -item[1]["files"])),
        rewritten=len(rewritten),
        drawingsChanged=changed,
        notIdempotent=not_idempotent,
        findingsAdded=added,
        fixHintsKept=kept_hints,
        errorsLeft=[dict(finding=k, files=len(v)) for k, v in sorted(left.items(), key=lambda item: (-len(item[1]), item[0]))],
        unclean=unclean,
    )
    holds = not (changed or not_idempotent or added or kept_hints)
    return report, holds


def percent(part, whole):
    return f"{100 * part / whole:.1f} %" if whole else "-"


def print_report(report):
    total = report["total"]
    print(f"reach: {total['files']} files, packtool {report['packtool']}")
    print(f"{'editor':<12} {'files':>5}  clean before → after")
    for name, e in report["editors"].items():
        print(f"{name:<12} {e['files']:>5}  {e['cleanBefore']:>4} → {e['cleanAfter']:<4} ({percent(e['cleanAfter'], e['files'])})")
    print(f"{'all':<12} {total['files']:>5}  {total['cleanBefore']:>4} → {total['cleanAfter']:<4} ({percent(total['cleanAfter'], total['files'])})")
    print(f"rewritten: {report['rewritten']}")
    sections = [
        ("drawings changed", report["drawingsChanged"], lambda x: f"{x['file']}: {x['difference']}"),
        ("not idempotent (a second fix --check rewrites)", report["notIdempotent"], lambda x: x),
        ("findings after fix that were not there before", report["findingsAdded"],
         lambda x: f"{x['file']}: {x['finding']} ({x['severity']}): {x['message']}"),
        ("hints naming `packtool fix` still there after fix", report["fixHintsKept"],
         lambda x: f"{x['file']}: {x['finding']}: {x['message']}"),
    ]
    for title, items, line in sections:
        print(f"{title}: {len(items)}")
        for item in items:
            print("  " + line(item))
    print("errors left after fix, by check and code (files):")
    for item in report["errorsLeft"]:
        print(f"  {item['files']:>4}  {item['finding']}")


if __name__ == "__main__":
    main()
