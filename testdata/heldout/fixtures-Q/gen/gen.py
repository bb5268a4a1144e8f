#!/usr/bin/env python3
"""Case specs (gen/specs/*.py) -> /work/heldout/claims-Q{,-a,-b}/*.json.

Each spec module defines CASES: a list of dicts {name, why, calls}. Evidence content of the form
"@@cap:FILE" is replaced by captures/FILE (the real capture, first line "$ command").
Validates: unique names and sessionIds, sessionId charset (§7), evidence types (§3), no sessionId
on discovery_check, size limits (§3, §5), expectation keys; prints per-file counts.
"""
import importlib.util, json, os, re, sys, glob

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "specs"))
FIX = os.path.dirname(HERE)
CAP = os.path.join(FIX, "captures")
OUT = os.path.join(os.path.dirname(FIX), "claims-Q")
TYPES = {"code", "log", "http_request", "http_response", "test_result", "documentation",
         "observed_behavior", "user_fact", "inference", "other"}
POL = {"supports", "contradicts", "neutral"}
TOOLS = {"ackrite", "verify", "audit", "prove_it", "reality_check", "discovery_check"}
STATUSES = {"KNOWN", "SUPPORTED", "PLAUSIBLE", "UNVERIFIED", "CONTRADICTED"}
VERDICTS = {"converged", "stale", "incomplete", "unverifiable"}
READINGS = {"affirms", "persists", "unaffirmed", "fail", "no-run", "pass"}
RECS = {"proceed", "narrow-first", "verify-first"}
KINDS = {"repeated-strategy", "contradicted-premise", "untested-success", "premature-rewrite",
         "unsupported-certainty", "none"}
CATS = {"data-loss", "security", "rewrite", "scope", "api-contract", "error-handling", "tests", "evidence"}
SID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
GREEN = {"KNOWN", "SUPPORTED", "proceed", "none", "converged"}


def die(msg):
    sys.exit("gen.py: " + msg)


def inline(ev):
    c = ev.get("content", "")
    if isinstance(c, str) and c.startswith("@@cap:"):
        fn = c[len("@@cap:"):]
        with open(os.path.join(CAP, fn), encoding="utf-8") as f:
            ev["content"] = f.read().rstrip("\n")
        ev.setdefault("source", fn.rsplit(".", 1)[0])
    return ev


def check_evidence(name, evs):
    if len(evs) > 64:
        die(f"{name}: more than 64 evidence items")
    for e in evs:
        inline(e)
        if e.get("type", "other") not in TYPES:
            die(f"{name}: evidence type {e.get('type')!r} not in §3")
        if e.get("polarity", "neutral") not in POL:
            die(f"{name}: polarity {e.get('polarity')!r}")
        r = e.get("reliability", 0.7)
        if not (0 <= r <= 1):
            die(f"{name}: reliability {r}")
        if not (1 <= len(e["content"]) <= 20000):
            die(f"{name}: content length {len(e['content'])}")
        if len(e.get("source", "")) > 200:
            die(f"{name}: source > 200")


def validate(case, names, sids):
    n = case["name"]
    if not re.match(r"^[a-z0-9]+(-[a-z0-9]+)*$", n):
        die(f"name not kebab: {n}")
    if n in names:
        die(f"duplicate name {n}")
    names.add(n)
    if not case.get("why"):
        die(f"{n}: no why")
    own = set()
    for call in case["calls"]:
        t = call["tool"]
        a = call["arguments"]
        x = call["expect"]
        if t not in TOOLS:
            die(f"{n}: tool {t}")
        if t == "discovery_check":
            if "sessionId" in a:
                die(f"{n}: sessionId on discovery_check")
        else:
            sid = a.get("sessionId")
            if not sid or not SID.match(sid):
                die(f"{n}: bad sessionId {sid!r}")
            own.add(sid)
        for k in ("claim",):
            if k in a and not (1 <= len(a[k]) <= 4000):
                die(f"{n}: claim length")
        if "proposal" in a and not (1 <= len(a["proposal"]) <= 8000):
            die(f"{n}: proposal length")
        if len(a.get("context", "")) > 16000:
            die(f"{n}: context length")
        if len(a.get("proposedChanges", [])) > 128:
            die(f"{n}: proposedChanges > 128")
        at = a.get("attempts", [])
        if len(at) > 64 or any(len(z.get("approach", "")) > 2000 or len(z.get("outcome", "")) > 2000 for z in at):
            die(f"{n}: attempts limits")
        check_evidence(n, a.get("evidence", []))
        for k, v in x.items():
            if k == "status":
                ok = v in (VERDICTS if t == "discovery_check" else STATUSES)
            elif k == "statusIn":
                ok = all(s in STATUSES for s in v) and len(v) > 1
            elif k == "readings":
                ok = all(r["reading"] in READINGS and 0 <= r["index"] < len(a.get("evidence", [])) for r in v)
            elif k == "recommendation":
                ok = v in RECS
            elif k == "recommendationIn":
                ok = all(s in RECS for s in v)
            elif k == "primaryIssue":
                ok = v in KINDS
            elif k == "primaryIssueIn":
                ok = all(s in KINDS for s in v)
            elif k == "mustFlag":
                ok = all(s in CATS for s in v)
            else:
                ok = False
            if not ok:
                die(f"{n}: bad expect {k}={v!r}")
    for s in own:
        if s in sids:
            die(f"{n}: sessionId {s} used by another case")
    sids.update(own)


def accepted(x):
    if "status" in x: return {x["status"]}
    if "statusIn" in x: return set(x["statusIn"])
    if "recommendation" in x: return {x["recommendation"]}
    if "recommendationIn" in x: return set(x["recommendationIn"])
    if "primaryIssue" in x: return {x["primaryIssue"]}
    if "primaryIssueIn" in x: return set(x["primaryIssueIn"])
    return set()


def main():
    names, sids, rows = set(), set(), []
    for d in (OUT, OUT + "-a", OUT + "-b"):
        os.makedirs(d, exist_ok=True)
        for old in glob.glob(os.path.join(d, "*.json")):
            os.remove(old)
    for path in sorted(glob.glob(os.path.join(HERE, "specs", "[0-9]*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        cases = mod.CASES
        for c in cases:
            validate(c, names, sids)
        fn = os.path.basename(path)[:-3].split("_", 1)[1] + ".json"
        for d, sel in ((OUT, cases), (OUT + "-a", cases[0::2]), (OUT + "-b", cases[1::2])):
            with open(os.path.join(d, fn), "w", encoding="utf-8") as f:
                json.dump(sel, f, ensure_ascii=False, indent=1)
                f.write("\n")
        calls = sum(len(c["calls"]) for c in cases)
        green = nongreen = mixed = 0
        tools = {}
        for c in cases:
            for call in c["calls"]:
                tools[call["tool"]] = tools.get(call["tool"], 0) + 1
                acc = accepted(call["expect"])
                if acc and acc <= GREEN: green += 1
                elif acc and not (acc & GREEN): nongreen += 1
                else: mixed += 1
        rows.append((fn, len(cases), calls, green, nongreen, mixed, tools))
    print(f"{'file':28} cases calls green non-green mixed tools")
    tot = [0, 0, 0, 0, 0]
    for fn, n, calls, g, ng, m, tools in rows:
        ts = ", ".join(f"{k} {v}" for k, v in sorted(tools.items()))
        print(f"{fn:28} {n:5} {calls:5} {g:5} {ng:9} {m:5} {ts}")
        for i, v in enumerate((n, calls, g, ng, m)): tot[i] += v
    print(f"{'TOTAL':28} {tot[0]:5} {tot[1]:5} {tot[2]:5} {tot[3]:9} {tot[4]:5}")


if __name__ == "__main__":
    main()
