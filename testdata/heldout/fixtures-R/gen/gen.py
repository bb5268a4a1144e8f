#!/usr/bin/env python3
"""Builds corpus R: reads gen/specs/*.py, inlines captures (@@cap:FILE), validates against
SPEC §3/§5/§7/§9 limits, and writes claims-R/, claims-R-a/ (even indexes) and claims-R-b/ (odd)."""
import json, os, re, sys, glob

HERE = os.path.dirname(os.path.abspath(__file__))
FIX = os.path.dirname(HERE)
HELD = os.path.dirname(FIX)
CAPS = os.path.join(FIX, "captures")
OUT = {"all": os.path.join(HELD, "claims-R"), "a": os.path.join(HELD, "claims-R-a"), "b": os.path.join(HELD, "claims-R-b")}

TYPES = {"code", "log", "http_request", "http_response", "test_result", "documentation",
         "observed_behavior", "user_fact", "inference", "other"}
POLS = {"supports", "contradicts", "neutral"}
STATUSES = {"KNOWN", "SUPPORTED", "PLAUSIBLE", "UNVERIFIED", "CONTRADICTED"}
GREEN = {"KNOWN", "SUPPORTED", "converged"}
VERDICTS = {"converged", "stale", "incomplete", "unverifiable"}
RECS = {"proceed", "narrow-first", "verify-first"}
CATS = {"data-loss", "security", "rewrite", "scope", "api-contract", "error-handling", "tests", "evidence"}
KINDS = {"repeated-strategy", "contradicted-premise", "untested-success", "premature-rewrite",
         "unsupported-certainty", "none"}
READINGS = {"affirms", "persists", "unaffirmed", "fail", "no-run", "pass"}
SID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
NAME = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
REF = re.compile(r"^c[0-9]+\.e[0-9]+$")

ARGS = {
    "ackrite": {"sessionId", "context", "claim", "evidence"},
    "verify": {"sessionId", "context", "claim", "evidence", "expectedBehavior", "observedBehavior"},
    "audit": {"sessionId", "context", "proposal", "reportedProblem", "proposedChanges", "testPlan", "evidence"},
    "prove_it": {"sessionId", "context", "claim", "scope", "evidence", "expectedBehavior", "observedBehavior"},
    "reality_check": {"sessionId", "context", "reasoning", "attempts", "evidence"},
    "discovery_check": {"protocolVersion", "listChanged", "notificationAt", "discoveryStartedAt",
                        "discoveryCompletedAt", "pages", "discoveredTools", "discoveredDigest",
                        "clientTools", "clientDigest", "refreshPolicy", "ttlMs", "observedAt"},
}
EXPECT = {
    "ackrite": {"status", "statusIn", "readings"},
    "verify": {"status", "statusIn", "readings"},
    "audit": {"recommendation", "recommendationIn", "mustFlag", "mustNotFlag", "readings"},
    "prove_it": {"readings"},
    "reality_check": {"primaryIssue", "primaryIssueIn", "readings"},
    "discovery_check": {"status", "statusIn"},
}
DOMAINS = {"api", "auth", "database", "performance", "concurrency", "dependency", "configuration", "build",
           "testing", "security", "network", "filesystem", "ui", "data", "general"}

errors = []


def err(case, msg):
    errors.append(f"{case}: {msg}")


_capcache = {}


def capture(fname):
    if fname not in _capcache:
        p = os.path.join(CAPS, fname)
        if not os.path.exists(p):
            raise SystemExit(f"missing capture {fname} (run capture.sh)")
        with open(p, encoding="utf-8") as f:
            _capcache[fname] = f.read().rstrip("\n")
    return _capcache[fname]


def inline(obj):
    if isinstance(obj, str):
        return re.sub(r"@@cap:([A-Za-z0-9._-]+)", lambda m: capture(m.group(1)), obj)
    if isinstance(obj, list):
        return [inline(x) for x in obj]
    if isinstance(obj, dict):
        return {k: inline(v) for k, v in obj.items()}
    return obj


# ---- helpers exposed to spec files ----
def E(type_, content, pol="supports", rel=None, src=None, reconciles=None):
    e = {"type": type_, "content": content}
    if pol is not None:
        e["polarity"] = pol
    if rel is not None:
        e["reliability"] = rel
    if src is not None:
        e["source"] = src
    if reconciles is not None:
        e["reconciles"] = reconciles
    return e


def call(tool, args, expect):
    return {"tool": tool, "arguments": args, "expect": expect}


def A(claim, evidence, expect, sid=None, context=None, tool="ackrite", **extra):
    args = {}
    if sid is not None:
        args["sessionId"] = sid
    args["claim"] = claim
    if context is not None:
        args["context"] = context
    args["evidence"] = evidence
    args.update(extra)
    return call(tool, args, expect)


def C(name, why, *calls):
    for c in calls:
        if c["tool"] != "discovery_check" and "sessionId" not in c["arguments"]:
            c["arguments"] = {"sessionId": "R." + name[:120], **c["arguments"]}
    return {"name": name, "why": why, "calls": list(calls)}


def st(s):
    return {"status": s} if isinstance(s, str) else {"statusIn": list(s)}


def validate_evidence(cname, evs, where):
    if not isinstance(evs, list):
        err(cname, f"{where}: evidence must be a list"); return
    if len(evs) > 64:
        err(cname, f"{where}: more than 64 evidence items")
    for i, e in enumerate(evs):
        if set(e) - {"type", "source", "content", "polarity", "reliability", "reconciles"}:
            err(cname, f"{where}.evidence[{i}] unknown keys {set(e)}")
        if e.get("type", "other") not in TYPES:
            err(cname, f"{where}.evidence[{i}] bad type {e.get('type')}")
        c = e.get("content")
        if not isinstance(c, str) or not (1 <= len(c) <= 20000):
            err(cname, f"{where}.evidence[{i}] content length")
        if e.get("polarity", "neutral") not in POLS:
            err(cname, f"{where}.evidence[{i}] bad polarity")
        r = e.get("reliability", 0.7)
        if not isinstance(r, (int, float)) or not (0 <= r <= 1):
            err(cname, f"{where}.evidence[{i}] reliability")
        if "source" in e and len(e["source"]) > 200:
            err(cname, f"{where}.evidence[{i}] source too long")
        if "reconciles" in e and not REF.match(e["reconciles"]):
            err(cname, f"{where}.evidence[{i}] bad reconciles ref")


def validate(case, names, sids):
    n = case["name"]
    if not NAME.match(n):
        err(n, "name not kebab-case")
    if n in names:
        err(n, "duplicate name")
    names.add(n)
    if not case.get("why"):
        err(n, "missing why")
    case_sids = set()
    for k, c in enumerate(case["calls"]):
        t, a, x = c["tool"], c["arguments"], c["expect"]
        w = f"calls[{k}]"
        if t not in ARGS:
            err(n, f"{w} unknown tool {t}"); continue
        if set(a) - ARGS[t]:
            err(n, f"{w} unknown argument keys {set(a) - ARGS[t]}")
        if t == "discovery_check":
            if "sessionId" in a:
                err(n, "discovery_check takes no sessionId")
        else:
            s = a.get("sessionId")
            if not s or not SID.match(s):
                err(n, f"{w} missing/bad sessionId")
            else:
                case_sids.add(s)
        if "context" in a and len(a["context"]) > 16000:
            err(n, "context too long")
        if t in ("ackrite", "verify", "prove_it"):
            if not isinstance(a.get("claim"), str) or not (1 <= len(a["claim"]) <= 4000):
                err(n, f"{w} claim length")
        if t == "prove_it" and "scope" in a and a["scope"] not in DOMAINS:
            err(n, "bad scope")
        if t == "audit":
            if not a.get("proposal") or len(a["proposal"]) > 8000:
                err(n, "proposal length")
            pcs = a.get("proposedChanges", [])
            if len(pcs) > 128 or any(set(p) - {"path", "description"} for p in pcs):
                err(n, "proposedChanges")
        if t == "reality_check":
            ats = a.get("attempts", [])
            if len(ats) > 64:
                err(n, "too many attempts")
            for at in ats:
                if set(at) - {"approach", "outcome", "succeeded"} or len(at.get("approach", "")) > 2000 \
                        or len(at.get("outcome", "")) > 2000:
                    err(n, "bad attempt")
        if "evidence" in a:
            validate_evidence(n, a["evidence"], w)
        if set(x) - EXPECT[t]:
            err(n, f"{w} expectation keys {set(x) - EXPECT[t]} not allowed for {t}")
        if not x:
            err(n, f"{w} empty expectation")
        allowed = VERDICTS if t == "discovery_check" else STATUSES
        for key in ("status",):
            if key in x and x[key] not in allowed:
                err(n, f"{w} bad status {x[key]}")
        if "statusIn" in x:
            if not x["statusIn"] or any(s not in allowed for s in x["statusIn"]):
                err(n, f"{w} bad statusIn")
            g = {s in GREEN for s in x["statusIn"]}
            if len(g) == 2 and not re.search(r"silent|unclear", case["why"], re.I):
                err(n, "mixed green/non-green statusIn needs a why naming where SPEC is silent")
            if len(x["statusIn"]) == 1:
                err(n, "statusIn with one value: use status")
        if "recommendation" in x and x["recommendation"] not in RECS:
            err(n, "bad recommendation")
        if "recommendationIn" in x and any(r not in RECS for r in x["recommendationIn"]):
            err(n, "bad recommendationIn")
        for key in ("mustFlag", "mustNotFlag"):
            if key in x and any(cg not in CATS for cg in x[key]):
                err(n, f"bad {key}")
        if "primaryIssue" in x and x["primaryIssue"] not in KINDS:
            err(n, "bad primaryIssue")
        if "primaryIssueIn" in x and any(k2 not in KINDS for k2 in x["primaryIssueIn"]):
            err(n, "bad primaryIssueIn")
        for r in x.get("readings", []):
            if r.get("reading") not in READINGS or not (0 <= r.get("index", -1) < len(a.get("evidence", []))):
                err(n, f"{w} bad readings expectation {r}")
    for s in case_sids:
        if s in sids:
            err(n, f"sessionId {s} reused across cases")
        sids.add(s)


def kind(x):
    vals = []
    for k in ("status", "recommendation", "primaryIssue"):
        if k in x:
            vals.append([x[k]])
    for k in ("statusIn", "recommendationIn", "primaryIssueIn"):
        if k in x:
            vals.append(x[k])
    if not vals:
        return "readings-only" if x.get("readings") else None
    greens = {"KNOWN", "SUPPORTED", "converged", "proceed", "none"}
    g = {v in greens for v in vals[0]}
    return "mixed" if len(g) == 2 else ("green" if True in g else "non-green")


def main():
    names, sids = set(), set()
    files = {}
    for spec in sorted(glob.glob(os.path.join(HERE, "specs", "*.py"))):
        ns = {"E": E, "A": A, "C": C, "call": call, "st": st}
        with open(spec, encoding="utf-8") as f:
            exec(compile(f.read(), spec, "exec"), ns)
        cases = [inline(c) for c in ns["CASES"]]
        files[os.path.basename(spec)[:-3] + ".json"] = cases
    for fn, cases in files.items():
        for c in cases:
            validate(c, names, sids)
    if errors:
        print("\n".join(errors)); sys.exit(1)
    for d in OUT.values():
        os.makedirs(d, exist_ok=True)
    stats = []
    for fn, cases in files.items():
        for key, sel in (("all", cases), ("a", cases[0::2]), ("b", cases[1::2])):
            with open(os.path.join(OUT[key], fn), "w", encoding="utf-8") as f:
                json.dump(sel, f, ensure_ascii=False, indent=1)
                f.write("\n")
        cnt = {"green": 0, "non-green": 0, "mixed": 0, "readings-only": 0}
        tools = {}
        ncalls = 0
        for c in cases:
            for cl in c["calls"]:
                ncalls += 1
                tools[cl["tool"]] = tools.get(cl["tool"], 0) + 1
                k = kind(cl["expect"])
                if k:
                    cnt[k] += 1
        stats.append((fn, len(cases), ncalls, cnt, tools))
    print("| file | cases | calls | green | non-green | mixed | readings-only | tools |")
    print("|---|---|---|---|---|---|---|---|")
    tc = tca = 0
    tot = {"green": 0, "non-green": 0, "mixed": 0, "readings-only": 0}
    for fn, n, nc, cnt, tools in stats:
        tc += n; tca += nc
        for k in tot:
            tot[k] += cnt[k]
        print(f"| {fn} | {n} | {nc} | {cnt['green']} | {cnt['non-green']} | {cnt['mixed']} | {cnt['readings-only']} | "
              + ", ".join(f"{t} {v}" for t, v in sorted(tools.items())) + " |")
    print(f"| **total** | {tc} | {tca} | {tot['green']} | {tot['non-green']} | {tot['mixed']} | {tot['readings-only']} | |")


if __name__ == "__main__":
    main()
