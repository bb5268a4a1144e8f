#!/usr/bin/env python3
"""Builds corpus W: inlines @@cap:FILE references, validates against SPEC §3/§5/§7, writes
claims-W/ (all), claims-W-a/ (even indexes per file), claims-W-b/ (odd)."""
import importlib.util, json, os, re, sys, glob

HERE = os.path.dirname(os.path.abspath(__file__))
FIX = os.path.dirname(HERE)
ROOT = os.path.dirname(FIX)
CAPS = os.path.join(FIX, "captures")
TYPES = {"code", "log", "http_request", "http_response", "test_result", "documentation",
         "observed_behavior", "user_fact", "inference", "other"}
POLS = {"supports", "contradicts", "neutral"}
STATUSES = {"UNVERIFIED", "PLAUSIBLE", "SUPPORTED", "KNOWN", "CONTRADICTED"}
VERDICTS = {"converged", "stale", "incomplete", "unverifiable"}
GREEN = {"KNOWN", "SUPPORTED", "converged"}
RECS = {"proceed", "narrow-first", "verify-first"}
CATS = {"data-loss", "security", "rewrite", "scope", "api-contract", "error-handling", "tests", "evidence"}
KINDS = {"repeated-strategy", "contradicted-premise", "untested-success", "premature-rewrite",
         "unsupported-certainty", "none"}
READINGS = {"affirms", "unaffirmed", "persists", "fail", "no-run", "pass"}
TOOLS = {"ackrite", "verify", "audit", "prove_it", "reality_check", "discovery_check"}
SID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
DOMAINS = {"api", "auth", "database", "performance", "concurrency", "dependency", "configuration",
           "build", "testing", "security", "network", "filesystem", "ui", "data", "general"}
errors = []

def err(where, msg): errors.append(f"{where}: {msg}")

def inline(o):
    if isinstance(o, str):
        def rep(m):
            p = os.path.join(CAPS, m.group(1))
            if not os.path.exists(p):
                err("capture", f"missing {m.group(1)}"); return m.group(0)
            return open(p, encoding="utf-8").read().rstrip("\n")
        return re.sub(r"@@cap:([A-Za-z0-9._-]+)", rep, o)
    if isinstance(o, list): return [inline(x) for x in o]
    if isinstance(o, dict): return {k: inline(v) for k, v in o.items()}
    return o

def check_evidence(w, evs, prior_refs):
    if not isinstance(evs, list) or len(evs) > 64: err(w, "evidence must be a list of ≤ 64")
    for i, e in enumerate(evs or []):
        ww = f"{w}.evidence[{i}]"
        if set(e) - {"type", "source", "content", "polarity", "reliability", "reconciles"}: err(ww, f"unknown fields {set(e)}")
        if e.get("type", "other") not in TYPES: err(ww, "bad type")
        if e.get("polarity", "neutral") not in POLS: err(ww, "bad polarity")
        r = e.get("reliability", 0.7)
        if not isinstance(r, (int, float)) or not 0 <= r <= 1: err(ww, "reliability outside [0,1]")
        c = e.get("content")
        if not isinstance(c, str) or not 1 <= len(c) <= 20000: err(ww, "content 1-20000 chars")
        if "@@cap:" in (c or ""): err(ww, "unresolved capture")
        if len(e.get("source", "")) > 200: err(ww, "source > 200")
        if "reconciles" in e and e["reconciles"] not in prior_refs: err(ww, f"reconciles unknown ref {e['reconciles']}")

def check_expect(w, tool, x):
    allowed = {"status", "statusIn", "recommendation", "recommendationIn", "mustFlag", "mustNotFlag",
               "primaryIssue", "primaryIssueIn", "readings"}
    if not x: err(w, "empty expect")
    if set(x) - allowed: err(w, f"bad expect keys {set(x) - allowed}")
    for k in ("status", "statusIn"):
        if k in x:
            vals = x[k] if k == "statusIn" else [x[k]]
            ok = VERDICTS if tool == "discovery_check" else STATUSES
            if tool not in ("ackrite", "verify", "discovery_check"): err(w, f"{k} not decidable for {tool}")
            if any(v not in ok for v in vals): err(w, f"bad {k} {vals}")
    for k in ("recommendation", "recommendationIn", "mustFlag", "mustNotFlag"):
        if k in x and tool != "audit": err(w, f"{k} only for audit")
    if "recommendation" in x and x["recommendation"] not in RECS: err(w, "bad recommendation")
    if any(v not in RECS for v in x.get("recommendationIn", [])): err(w, "bad recommendationIn")
    for k in ("mustFlag", "mustNotFlag"):
        if any(v not in CATS for v in x.get(k, [])): err(w, f"bad {k}")
    for k in ("primaryIssue", "primaryIssueIn"):
        if k in x and tool != "reality_check": err(w, f"{k} only for reality_check")
    if "primaryIssue" in x and x["primaryIssue"] not in KINDS: err(w, "bad primaryIssue")
    if any(v not in KINDS for v in x.get("primaryIssueIn", [])): err(w, "bad primaryIssueIn")
    for r in x.get("readings", []):
        if r.get("reading") not in READINGS or not isinstance(r.get("index"), int): err(w, f"bad reading {r}")

def check_call(w, c, prior_refs):
    t = c.get("tool"); a = c.get("arguments", {})
    if t not in TOOLS: err(w, f"bad tool {t}")
    if t == "discovery_check":
        if "sessionId" in a: err(w, "discovery_check takes no sessionId")
    else:
        if not SID.match(a.get("sessionId", "")): err(w, "bad sessionId")
        if len(a.get("context", "")) > 16000: err(w, "context > 16000")
        check_evidence(w, a.get("evidence", []), prior_refs)
    if t in ("ackrite", "verify", "prove_it"):
        if not 1 <= len(a.get("claim", "")) <= 4000: err(w, "claim 1-4000")
    if t == "prove_it" and "scope" in a and a["scope"] not in DOMAINS: err(w, "bad scope")
    if t == "audit":
        if not 1 <= len(a.get("proposal", "")) <= 8000: err(w, "proposal 1-8000")
        if len(a.get("proposedChanges", [])) > 128: err(w, "proposedChanges > 128")
    if t == "reality_check":
        at = a.get("attempts", [])
        if len(at) > 64 or any(len(x.get("approach", "")) > 2000 or len(x.get("outcome", "")) > 2000 for x in at): err(w, "attempts limits")
    check_expect(w, t, c.get("expect", {}))

def kind(c):
    x = c["expect"]; vals = x.get("statusIn") or ([x["status"]] if "status" in x else [])
    vals += x.get("recommendationIn") or ([x["recommendation"]] if "recommendation" in x else [])
    vals += x.get("primaryIssueIn") or ([x["primaryIssue"]] if "primaryIssue" in x else [])
    if not vals: return "other"
    g = [v in GREEN or v in ("proceed", "none") for v in vals]
    return "green" if all(g) else "non-green" if not any(g) else "mixed"

def main():
    files = {}
    for p in sorted(glob.glob(os.path.join(HERE, "specs", "*.py"))):
        if os.path.basename(p).startswith("_"): continue
        sys.path.insert(0, os.path.join(HERE, "specs"))
        spec = importlib.util.spec_from_file_location(os.path.basename(p)[:-3], p)
        m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
        files.setdefault(m.FILE, []).extend(m.CASES)
    names, sids, rows = set(), set(), []
    for f, cases in files.items():
        for cs in cases:
            n = cs.get("name", "")
            if not re.match(r"^[a-z0-9]+(-[a-z0-9]+)*$", n): err(n, "name not kebab")
            if n in names: err(n, "duplicate name")
            names.add(n)
            if not cs.get("why"): err(n, "missing why")
            case_sids = set(); refs = set()
            for ci, c in enumerate(cs["calls"]):
                c["arguments"] = inline(c["arguments"])
                s = c["arguments"].get("sessionId")
                if s:
                    if s in sids and s not in case_sids: err(n, f"sessionId {s} reused across cases")
                    case_sids.add(s)
                check_call(f"{n}#{ci}", c, refs)
                for i in range(len(c["arguments"].get("evidence", []))): refs.add(f"c{ci+1}.e{i}")
            sids |= case_sids
        calls = [c for cs in cases for c in cs["calls"]]
        k = [kind(c) for c in calls]
        tools = {}
        for c in calls: tools[c["tool"]] = tools.get(c["tool"], 0) + 1
        rows.append((f, len(cases), len(calls), k.count("green"), k.count("non-green"), k.count("mixed"), tools))
    if errors:
        print("\n".join(errors)); sys.exit(1)
    for d in ("claims-W", "claims-W-a", "claims-W-b"):
        os.makedirs(os.path.join(ROOT, d), exist_ok=True)
    for f, cases in files.items():
        for d, sub in (("claims-W", cases), ("claims-W-a", cases[0::2]), ("claims-W-b", cases[1::2])):
            with open(os.path.join(ROOT, d, f), "w", encoding="utf-8") as fh:
                json.dump(sub, fh, ensure_ascii=False, indent=1); fh.write("\n")
    print("| file | cases | calls | green | non-green | mixed | tools |\n|---|---|---|---|---|---|---|")
    tot = [0] * 5
    for r in rows:
        print(f"| {r[0]} | {r[1]} | {r[2]} | {r[3]} | {r[4]} | {r[5]} | " + ", ".join(f"{k} {v}" for k, v in sorted(r[6].items())) + " |")
        for i in range(5): tot[i] += r[i + 1]
    print(f"| **total** | {tot[0]} | {tot[1]} | {tot[2]} | {tot[3]} | {tot[4]} | |")

if __name__ == "__main__":
    main()
