#!/usr/bin/env python3
"""Print a pack's per-letter verdicts as a Markdown table: the recogniser's and an eye's.

Usage: verdict_table.py GLYPH_DIR HUMAN_VERDICTS.json

Columns: letter, code, what the written glyph reads as and whether it passes
(Scripts/trick/recogniser.py with the committed model, the contract's rules),
the eye's written verdict, then the same for the turned glyph.  Then the phrase
readings and the summary line.  docs/trick.md holds the output for the shipped
packs.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "trick"))
import recogniser as R  # noqa: E402
from rows import standard_phrases  # noqa: E402

glyph_dir, human_path = sys.argv[1], sys.argv[2]
human = json.load(open(human_path))["letters"]
report = R.judge_pack(R.Model.load(), glyph_dir, standard_phrases())
mark = {True: "pass", False: "**fail**"}
print("| letter | code | written reads | recogniser | eye | turned reads | recogniser | eye |")
print("|---|---|---|---|---|---|---|---|")
for entry in report["letters"]:
    letter, w, t = entry["letter"], entry["written"], entry["turned"]
    eye = human[letter]
    print(f"| {letter} | {entry['code']} | `{w['reads']}` | {mark[w['pass']]} | {eye['written']['verdict']} "
          f"| `{t['reads']}` | {mark[t['pass']]} | {eye['turned']['verdict']} |")
print()
digits = sum(len(p["written"]["truth"].replace(" ", "")) for p in report["phrases"])
digit_errors = sum(p["written"]["editDistance"] for p in report["phrases"])
letters = sum(len(p["phrase"].replace(" ", "")) for p in report["phrases"])
letter_errors = sum(p["turned"]["editDistance"] for p in report["phrases"])
print("| phrase | written reads (truth) | turned reads |")
print("|---|---|---|")
for p in report["phrases"]:
    w, t = p["written"], p["turned"]
    print(f"| {p['phrase']} | `{w['reads']}` ({'exact' if w['exact'] else '`' + w['truth'] + '`'}) "
          f"| `{t['reads']}`{'' if t['exact'] else ' (distance %d)' % t['editDistance']} |")
print()
s = report["summary"]
eye_w = sum(human[l]["written"]["verdict"] == "pass" for l in human)
eye_t = sum(human[l]["turned"]["verdict"] == "pass" for l in human)
print(f"Recogniser: written {s['writtenPass']}/26 glyphs pass, turned {s['turnedPass']}/26; "
      f"phrase digits {digits - digit_errors}/{digits} ({100 * (1 - digit_errors / digits):.0f} %) read as the code line, "
      f"{sum(p['written']['exact'] for p in report['phrases'])}/{len(report['phrases'])} phrases exact; "
      f"phrase letters {letters - letter_errors}/{letters} ({100 * (1 - letter_errors / letters):.0f} %), "
      f"{sum(p['turned']['exact'] for p in report['phrases'])}/{len(report['phrases'])} phrases exact. "
      f"Eye: written {eye_w}/26 pass, turned {eye_t}/26 pass.")
