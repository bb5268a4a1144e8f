#!/usr/bin/env python3
"""Builds /work/heldout/claims-T{,-a,-b}/ from gen/specs/*.py, inlining captures
(@@cap:FILE) and validating every case against SPEC §3, §5, §7, §9."""
import json, os, re, runpy, sys
from collections import OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
FIX = os.path.dirname(HERE)
HELD = os.path.dirname(FIX)
CAPS = os.path.join(FIX, "captures")
OUT = {"": os.path.join(HELD, "claims-T"), "a": os.path.join(HELD, "claims-T-a"), "b": os.path.join(HELD, "claims-T-b")}

TYPES = {"code", "log", "http_request", "http_response", "test_result", "documentation",
         "observed_behavior", "user_fact", "inference", "other"}
POL = {"supports", "contradicts", "neutral"}
STATUS = {"KNOWN", "SUPPORTED", "PLAUSIBLE", "UNVERIFIED", "CONTRADICTED"}
VERDICT = {"converged", "stale", "incomplete", "unverifiable"}
RECS = {"proceed", "narrow-first", "verify-first"}
CATS = {"data-loss", "security", "rewrite", "scope", "api-contract", "error-handling", "tests", "evidence"}
KINDS = {"repeated-strategy", "contradicted-premise", "untested-success", "premature-rewrite",
         "unsupported-certainty", "none"}
READINGS = {"affirms", "persists", "unaffirmed", "fail", "no-run", "pass"}
DOMAINS = {"api", "auth", "database", "performance", "concurrency", "dependency", "configuration", "build",
           "testing", "security", "network", "filesystem", "ui", "data", "general"}
GREEN = {"KNOWN", "SUPPORTED", "converged", "proceed", "none"}
SID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
NAME = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
REF = re.compile(r"^c[1-9][0-9]*\.e[0-9]+$")

COMMON = {"sessionId", "context", "evidence"}
ARGS = {
    "ackrite": COMMON | {"claim"},
    "verify": COMMON | {"claim", "expectedBehavior", "observedBehavior"},
    "audit": COMMON | {"proposal", "reportedProblem", "proposedChanges", "testPlan"},
    "prove_it": COMMON | {"claim", "scope", "expectedBehavior", "observedBehavior"},
    "reality_check": COMMON | {"reasoning", "attempts"},
    "discovery_check": {"protocolVersion", "listChanged", "notificationAt", "discoveryStartedAt",
                        "discoveryCompletedAt", "pages", "discoveredTools", "discoveredDigest",
                        "clientTools", "clientDigest", "refreshPolicy", "ttlMs", "observedAt"},
}
REQUIRED = {"ackrite": {"claim"}, "verify": {"claim"}, "audit": {"proposal"}, "prove_it": {"claim"}}
EXPECT = {
    "ackrite": {"status", "statusIn", "readings"},
    "verify": {"status", "statusIn", "readings"},
    "audit": {"recommendation", "recommendationIn", "mustFlag", "mustNotFlag"},
    "prove_it": {"readings"},
    "reality_check": {"primaryIssue", "primaryIssueIn"},
    "discovery_check": {"status", "statusIn"},
}

errors = []
def err(where, msg):
    errors.append(f"{where}: {msg}")

def inline(v):
    if isinstance(v, str):
        def rep(m):
            p = os.path.join(CAPS, m.group(1))
            if not os.path.exists(p):
                err("capture", f"missing capture {m.group(1)} (run capture.sh)")
                return ""
            with open(p, encoding="utf-8") as f:
                return f.read().rstrip("\n")
        return re.sub(r"@@cap:([A-Za-z0-9._-]+)", rep, v)
    if isinstance(v, list):
        return [inline(x) for x in v]
    if isinstance(v, dict):
        return OrderedDict((k, inline(x)) for k, x in v.items())
    return v

def check_evidence(where, evs):
    if not isinstance(evs, list):
        return err(where, "evidence must be a list")
    if len(evs) > 64:
        err(where, "more than 64 evidence items")
    for i, e in enumerate(evs):
        w = f"{where}.evidence[{i}]"
        extra = set(e) - {"type", "source", "content", "polarity", "reliability", "reconciles"}
        if extra: err(w, f"unknown fields {extra}")
        c = e.get("content")
        if not isinstance(c, str) or not (1 <= len(c) <= 20000): err(w, "content must be 1..20000 chars")
        if "type" in e and e["type"] not in TYPES: err(w, f"bad type {e['type']}")
        if "polarity" in e and e["polarity"] not in POL: err(w, f"bad polarity {e['polarity']}")
        r = e.get("reliability", 0.7)
        if not isinstance(r, (int, float)) or not (0 <= r <= 1): err(w, "reliability outside [0,1]")
        if "source" in e and len(e["source"]) > 200: err(w, "source > 200 chars")
        if "reconciles" in e and not REF.match(e["reconciles"]): err(w, "bad reconciles ref")

def color(expect):
    vals = []
    for k in ("status", "recommendation", "primaryIssue"):
        if k in expect: vals.append(expect[k])
    for k in ("statusIn", "recommendationIn", "primaryIssueIn"):
        if k in expect: vals.extend(expect[k])
    if not vals: return "other"
    g = [v in GREEN for v in vals]
    return "green" if all(g) else "non-green" if not any(g) else "mixed"

def check_call(where, call, sids_in_case):
    tool = call.get("tool")
    if tool not in ARGS: return err(where, f"unknown tool {tool}")
    a = call.get("arguments", {})
    extra = set(a) - ARGS[tool]
    if extra: err(where, f"unknown argument fields {extra}")
    for r in REQUIRED.get(tool, ()):
        if r not in a: err(where, f"missing {r}")
    if tool == "discovery_check":
        if "sessionId" in a: err(where, "discovery_check takes no sessionId")
        if "pages" in a:
            for p in a["pages"]:
                if set(p) - {"cursor", "nextCursor", "toolCount"}: err(where, "bad page fields")
    else:
        s = a.get("sessionId")
        if not s or not SID.match(s): err(where, f"bad sessionId {s!r}")
        sids_in_case.add(s)
        if "evidence" in a: check_evidence(where, a["evidence"])
    for k, lim in (("claim", 4000), ("context", 16000), ("proposal", 8000), ("reasoning", 16000),
                   ("expectedBehavior", 4000), ("observedBehavior", 4000), ("reportedProblem", 8000), ("testPlan", 8000)):
        if k in a and (not isinstance(a[k], str) or not (1 <= len(a[k]) <= lim)): err(where, f"{k} length")
    if "claim" in a and len(a["claim"]) < 1: err(where, "empty claim")
    if "scope" in a and a["scope"] not in DOMAINS: err(where, "bad scope")
    if "proposedChanges" in a:
        if len(a["proposedChanges"]) > 128: err(where, "proposedChanges > 128")
        for pc in a["proposedChanges"]:
            if set(pc) - {"path", "description"}: err(where, "bad proposedChange")
    if "attempts" in a:
        if len(a["attempts"]) > 64: err(where, "attempts > 64")
        for at in a["attempts"]:
            if set(at) - {"approach", "outcome", "succeeded"}: err(where, "bad attempt fields")
            for k in ("approach", "outcome"):
                if k in at and len(at[k]) > 2000: err(where, "attempt field > 2000")
    ex = call.get("expect", {})
    if not ex: err(where, "no expectation")
    bad = set(ex) - EXPECT[tool]
    if bad: err(where, f"expect keys {bad} not allowed for {tool}")
    sv = VERDICT if tool == "discovery_check" else STATUS
    if "status" in ex and ex["status"] not in sv: err(where, f"bad status {ex['status']}")
    if "statusIn" in ex and (not ex["statusIn"] or set(ex["statusIn"]) - sv): err(where, "bad statusIn")
    if "recommendation" in ex and ex["recommendation"] not in RECS: err(where, "bad recommendation")
    if "recommendationIn" in ex and set(ex["recommendationIn"]) - RECS: err(where, "bad recommendationIn")
    for k in ("mustFlag", "mustNotFlag"):
        if k in ex and set(ex[k]) - CATS: err(where, f"bad {k}")
    if "primaryIssue" in ex and ex["primaryIssue"] not in KINDS: err(where, "bad primaryIssue")
    if "primaryIssueIn" in ex and set(ex["primaryIssueIn"]) - KINDS: err(where, "bad primaryIssueIn")
    if "readings" in ex:
        n = len(a.get("evidence", []))
        for r in ex["readings"]:
            if r.get("reading") not in READINGS or not (0 <= r.get("index", -1) < n):
                err(where, f"bad readings entry {r}")
    c = color(ex)
    if c == "mixed": err(where, "mixed green/non-green expectation (justify or fix)") if not call.get("_mixed_ok") else None
    return tool, c

def main():
    specs = sorted(f for f in os.listdir(os.path.join(HERE, "specs")) if f.endswith(".py") and not f.startswith("_"))
    names, sids = set(), set()
    table = []
    outputs = {}
    for sp in specs:
        mod = runpy.run_path(os.path.join(HERE, "specs", sp))
        fname, cases = mod["FILE"], mod["CASES"]
        cases = inline(cases)
        stats = {"cases": len(cases), "calls": 0, "green": 0, "non-green": 0, "mixed": 0, "other": 0, "tools": {}}
        for ci, case in enumerate(cases):
            n = case.get("name", "")
            w = f"{fname}[{ci}] {n}"
            if not NAME.match(n): err(w, "name not kebab-case")
            if n in names: err(w, "duplicate name")
            names.add(n)
            if not case.get("why"): err(w, "missing why")
            case_sids = set()
            for k, call in enumerate(case.get("calls", [])):
                r = check_call(f"{w}.calls[{k}]", call, case_sids)
                if r:
                    tool, c = r
                    stats["calls"] += 1; stats[c] += 1
                    stats["tools"][tool] = stats["tools"].get(tool, 0) + 1
                call.pop("_mixed_ok", None)
            if len(case_sids) > 1: err(w, "calls in one case must share one sessionId")
            for s in case_sids:
                if s in sids: err(w, f"sessionId {s} reused across cases")
                sids.add(s)
        outputs[fname] = cases
        table.append((fname, stats))
    if errors:
        print("\n".join(errors)); sys.exit(1)
    for d in OUT.values(): os.makedirs(d, exist_ok=True)
    for fname, cases in outputs.items():
        for key, sel in (("", cases), ("a", cases[0::2]), ("b", cases[1::2])):
            with open(os.path.join(OUT[key], fname), "w", encoding="utf-8") as f:
                json.dump(sel, f, ensure_ascii=False, indent=1); f.write("\n")
    tot = {"cases": 0, "calls": 0, "green": 0, "non-green": 0, "mixed": 0, "other": 0}
    print("| file | cases | calls | green | non-green | mixed | other (flags/readings only) | tools |")
    print("|---|---|---|---|---|---|---|---|")
    for fname, s in table:
        print(f"| {fname} | {s['cases']} | {s['calls']} | {s['green']} | {s['non-green']} | {s['mixed']} | {s['other']} | "
              + ", ".join(f"{k} {v}" for k, v in sorted(s['tools'].items())) + " |")
        for k in tot: tot[k] += s[k]
    print(f"| **total** | {tot['cases']} | {tot['calls']} | {tot['green']} | {tot['non-green']} | {tot['mixed']} | {tot['other']} | |")

if __name__ == "__main__":
    main()
