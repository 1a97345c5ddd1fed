#!/usr/bin/env python3
"""Score blind readers' transcriptions of a blind_set.py set against its key.

Usage: blind_score.py KEY.json OUT.md WRITTEN_ANSWERS.jsonl[,...] TURNED_ANSWERS.jsonl[,...]

Each answers file holds one JSON object per picture ({"picture", "reading", "kind",
"unsure"}), as the readers were asked to write them. Writes a Markdown report: per
glyph what each reader read written and turned, and per phrase each reader's row with
its characters right (edit distance, spaces ignored) and whether it was exact.
"""
import json
import sys


def load(paths):
    readers = []
    for path in paths.split(","):
        answers = {}
        for line in open(path):
            line = line.strip()
            if line:
                a = json.loads(line)
                answers[str(a["picture"]).zfill(3)] = a
        readers.append((path.rsplit("/", 1)[-1].split(".")[0], answers))
    return readers


def distance(a, b):
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (x != y))
    return row[-1]


def squash(s):
    return "".join(s.split()).lower()


def main():
    key, out = json.load(open(sys.argv[1])), sys.argv[2]
    sides = {"written": load(sys.argv[3]), "turned": load(sys.argv[4])}
    lines = ["# What fresh eyes read", ""]
    glyphs = {}
    for side, readers in sides.items():
        for stem, what in key[side].items():
            if what["kind"] == "glyph":
                g = glyphs.setdefault((what["letter"], "+".join(what["packs"])), {"code": what["code"]})
                g[side] = [(r, a.get(stem, {})) for r, a in readers]
    names = {side: [r for r, _ in readers] for side, readers in sides.items()}
    lines += ["## Glyphs alone", "",
              "| letter | packs | code | " + " | ".join(f"written {r}" for r in names["written"]) + " | "
              + " | ".join(f"turned {r}" for r in names["turned"]) + " |",
              "|---|---|---|" + "---|" * (len(names["written"]) + len(names["turned"]))]
    tally = {"written": [0, 0], "turned": [0, 0]}
    for (letter, packs), g in sorted(glyphs.items()):
        cells = []
        for side, truth in (("written", g["code"]), ("turned", letter)):
            for _, a in g.get(side, []):
                reading = a.get("reading", "")
                ok = squash(reading) == truth
                tally[side][0] += ok
                tally[side][1] += 1
                cells.append(("" if ok else "**") + (reading or "–") + ("" if ok else "**")
                             + (f" ({a['unsure']})" if a.get("unsure") else ""))
        lines.append(f"| {letter} | {packs} | {g['code']} | " + " | ".join(cells) + " |")
    lines += ["", f"Written glyphs read as their code: {tally['written'][0]} of {tally['written'][1]} readings; "
              f"turned glyphs read as their letter: {tally['turned'][0]} of {tally['turned'][1]}. "
              "A bold reading is not the truth.", ""]
    for side in ("written", "turned"):
        lines += [f"## Rows, {side}", "", "| pack | phrase | truth | reader | reading | kind | right | exact |",
                  "|---|---|---|---|---|---|---|---|"]
        right = total = exact = rows = 0
        for stem, what in sorted(key[side].items(), key=lambda kv: (kv[1].get("pack"), kv[1].get("phrase", ""))):
            if what["kind"] != "row":
                continue
            truth = what["written"] if side == "written" else what["phrase"]
            for r, answers in sides[side]:
                a = answers.get(stem, {})
                reading = a.get("reading", "")
                t, s = squash(truth), squash(reading)
                ok = max(0, len(t) - distance(s, t))
                right, total, exact, rows = right + ok, total + len(t), exact + (s == t), rows + 1
                lines.append(f"| {what['pack']} | {what['phrase']} | `{truth}` | {r} | `{reading}` | "
                             f"{a.get('kind', '')} | {ok}/{len(t)} | {'yes' if s == t else 'no'} |")
        lines += ["", f"{side}: {right} of {total} characters right ({100 * right / max(total, 1):.0f} %), "
                  f"{exact} of {rows} rows exact.", ""]
    open(out, "w").write("\n".join(lines) + "\n")
    print("\n".join(l for l in lines if not l.startswith("|")))


main()
