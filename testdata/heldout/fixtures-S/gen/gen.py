#!/usr/bin/env python3
"""Builds /work/heldout/claims-S{,-a,-b}/ from gen/specs/*.py, inlining captures and validating.

Each spec module defines FILE (output file name) and CASES (list of case dicts). Any string
containing @@cap:NAME has that token replaced by the text of captures/NAME (trailing newline kept off).
"""
import json
import pathlib
import re
import runpy
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent / "specs"))

HERE = pathlib.Path(__file__).resolve().parent
FIX = HERE.parent
OUT = FIX.parent
CAPS = FIX / "captures"
X = "S"

TYPES = {"code", "log", "http_request", "http_response", "test_result", "documentation",
         "observed_behavior", "user_fact", "inference", "other"}
POLS = {"supports", "contradicts", "neutral"}
STATUSES = {"KNOWN", "SUPPORTED", "PLAUSIBLE", "UNVERIFIED", "CONTRADICTED"}
VERDICTS = {"converged", "stale", "incomplete", "unverifiable"}
RECS = {"proceed", "narrow-first", "verify-first"}
CATS = {"data-loss", "security", "rewrite", "scope", "api-contract", "error-handling", "tests", "evidence"}
KINDS = {"repeated-strategy", "contradicted-premise", "untested-success", "premature-rewrite",
         "unsupported-certainty", "none"}
READINGS = {"affirms", "persists", "unaffirmed", "fail", "no-run", "pass"}
SCOPES = {"api", "auth", "database", "performance", "concurrency", "dependency", "configuration",
          "build", "testing", "security", "network", "filesystem", "ui", "data", "general"}
GREEN = {"KNOWN", "SUPPORTED", "proceed", "none", "converged"}
SID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
NAME = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
COMMON = {"sessionId", "context"}
ARGS = {
    "ackrite": COMMON | {"claim", "evidence"},
    "verify": COMMON | {"claim", "evidence", "expectedBehavior", "observedBehavior"},
    "audit": COMMON | {"proposal", "reportedProblem", "proposedChanges", "testPlan", "evidence"},
    "prove_it": COMMON | {"claim", "scope", "evidence", "expectedBehavior", "observedBehavior"},
    "reality_check": COMMON | {"reasoning", "attempts", "evidence"},
    "discovery_check": {"protocolVersion", "listChanged", "notificationAt", "discoveryStartedAt",
                        "discoveryCompletedAt", "pages", "discoveredTools", "discoveredDigest",
                        "clientTools", "clientDigest", "refreshPolicy", "ttlMs", "observedAt"},
}
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
            p = CAPS / m.group(1)
            if not p.exists():
                err("capture", f"missing {p.name}")
                return m.group(0)
            return p.read_text(encoding="utf-8").rstrip("\n")
        return re.sub(r"@@cap:([A-Za-z0-9._-]+)", rep, v)
    if isinstance(v, list):
        return [inline(x) for x in v]
    if isinstance(v, dict):
        return {k: inline(x) for k, x in v.items()}
    return v


def check_len(where, field, v, lo, hi):
    if not isinstance(v, str):
        err(where, f"{field} must be a string")
    elif not (lo <= len(v) <= hi):
        err(where, f"{field} length {len(v)} outside {lo}..{hi}")


def check_evidence(where, evs):
    if not isinstance(evs, list):
        err(where, "evidence must be a list")
        return
    if len(evs) > 64:
        err(where, "more than 64 evidence items")
    for i, e in enumerate(evs):
        w = f"{where}.evidence[{i}]"
        extra = set(e) - {"type", "source", "content", "polarity", "reliability", "reconciles"}
        if extra:
            err(w, f"unknown fields {extra}")
        if "content" not in e:
            err(w, "content missing")
        else:
            check_len(w, "content", e["content"], 1, 20000)
        if e.get("type", "other") not in TYPES:
            err(w, f"bad type {e.get('type')}")
        if e.get("polarity", "neutral") not in POLS:
            err(w, f"bad polarity {e.get('polarity')}")
        r = e.get("reliability", 0.7)
        if not isinstance(r, (int, float)) or not (0 <= r <= 1):
            err(w, f"bad reliability {r}")
        if "source" in e:
            check_len(w, "source", e["source"], 0, 200)
        if "reconciles" in e and not re.match(r"^c[1-9][0-9]*\.e[0-9]+$", e["reconciles"]):
            err(w, f"bad reconciles {e['reconciles']}")


def check_call(where, call, sids_in_case):
    tool = call.get("tool")
    if tool not in ARGS:
        err(where, f"unknown tool {tool}")
        return
    a = call.get("arguments", {})
    extra = set(a) - ARGS[tool]
    if extra:
        err(where, f"unknown arguments {extra}")
    if tool == "discovery_check":
        if "sessionId" in a:
            err(where, "discovery_check takes no sessionId")
    else:
        sid = a.get("sessionId")
        if not sid or not SID.match(sid):
            err(where, f"bad sessionId {sid}")
        else:
            sids_in_case.add(sid)
        if "context" in a:
            check_len(where, "context", a["context"], 0, 16000)
        check_evidence(where, a.get("evidence", []))
    if tool in ("ackrite", "verify", "prove_it"):
        check_len(where, "claim", a.get("claim"), 1, 4000)
    if tool == "prove_it" and "scope" in a and a["scope"] not in SCOPES:
        err(where, f"bad scope {a['scope']}")
    if tool == "audit":
        check_len(where, "proposal", a.get("proposal"), 1, 8000)
        pcs = a.get("proposedChanges", [])
        if len(pcs) > 128:
            err(where, "more than 128 proposedChanges")
        for pc in pcs:
            if set(pc) - {"path", "description"}:
                err(where, f"bad proposedChange {pc}")
    if tool == "reality_check":
        ats = a.get("attempts", [])
        if len(ats) > 64:
            err(where, "more than 64 attempts")
        for at in ats:
            if set(at) - {"approach", "outcome", "succeeded"} or "approach" not in at or "outcome" not in at:
                err(where, f"bad attempt {at}")
            for k in ("approach", "outcome"):
                if len(at.get(k, "")) > 2000:
                    err(where, f"attempt {k} over 2000 chars")
    exp = call.get("expect")
    if not exp:
        err(where, "no expect")
        return
    bad = set(exp) - EXPECT[tool]
    if bad:
        err(where, f"expect keys {bad} not allowed for {tool}")
    vals = STATUSES if tool != "discovery_check" else VERDICTS
    if "status" in exp and exp["status"] not in vals:
        err(where, f"bad status {exp['status']}")
    if "statusIn" in exp:
        if not set(exp["statusIn"]) <= vals or len(exp["statusIn"]) < 2:
            err(where, f"bad statusIn {exp['statusIn']}")
    for k, allowed in (("recommendation", RECS), ("primaryIssue", KINDS)):
        if k in exp and exp[k] not in allowed:
            err(where, f"bad {k} {exp[k]}")
        if k + "In" in exp and (not set(exp[k + "In"]) <= allowed or len(exp[k + "In"]) < 2):
            err(where, f"bad {k}In {exp[k + 'In']}")
    for k in ("mustFlag", "mustNotFlag"):
        if k in exp and not set(exp[k]) <= CATS:
            err(where, f"bad {k} {exp[k]}")
    n = len(a.get("evidence", []))
    for r in exp.get("readings", []):
        if r.get("reading") not in READINGS or not (0 <= r.get("index", -1) < n):
            err(where, f"bad reading {r}")
    return exp


def kind_of(exp):
    vs = []
    for k in ("status", "recommendation", "primaryIssue"):
        if k in exp:
            vs.append({exp[k]})
        if k + "In" in exp:
            vs.append(set(exp[k + "In"]))
    if not vs:
        return "other"
    s = set().union(*vs)
    if s <= GREEN:
        return "green"
    if not (s & GREEN):
        return "non-green"
    return "mixed"


def main():
    files = {}
    names, sid_owner = set(), {}
    for spec in sorted(p for p in (HERE / "specs").glob("*.py") if not p.name.startswith("_")):
        mod = runpy.run_path(str(spec))
        fname, cases = mod["FILE"], inline(mod["CASES"])
        files[fname] = cases
        for c in cases:
            n = c.get("name", "?")
            if not NAME.match(n):
                err(n, "name is not kebab-case")
            if n in names:
                err(n, "duplicate name")
            names.add(n)
            if not c.get("why"):
                err(n, "no why")
            if not c.get("calls"):
                err(n, "no calls")
            sids = set()
            for i, call in enumerate(c.get("calls", [])):
                exp = check_call(f"{n}.calls[{i}]", call, sids) or {}
                if kind_of(exp) == "mixed" and "silent" not in c["why"]:
                    err(n, "mixed green/non-green expectation without saying which § is silent")
            for s in sids:
                if s in sid_owner:
                    err(n, f"sessionId {s} also used by {sid_owner[s]}")
                sid_owner[s] = n
            if set(c) - {"name", "why", "calls"}:
                err(n, f"unknown case keys {set(c) - {'name', 'why', 'calls'}}")
    if errors:
        print("\n".join(errors), file=sys.stderr)
        print(f"{len(errors)} validation error(s)", file=sys.stderr)
        sys.exit(1)
    for d, pick in ((f"claims-{X}", lambda i: True), (f"claims-{X}-a", lambda i: i % 2 == 0),
                    (f"claims-{X}-b", lambda i: i % 2 == 1)):
        p = OUT / d
        p.mkdir(parents=True, exist_ok=True)
        for fname, cases in files.items():
            sel = [c for i, c in enumerate(cases) if pick(i)]
            (p / fname).write_text(json.dumps(sel, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    # counts table
    rows, tot = [], [0] * 6
    tools_all = {}
    for fname, cases in files.items():
        calls = [cl for c in cases for cl in c["calls"]]
        k = [kind_of(cl["expect"]) for cl in calls]
        tl = {}
        for cl in calls:
            tl[cl["tool"]] = tl.get(cl["tool"], 0) + 1
            tools_all[cl["tool"]] = tools_all.get(cl["tool"], 0) + 1
        r = [len(cases), len(calls), k.count("green"), k.count("non-green"), k.count("mixed"), k.count("other")]
        tot = [a + b for a, b in zip(tot, r)]
        rows.append(f"| {fname} | " + " | ".join(map(str, r)) + " | " + ", ".join(f"{t} {n}" for t, n in sorted(tl.items())) + " |")
    print("| file | cases | calls | green | non-green | mixed | readings-only | tools |")
    print("|---|---|---|---|---|---|---|---|")
    print("\n".join(rows))
    print("| **total** | " + " | ".join(map(str, tot)) + " | " + ", ".join(f"{t} {n}" for t, n in sorted(tools_all.items())) + " |")


if __name__ == "__main__":
    main()
