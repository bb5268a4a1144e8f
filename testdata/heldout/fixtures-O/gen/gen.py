#!/usr/bin/env python3
"""Case specs -> /work/heldout/claims-O{,-a,-b}/*.json. Inlines captures, validates, prints counts."""
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import cases_prose, cases_structured, cases_tools

ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
CAPS = os.path.join(HERE, "..", "captures")
OUT = {k: os.path.join(ROOT, d) for k, d in (("all", "claims-O"), ("a", "claims-O-a"), ("b", "claims-O-b"))}
TYPES = {"code", "log", "http_request", "http_response", "test_result", "documentation",
         "observed_behavior", "user_fact", "inference", "other"}
POL = {"supports", "contradicts", "neutral"}
TOOLS = {"ackrite", "verify", "audit", "prove_it", "reality_check", "discovery_check"}
STATUSES = {"KNOWN", "SUPPORTED", "PLAUSIBLE", "UNVERIFIED", "CONTRADICTED"}
VERDICTS = {"converged", "stale", "incomplete", "unverifiable"}
READINGS = {"affirms", "persists", "unaffirmed", "fail", "no-run", "pass"}
RECS = {"proceed", "narrow-first", "verify-first"}
KINDS = {"repeated-strategy", "contradicted-premise", "untested-success", "premature-rewrite", "unsupported-certainty", "none"}
CATS = {"data-loss", "security", "rewrite", "scope", "api-contract", "error-handling", "tests", "evidence"}
SID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
NAME = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
CAPRE = re.compile(r"\{\{cap:([a-z0-9-]+)\}\}")
errors = []

def inline(s):
    def rep(m):
        f = os.path.join(CAPS, m.group(1) + ".txt")
        if not os.path.exists(f):
            errors.append("missing capture " + m.group(1)); return m.group(0)
        return open(f, encoding="utf-8").read().rstrip("\n")
    return CAPRE.sub(rep, s)

def walk(x):
    if isinstance(x, str): return inline(x)
    if isinstance(x, list): return [walk(v) for v in x]
    if isinstance(x, dict): return {k: walk(v) for k, v in x.items()}
    return x

def check_ev(where, ev):
    if len(ev) > 64: errors.append(f"{where}: >64 evidence items")
    for i, e in enumerate(ev):
        w = f"{where}.evidence[{i}]"
        if e.get("type", "other") not in TYPES: errors.append(f"{w}: bad type {e.get('type')}")
        if "polarity" in e and e["polarity"] not in POL: errors.append(f"{w}: bad polarity")
        r = e.get("reliability", 0.7)
        if not (0 <= r <= 1): errors.append(f"{w}: reliability out of range")
        c = e.get("content", "")
        if not (1 <= len(c) <= 20000): errors.append(f"{w}: content length {len(c)}")
        if len(e.get("source", "")) > 200: errors.append(f"{w}: source > 200")

def check(case, names, sids):
    n = case["name"]
    if not NAME.match(n): errors.append(f"bad name {n}")
    if n in names: errors.append(f"duplicate name {n}")
    names.add(n)
    if not case.get("why"): errors.append(f"{n}: no why")
    case_sids = set()
    for j, c in enumerate(case["calls"]):
        w = f"{n}.calls[{j}]"; a = c["arguments"]; t = c["tool"]; ex = c["expect"]
        if t not in TOOLS: errors.append(f"{w}: bad tool")
        if t == "discovery_check":
            if "sessionId" in a: errors.append(f"{w}: sessionId on discovery_check")
            if ex.get("status") not in VERDICTS: errors.append(f"{w}: bad verdict")
            continue
        sid = a.get("sessionId")
        if not sid or not SID.match(sid): errors.append(f"{w}: bad sessionId {sid}")
        case_sids.add(sid)
        if len(a.get("context", "")) > 16000: errors.append(f"{w}: context too long")
        if "claim" in a and not (1 <= len(a["claim"]) <= 4000): errors.append(f"{w}: claim length")
        if t == "audit" and not (1 <= len(a.get("proposal", "")) <= 8000): errors.append(f"{w}: proposal length")
        if len(a.get("proposedChanges", [])) > 128: errors.append(f"{w}: >128 changes")
        at = a.get("attempts", [])
        if len(at) > 64 or any(len(x.get("approach", "")) > 2000 or len(x.get("outcome", "")) > 2000 for x in at):
            errors.append(f"{w}: attempts limits")
        check_ev(w, a.get("evidence", []))
        for s in [ex.get("status")] + ex.get("statusIn", []):
            if s is not None and s not in STATUSES: errors.append(f"{w}: bad status {s}")
        for r in ex.get("readings", []):
            if r["reading"] not in READINGS: errors.append(f"{w}: bad reading")
            if r["index"] >= len(a.get("evidence", [])): errors.append(f"{w}: reading index out of range")
        for r in [ex.get("recommendation")] + ex.get("recommendationIn", []):
            if r is not None and r not in RECS: errors.append(f"{w}: bad recommendation")
        for k in [ex.get("primaryIssue")] + ex.get("primaryIssueIn", []):
            if k is not None and k not in KINDS: errors.append(f"{w}: bad kind")
        for k in ex.get("mustFlag", []):
            if k not in CATS: errors.append(f"{w}: bad category {k}")
        if not ex: errors.append(f"{w}: empty expect")
    for s in case_sids:
        if s in sids: errors.append(f"{n}: sessionId {s} reused by another case")
    sids.update(case_sids)

def green(c):
    ex = c["expect"]
    if "status" in ex:
        return ex["status"] in ("KNOWN", "SUPPORTED", "converged")
    if "statusIn" in ex:
        g = [s in ("KNOWN", "SUPPORTED") for s in ex["statusIn"]]
        return True if all(g) else (False if not any(g) else None)
    if "recommendation" in ex: return ex["recommendation"] == "proceed"
    if "primaryIssue" in ex: return ex["primaryIssue"] == "none"
    if "readings" in ex: return all(r["reading"] == "affirms" for r in ex["readings"])
    return None

def main():
    files = {}
    for mod in (cases_prose, cases_structured, cases_tools):
        files.update(mod.FILES)
    names, sids = set(), set()
    for d in OUT.values():
        os.makedirs(d, exist_ok=True)
        for f in os.listdir(d):
            if f.endswith(".json"): os.remove(os.path.join(d, f))
    rows = []
    for fname, cases in files.items():
        out = []
        for case in cases:
            case = walk(json.loads(json.dumps(case)))
            for c in case["calls"]:
                if c["tool"] != "discovery_check":
                    c["arguments"] = {"sessionId": "o-" + case["name"], **c["arguments"]}
            check(case, names, sids)
            out.append(case)
        for key, sel in (("all", out), ("a", out[0::2]), ("b", out[1::2])):
            with open(os.path.join(OUT[key], fname), "w", encoding="utf-8") as fh:
                json.dump(sel, fh, ensure_ascii=False, indent=1); fh.write("\n")
        calls = [c for cs in out for c in cs["calls"]]
        g = [green(c) for c in calls]
        tools = sorted({c["tool"] for c in calls})
        rows.append((fname, len(out), len(calls), g.count(True), g.count(False), g.count(None), ",".join(tools)))
    if errors:
        print("\n".join("ERROR: " + e for e in errors)); sys.exit(1)
    print(f"{'file':32} {'cases':>5} {'calls':>5} {'green':>5} {'non-green':>9} {'either':>6}  tools")
    tot = [0] * 5
    for r in rows:
        print(f"{r[0]:32} {r[1]:5} {r[2]:5} {r[3]:5} {r[4]:9} {r[5]:6}  {r[6]}")
        tot = [a + b for a, b in zip(tot, r[1:6])]
    print(f"{'TOTAL':32} {tot[0]:5} {tot[1]:5} {tot[2]:5} {tot[3]:9} {tot[4]:6}")

if __name__ == "__main__":
    main()
