#!/usr/bin/env python3
"""Agreement of the recogniser with the human verdicts (docs/trick-model.md#calibration).

    python3 Scripts/trick/calibrate.py [--model PATH] [-v]

Judges Tests/Fixtures/trick/classic-2026-11 with the contract's rules and compares each
letter's written and turned verdict with the person's, counting only the verdicts the person
gave as pass or fail (marginal ones are left out). Also checks the two fixture packs:
font-digits (every written glyph must pass) and turned-letters (written must fail, reading as
the upside-down letter, turned must pass).
"""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import recogniser as R  # noqa: E402

FIXTURES = os.path.join(R.REPO, "Tests", "Fixtures", "trick")


def calibrate(model, verbose=False):
    with open(os.path.join(FIXTURES, "human-verdicts-classic-2026-11.json"), encoding="utf-8") as f:
        human = json.load(f)["letters"]
    report = R.judge_pack(model, os.path.join(FIXTURES, "classic-2026-11"), [])
    result = {}
    for half in ("written", "turned"):
        agree, total, wrong = 0, 0, []
        for l in report["letters"]:
            verdict = human[l["letter"]][half]["verdict"]
            if verdict == "marginal":
                continue
            total += 1
            machine = l[half]["pass"]
            if machine == (verdict == "pass"):
                agree += 1
            else:
                wrong.append(f"{l['letter']} (person {verdict}, model reads {l[half]['reads']})")
        result[half] = {"agree": agree, "of": total, "disagree": wrong}
        if verbose:
            print(f"{half}: {agree}/{total} agree; disagree: {', '.join(wrong) or 'none'}")
    return result, report


def fixture_packs(model, verbose=False):
    out = {}
    d = R.judge_pack(model, os.path.join(FIXTURES, "font-digits"), [])
    out["font-digits"] = {"writtenPass": d["summary"]["writtenPass"], "letters": d["summary"]["letters"],
                          "failing": [l["letter"] for l in d["letters"] if not l["written"]["pass"]]}
    t = R.judge_pack(model, os.path.join(FIXTURES, "turned-letters"), [])
    out["turned-letters"] = {
        "writtenFailAsTurnedLetter": sum((not l["written"]["pass"]) and l["written"]["reads"].split(" ")[0] == "^" + l["letter"]
                                         for l in t["letters"]),
        "writtenPass": t["summary"]["writtenPass"], "turnedPass": t["summary"]["turnedPass"],
        "letters": t["summary"]["letters"],
        "turnedFailing": [l["letter"] for l in t["letters"] if not l["turned"]["pass"]],
        "writtenPassing": [l["letter"] for l in t["letters"] if l["written"]["pass"]]}
    if verbose:
        print(json.dumps(out, indent=1))
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--model", default=R.DEFAULT_MODEL)
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    model = R.Model.load(args.model)
    result, _ = calibrate(model, True)
    if os.path.isdir(os.path.join(FIXTURES, "font-digits")):
        fixture_packs(model, True)
    ok = all(r["agree"] >= 0.85 * r["of"] for r in result.values())
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
