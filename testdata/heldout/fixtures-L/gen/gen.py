#!/usr/bin/env python3
"""Generate corpus L: claims-L/ (all), claims-L-a/ (even-indexed), claims-L-b/ (odd-indexed)."""
import json, os, re, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lib import is_green
import prose, structured, infra, tools

ROOT = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))
FILES = {
    "prose-en-negating.json": prose.neg(),
    "prose-en-affirming.json": prose.aff(),
    "prose-es.json": prose.es(),
    "prose-zh.json": prose.zh(),
    "structured-runners.json": structured.runners(),
    "structured-infra.json": infra.infra(),
    "structured-http-ci.json": infra.httpci(),
    "tools.json": tools.tools(),
}
TYPES = {"code", "log", "http_request", "http_response", "test_result", "documentation", "observed_behavior", "user_fact", "inference", "other"}
SID = re.compile(r'^[A-Za-z0-9._:-]{1,128}$')
names, sids = set(), set()
for fn, cases in FILES.items():
    for c in cases:
        assert c["name"] not in names, c["name"]; names.add(c["name"])
        csids = set()
        for call in c["calls"]:
            a = call["arguments"]
            if call["tool"] == "discovery_check":
                assert "sessionId" not in a
            else:
                sid = a["sessionId"]; assert SID.match(sid), sid
                assert sid not in sids, sid; csids.add(sid)
            for e in a.get("evidence", []):
                assert e["type"] in TYPES, e["type"]
                assert 1 <= len(e["content"]) <= 20000
            if "claim" in a:
                assert 1 <= len(a["claim"]) <= 4000
        sids |= csids

out = {d: os.path.join(ROOT, d) for d in ("claims-L", "claims-L-a", "claims-L-b")}
for d in out.values():
    os.makedirs(d, exist_ok=True)
tot = {"cases": 0, "calls": 0, "green": 0, "non": 0}
print("%-26s %5s %5s %5s %5s  tools" % ("file", "cases", "calls", "green", "non"))
for fn, cases in FILES.items():
    for d, sub in ((out["claims-L"], cases), (out["claims-L-a"], cases[0::2]), (out["claims-L-b"], cases[1::2])):
        with open(os.path.join(d, fn), "w", encoding="utf-8") as f:
            json.dump(sub, f, ensure_ascii=False, indent=1)
            f.write("\n")
        with open(os.path.join(d, fn), encoding="utf-8") as f:
            json.load(f)
    calls = sum(len(c["calls"]) for c in cases)
    green = sum(1 for c in cases if is_green(c["calls"][-1]["expect"]))
    tc = {}
    for c in cases:
        for call in c["calls"]:
            tc[call["tool"]] = tc.get(call["tool"], 0) + 1
    print("%-26s %5d %5d %5d %5d  %s" % (fn, len(cases), calls, green, len(cases) - green, json.dumps(tc, sort_keys=True)))
    tot["cases"] += len(cases); tot["calls"] += calls; tot["green"] += green; tot["non"] += len(cases) - green
print("%-26s %5d %5d %5d %5d  green share %.0f%%" % ("TOTAL", tot["cases"], tot["calls"], tot["green"], tot["non"], 100.0 * tot["green"] / tot["cases"]))
