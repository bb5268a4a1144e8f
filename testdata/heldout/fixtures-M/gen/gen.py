#!/usr/bin/env python3
"""Generate corpus M from the case tables (expectations fixed before capture) and captures/*.txt."""
import json, os, sys, copy
HERE = os.path.dirname(os.path.abspath(__file__)); sys.path.insert(0, HERE)
import cases_prose as CP, cases_struct as CS, cases_tools as CT
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
CAPS = os.path.join(HERE, "..", "captures")
GREEN = {"KNOWN", "SUPPORTED", "proceed", "none", "converged"}

def capture(name):
    with open(os.path.join(CAPS, name + ".txt"), encoding="utf-8") as f: return f.read().rstrip("\n")

def mk(name, why, claim, evs, expect):
    evidence = []
    for t, c, pol, rel in evs:
        if isinstance(c, tuple): c = capture(c[1])
        evidence.append({"type": t, "content": c, "polarity": pol, "reliability": rel})
    return {"name": name, "why": why, "calls": [{"tool": "ackrite", "arguments": {"sessionId": "m-" + name, "claim": claim, "evidence": evidence}, "expect": expect}]}

def green(exp):
    vals = []
    for k in ("status", "recommendation", "primaryIssue"):
        if k in exp: vals.append(exp[k])
    for k in ("statusIn", "recommendationIn", "primaryIssueIn"):
        if k in exp: vals.extend(exp[k])
    return bool(vals) and all(v in GREEN for v in vals)

FILES = {
 "prose-en-negating.json": [mk(*c) for c in CP.NEG],
 "prose-en-affirming.json": [mk(*c) for c in CP.AFF],
 "prose-es.json": [mk(*c) for c in CP.ES],
 "prose-zh.json": [mk(*c) for c in CP.ZH],
 "structured-runners.json": [mk(*c) for c in CS.RUN],
 "structured-infra.json": [mk(*c) for c in CS.INFRA],
 "structured-http-ci.json": [mk(*c) for c in CS.HTTPCI],
 "tools.json": [{"name": n, "why": w, "calls": calls} for n, w, calls in CT.TOOLS],
}
DROP = set(os.environ.get("M_DROP", "").split(",")) - {""}
names, sids = set(), set()
tot = dict(cases=0, calls=0, green=0, non=0)
for fn, cases in FILES.items():
    cases = [c for c in cases if c["name"] not in DROP]
    tools = {}; g = n = calls = 0
    for c in cases:
        case_sids = set()
        assert c["name"] not in names, c["name"]; names.add(c["name"])
        for cl in c["calls"]:
            calls += 1; tools[cl["tool"]] = tools.get(cl["tool"], 0) + 1
            sid = cl["arguments"].get("sessionId")
            if cl["tool"] == "discovery_check": assert sid is None
            else:
                assert sid, c["name"]
                if sid not in case_sids: assert sid not in sids, sid
                case_sids.add(sid)
            if green(cl["expect"]): g += 1
            else: n += 1
        sids.update({cl["arguments"].get("sessionId") for cl in c["calls"] if cl["arguments"].get("sessionId")} )
    for d, sel in (("claims-M", cases), ("claims-M-a", cases[0::2]), ("claims-M-b", cases[1::2])):
        p = os.path.join(ROOT, d, fn)
        with open(p, "w", encoding="utf-8") as f: json.dump(sel, f, ensure_ascii=False, indent=1); f.write("\n")
        json.load(open(p, encoding="utf-8"))
    print(f"{fn}: cases={len(cases)} calls={calls} green={g} non-green={n} tools={tools}")
    tot["cases"] += len(cases); tot["calls"] += calls; tot["green"] += g; tot["non"] += n
print(f"TOTAL: cases={tot['cases']} calls={tot['calls']} green={tot['green']} non-green={tot['non']} ({100*tot['green']/tot['calls']:.0f}% green)")
