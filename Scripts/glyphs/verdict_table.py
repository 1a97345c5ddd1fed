#!/usr/bin/env python3
"""Print a pack's per-letter verdicts as a Markdown table: `packtool trick`'s and an eye's.

Usage: verdict_table.py GLYPH_DIR HUMAN_VERDICTS.json

Columns: letter, code, what the written glyph reads as and whether it passes (the
shipped judge, `packtool trick --format json`, with the committed model), the eye's
written verdict, then the same for the turned glyph.  Then the phrase readings and
the summary line.  docs/trick.md and the packs' READMEs hold the output.  Needs a
built packtool (.build/debug/packtool, else one on PATH) and rsvg-convert.
"""
import json
import os
import shutil
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

glyph_dir, human_path = os.path.abspath(sys.argv[1]), sys.argv[2]
human = json.load(open(human_path))["letters"]
exe = os.path.join(ROOT, ".build", "debug", "packtool")
if not os.path.exists(exe):
    exe = shutil.which("packtool")
if not exe:
    raise SystemExit("verdict_table.py: no packtool; build it with `swift build --product packtool`")
# run from the clone's root, where packtool finds Models/trick-recogniser.dftm
run = subprocess.run([exe, "trick", glyph_dir, "--format", "json"], cwd=ROOT, capture_output=True, text=True)
if run.returncode not in (0, 1):
    raise SystemExit(f"verdict_table.py: packtool trick could not judge {glyph_dir}: {run.stderr.strip()}")
report = json.loads(run.stdout)
mark = {True: "pass", False: "**fail**"}
print("| letter | code | written reads | judge | eye | turned reads | judge | eye |")
print("|---|---|---|---|---|---|---|---|")
for entry in sorted(report["letters"], key=lambda e: e["letter"]):
    letter, w, t = entry["letter"], entry["written"], entry["turned"]
    eye = human[letter]
    print(f"| {letter} | {entry['code']} | `{w['reads']}` | {mark[w['pass']]} | {eye['written']['verdict']} "
          f"| `{t['reads']}` | {mark[t['pass']]} | {eye['turned']['verdict']} |")
print()
phrases = report["phrases"]
digits = sum(len(p["written"]["truth"].replace(" ", "")) for p in phrases)
digit_errors = sum(p["written"]["editDistance"] for p in phrases)
letters = sum(len(p["phrase"].replace(" ", "")) for p in phrases)
letter_errors = sum(p["turned"]["editDistance"] for p in phrases)
print("| phrase | written reads (truth) | turned reads |")
print("|---|---|---|")
for p in phrases:
    w, t = p["written"], p["turned"]
    print(f"| {p['phrase']} | `{w['reads']}` ({'exact' if w['exact'] else '`' + w['truth'] + '`'}) "
          f"| `{t['reads']}`{'' if t['exact'] else ' (distance %d)' % t['editDistance']} |")
print()
s = report["summary"]
eye_w = sum(human[l]["written"]["verdict"] == "pass" for l in human)
eye_t = sum(human[l]["turned"]["verdict"] == "pass" for l in human)
print(f"`packtool trick`: written {s['writtenPass']}/26 glyphs pass, turned {s['turnedPass']}/26; "
      f"phrase digits {digits - digit_errors}/{digits} ({100 * (1 - digit_errors / digits):.0f} %) read as the code line, "
      f"{s['phrasesExactWritten']}/{len(phrases)} phrases exact; "
      f"phrase letters {letters - letter_errors}/{letters} ({100 * (1 - letter_errors / letters):.0f} %), "
      f"{s['phrasesExactTurned']}/{len(phrases)} phrases exact. "
      f"Eye: written {eye_w}/26 pass, turned {eye_t}/26 pass.")
