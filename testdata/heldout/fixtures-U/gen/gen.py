#!/usr/bin/env python3
"""Build /work/heldout/claims-U{,-a,-b} from gen/specs/*.py, inlining @@cap:FILE captures, validating per SPEC §3/§5/§7."""
import json, os, re, sys, glob
HERE = os.path.dirname(os.path.abspath(__file__))
FIX = os.path.dirname(HERE)
ROOT = os.path.dirname(FIX)
CAPS = os.path.join(FIX, "captures")
TYPES = {"code", "log", "http_request", "http_response", "test_result", "documentation",
         "observed_behavior", "user_fact", "inference", "other"}
POL = {"supports", "contradicts", "neutral"}
TOOLS = {"ackrite", "verify", "audit", "prove_it", "reality_check", "discovery_check"}
STATUSES = {"KNOWN", "SUPPORTED", "PLAUSIBLE", "UNVERIFIED", "CONTRADICTED"}
VERDICTS = {"converged", "stale", "incomplete", "unverifiable"}
RECS = {"proceed", "narrow-first", "verify-first"}
CATS = {"data-loss", "security", "rewrite", "scope", "api-contract", "error-handling", "tests", "evidence"}
KINDS = {"repeated-strategy", "contradicted-premise", "untested-success", "premature-rewrite", "unsupported-certainty", "none"}
READINGS = {"affirms", "persists", "unaffirmed", "fail", "no-run", "pass"}
SCOPES = {"api", "auth", "database", "performance", "concurrency", "dependency", "configuration", "build",
          "testing", "security", "network", "filesystem", "ui", "data", "general"}
SID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
GREEN = {"KNOWN", "SUPPORTED", "converged"}

def ev(type, content, pol=None, rel=None, source=None, reconciles=None):
    d = {"type": type, "content": content}
    if pol is not None: d["polarity"] = pol
    if rel is not None: d["reliability"] = rel
    if source is not None: d["source"] = source
    if reconciles is not None: d["reconciles"] = reconciles
    return d

def call(tool, args, expect): return {"tool": tool, "arguments": args, "expect": expect}
def ack(sid, claim, evidence, expect, **kw):
    a = {"sessionId": sid, "claim": claim, "evidence": evidence}; a.update(kw); return call("ackrite", a, expect)
def st(s): return {"status": s}
def sin(*s): return {"statusIn": list(s)}
def case(name, why, *calls): return {"name": name, "why": why, "calls": list(calls)}
def one(name, why, sid, claim, evidence, expect, **kw): return case(name, why, ack(sid, claim, evidence, expect, **kw))

def inline(o):
    if isinstance(o, str):
        def rep(m):
            p = os.path.join(CAPS, m.group(1))
            with open(p, encoding="utf-8") as f: return f.read().rstrip("\n")
        return re.sub(r"@@cap:([A-Za-z0-9._-]+)", rep, o)
    if isinstance(o, list): return [inline(x) for x in o]
    if isinstance(o, dict): return {k: inline(v) for k, v in o.items()}
    return o

errs = []
def err(c, m): errs.append(f"{c}: {m}")

def check_ev(cn, evs):
    if not isinstance(evs, list) or len(evs) > 64: err(cn, "evidence must be list ≤64")
    for e in evs:
        if set(e) - {"type", "content", "polarity", "reliability", "source", "reconciles"}: err(cn, f"bad ev keys {set(e)}")
        if e.get("type", "other") not in TYPES: err(cn, f"type {e.get('type')}")
        if not (1 <= len(e.get("content", "")) <= 20000): err(cn, "content length")
        if e.get("polarity", "neutral") not in POL: err(cn, "polarity")
        r = e.get("reliability", 0.7)
        if not (isinstance(r, (int, float)) and 0 <= r <= 1): err(cn, "reliability")
        if len(e.get("source", "")) > 200: err(cn, "source length")

def validate(cases, names, sids):
    for c in cases:
        cn = c["name"]
        if not re.match(r"^[a-z0-9]+(-[a-z0-9]+)*$", cn): err(cn, "name not kebab")
        if cn in names: err(cn, "dup name")
        names.add(cn)
        if not c.get("why"): err(cn, "no why")
        case_sids = set()
        for k in c["calls"]:
            t, a, x = k["tool"], k["arguments"], k["expect"]
            if t not in TOOLS: err(cn, f"tool {t}")
            if t == "discovery_check":
                if "sessionId" in a: err(cn, "sessionId on discovery_check")
            else:
                s = a.get("sessionId")
                if not s or not SID.match(s): err(cn, f"bad sessionId {s}")
                if s in sids and s not in case_sids: err(cn, f"sessionId reused across cases {s}")
                sids.add(s); case_sids.add(s)
                check_ev(cn, a.get("evidence", []))
                if len(a.get("context", "")) > 16000: err(cn, "context")
            if t in ("ackrite", "verify", "prove_it"):
                if not (1 <= len(a.get("claim", "")) <= 4000): err(cn, "claim length")
            if t == "audit":
                if not (1 <= len(a.get("proposal", "")) <= 8000): err(cn, "proposal")
                if len(a.get("proposedChanges", [])) > 128: err(cn, "changes")
            if t == "reality_check":
                at = a.get("attempts", [])
                if len(at) > 64 or any(len(z.get("approach", "")) > 2000 or len(z.get("outcome", "")) > 2000 for z in at): err(cn, "attempts")
            if t == "prove_it" and "scope" in a and a["scope"] not in SCOPES: err(cn, "scope")
            allowed = {"status", "statusIn", "recommendation", "recommendationIn", "mustFlag", "mustNotFlag", "primaryIssue", "primaryIssueIn", "readings"}
            if set(x) - allowed or not x: err(cn, f"expect keys {set(x)}")
            vals = STATUSES if t != "discovery_check" else VERDICTS
            if "status" in x and x["status"] not in vals: err(cn, f"status {x['status']}")
            if "statusIn" in x:
                if any(v not in vals for v in x["statusIn"]): err(cn, "statusIn vals")
                g = {v in GREEN for v in x["statusIn"]}
                if len(g) > 1 and "SPEC silent" not in c["why"]: err(cn, "green+non-green statusIn without 'SPEC silent' in why")
            if ("status" in x or "statusIn" in x) and t not in ("ackrite", "verify", "discovery_check"): err(cn, "status on wrong tool")
            for key in ("recommendation",):
                if key in x and x[key] not in RECS: err(cn, "rec")
            if "recommendationIn" in x and any(v not in RECS for v in x["recommendationIn"]): err(cn, "recIn")
            if ("recommendation" in x or "recommendationIn" in x or "mustFlag" in x or "mustNotFlag" in x) and t != "audit": err(cn, "audit keys on non-audit")
            for key in ("mustFlag", "mustNotFlag"):
                if any(v not in CATS for v in x.get(key, [])): err(cn, key)
            if "primaryIssue" in x and (t != "reality_check" or x["primaryIssue"] not in KINDS): err(cn, "primaryIssue")
            if "primaryIssueIn" in x and any(v not in KINDS for v in x["primaryIssueIn"]): err(cn, "primaryIssueIn")
            for r in x.get("readings", []):
                if r.get("reading") not in READINGS or not (0 <= r.get("index", -1) < len(a.get("evidence", []))): err(cn, f"reading {r}")

def main():
    ns_base = {k: v for k, v in globals().items() if k in ("ev", "call", "ack", "st", "sin", "case", "one")}
    names, sids, out = set(), set(), {}
    for p in sorted(glob.glob(os.path.join(HERE, "specs", "*.py"))):
        ns = dict(ns_base)
        exec(open(p, encoding="utf-8").read(), ns)
        fname = ns["FILE"]
        cases = inline(ns["CASES"])
        validate(cases, names, sids)
        out[fname] = cases
    if errs:
        print("\n".join(errs)); sys.exit(1)
    for suf, pick in (("", lambda i: True), ("-a", lambda i: i % 2 == 0), ("-b", lambda i: i % 2 == 1)):
        d = os.path.join(ROOT, "claims-U" + suf); os.makedirs(d, exist_ok=True)
        for fname, cases in out.items():
            with open(os.path.join(d, fname), "w", encoding="utf-8") as f:
                json.dump([c for i, c in enumerate(cases) if pick(i)], f, ensure_ascii=False, indent=1); f.write("\n")
    # counts
    print("| file | cases | calls | green | non-green | mixed/other | tools |")
    print("|---|---|---|---|---|---|---|")
    tot = [0] * 5; alltools = {}
    for fname, cases in out.items():
        calls = [k for c in cases for k in c["calls"]]
        g = n = m = 0; tools = {}
        for k in calls:
            tools[k["tool"]] = tools.get(k["tool"], 0) + 1
            x = k["expect"]
            vs = [x["status"]] if "status" in x else x.get("statusIn") or ([x["recommendation"]] if "recommendation" in x else x.get("recommendationIn")) or ([x["primaryIssue"]] if "primaryIssue" in x else x.get("primaryIssueIn")) or []
            gs = {v in GREEN or v in ("proceed", "none") for v in vs}
            if gs == {True}: g += 1
            elif gs == {False}: n += 1
            else: m += 1  # mixed, or no status-like key (readings/mustNotFlag only)
        for t, v in tools.items(): alltools[t] = alltools.get(t, 0) + v
        row = [len(cases), len(calls), g, n, m]
        tot = [a + b for a, b in zip(tot, row)]
        print(f"| {fname} | " + " | ".join(map(str, row)) + " | " + ", ".join(f"{t} {v}" for t, v in sorted(tools.items())) + " |")
    print("| **total** | " + " | ".join(map(str, tot)) + " | " + ", ".join(f"{t} {v}" for t, v in sorted(alltools.items())) + " |")

if __name__ == "__main__":
    main()
