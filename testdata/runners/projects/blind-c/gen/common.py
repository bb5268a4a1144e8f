"""Helpers for writing the blind-c case files (run gen/build.py)."""
import json
import os

PREFIX = "blind-c"
OUT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def ev(type_, content=None, pol="supports", rel=0.9, source=None, file=None, reconciles=None, nopol=False):
    e = {"type": type_}
    if source:
        e["source"] = source
    if file:
        e["contentFile"] = f"{PREFIX}/{file}"
    else:
        e["content"] = content
    if not nopol:
        e["polarity"] = pol
    e["reliability"] = rel
    if reconciles:
        e["reconciles"] = reconciles
    return e


def call(tool, name, args, expect):
    a = {"sessionId": f"{PREFIX}-{name}"}
    a.update(args)
    return {"tool": tool, "arguments": a, "expect": expect}


def case(name, why, tool, args, expect):
    return {"name": name, "why": why, "calls": [call(tool, name, args, expect)]}


def multi(name, why, calls):
    return {"name": name, "why": why, "calls": [call(t, name, a, x) for (t, a, x) in calls]}


def claim(tool, name, why, claim_text, evidence, expect, **extra):
    args = {"claim": claim_text, "evidence": evidence}
    args.update(extra)
    return case(name, why, tool, args, expect)


def S(s):
    return {"status": s}


def SI(*s):
    return {"statusIn": list(s)}


def R(expect, *pairs):
    """add readings [(index, reading), ...] to an expect dict"""
    e = dict(expect)
    e["readings"] = [{"index": i, "reading": r} for (i, r) in pairs]
    return e


def write(fname, cases):
    names = set()
    for c in cases:
        assert c["name"] not in names, c["name"]
        names.add(c["name"])
        for cl in c["calls"]:
            for e in cl["arguments"].get("evidence", []):
                if "contentFile" in e:
                    p = os.path.join(OUT, "runners", e["contentFile"])
                    assert os.path.exists(p), p
                    assert os.path.getsize(p) <= 20000, p
                else:
                    assert 1 <= len(e["content"]) <= 20000
    with open(os.path.join(OUT, fname), "w", encoding="utf-8") as f:
        json.dump(cases, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return cases
