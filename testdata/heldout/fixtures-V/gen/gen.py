#!/usr/bin/env python3
"""Build corpus V: inline captures into specs/*.py cases, validate against SPEC §3/§5/§7/§9, write
claims-V/ (all), claims-V-a/ (even indexes per file), claims-V-b/ (odd). Prints a counts table."""
import importlib, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FIX = os.path.dirname(HERE)
ROOT = os.path.dirname(FIX)
CAPS = os.path.join(FIX, "captures")
sys.path.insert(0, os.path.join(HERE, "specs"))
MODULES = ["prose_en", "prose_es", "prose_zh", "structured_real", "structured_hand", "tools"]

TOOLS = {"ackrite", "verify", "audit", "prove_it", "reality_check", "discovery_check"}
TYPES = {"code", "log", "http_request", "http_response", "test_result", "documentation",
         "observed_behavior", "user_fact", "inference", "other"}
POL = {"supports", "contradicts", "neutral"}
STATUS = {"KNOWN", "SUPPORTED", "PLAUSIBLE", "UNVERIFIED", "CONTRADICTED"}
VERDICTS = {"converged", "stale", "incomplete", "unverifiable"}
GREEN = {"KNOWN", "SUPPORTED", "converged", "proceed", "none"}
RECS = {"proceed", "narrow-first", "verify-first"}
CATS = {"data-loss", "security", "rewrite", "scope", "api-contract", "error-handling", "tests", "evidence"}
KINDS = {"repeated-strategy", "contradicted-premise", "untested-success", "premature-rewrite",
         "unsupported-certainty", "none"}
READINGS = {"affirms", "unaffirmed", "persists", "fail", "no-run"}
DOMAINS = {"api", "auth", "database", "performance", "concurrency", "dependency", "configuration",
           "build", "testing", "security", "network", "filesystem", "ui", "data", "general"}
SID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
NAME = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
REC = re.compile(r"^c(\d+)\.e(\d+)$")
ALLOWED_ARGS = {
    "ackrite": {"sessionId", "context", "claim", "evidence"},
    "verify": {"sessionId", "context", "claim", "evidence", "expectedBehavior", "observedBehavior"},
    "audit": {"sessionId", "context", "proposal", "reportedProblem", "proposedChanges", "testPlan", "evidence"},
    "prove_it": {"sessionId", "context", "claim", "scope", "evidence", "expectedBehavior", "observedBehavior"},
    "reality_check": {"sessionId", "context", "reasoning", "attempts", "evidence"},
    "discovery_check": {"protocolVersion", "listChanged", "notificationAt", "discoveryStartedAt",
                        "discoveryCompletedAt", "pages", "discoveredTools", "discoveredDigest",
                        "clientTools", "clientDigest", "refreshPolicy", "ttlMs", "observedAt"},
}
EXPECT_KEYS = {
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

def inline(obj):
    if isinstance(obj, str):
        def rep(m):
            p = os.path.join(CAPS, m.group(1))
            if not os.path.exists(p):
                err("capture", f"missing {m.group(1)}")
                return ""
            return open(p, encoding="utf-8").read().rstrip("\n")
        return re.sub(r"@@cap:([A-Za-z0-9._-]+)", rep, obj)
    if isinstance(obj, list):
        return [inline(x) for x in obj]
    if isinstance(obj, dict):
        return {k: inline(v) for k, v in obj.items()}
    return obj

def check_evidence(w, evs, prior_counts):
    if not isinstance(evs, list):
        err(w, "evidence not a list"); return
    if len(evs) > 64:
        err(w, "more than 64 evidence items")
    for i, e in enumerate(evs):
        wi = f"{w} evidence[{i}]"
        extra = set(e) - {"type", "content", "polarity", "reliability", "source", "reconciles"}
        if extra:
            err(wi, f"unknown fields {extra}")
        if e.get("type", "other") not in TYPES:
            err(wi, f"bad type {e.get('type')}")
        c = e.get("content")
        if not isinstance(c, str) or not (1 <= len(c) <= 20000):
            err(wi, "content missing or outside 1..20000")
        if e.get("polarity", "neutral") not in POL:
            err(wi, "bad polarity")
        r = e.get("reliability", 0.7)
        if not isinstance(r, (int, float)) or not (0 <= r <= 1):
            err(wi, "reliability outside [0,1]")
        if "source" in e and len(e["source"]) > 200:
            err(wi, "source > 200")
        if "reconciles" in e:
            m = REC.match(e["reconciles"])
            if not m:
                err(wi, "bad reconciles ref")
            else:
                cn, en = int(m.group(1)), int(m.group(2))
                if cn < 1 or cn > len(prior_counts) or en >= prior_counts[cn - 1]:
                    err(wi, f"reconciles {e['reconciles']} does not name an earlier item in this session")

def check_expect(w, tool, ex, args, why):
    if not ex:
        err(w, "empty expect")
    bad = set(ex) - EXPECT_KEYS[tool]
    if bad:
        err(w, f"expect keys {bad} not allowed for {tool}")
    vals = VERDICTS if tool == "discovery_check" else STATUS
    if "status" in ex and ex["status"] not in vals:
        err(w, f"bad status {ex['status']}")
    if "statusIn" in ex:
        s = ex["statusIn"]
        if not s or any(x not in vals for x in s) or len(set(s)) != len(s):
            err(w, "bad statusIn")
        if any(x in GREEN for x in s) and any(x not in GREEN for x in s) and "silent" not in why:
            err(w, "statusIn mixes green and non-green without saying SPEC is silent")
    for k in ("recommendation",):
        if k in ex and ex[k] not in RECS:
            err(w, "bad recommendation")
    if "recommendationIn" in ex and (not ex["recommendationIn"] or any(x not in RECS for x in ex["recommendationIn"])):
        err(w, "bad recommendationIn")
    for k in ("mustFlag", "mustNotFlag"):
        if k in ex and (not ex[k] or any(x not in CATS for x in ex[k])):
            err(w, f"bad {k}")
    if set(ex.get("mustFlag", [])) & set(ex.get("mustNotFlag", [])):
        err(w, "category both must and must-not")
    if "primaryIssue" in ex and ex["primaryIssue"] not in KINDS:
        err(w, "bad primaryIssue")
    if "primaryIssueIn" in ex and (not ex["primaryIssueIn"] or any(x not in KINDS for x in ex["primaryIssueIn"])):
        err(w, "bad primaryIssueIn")
    for r in ex.get("readings", []):
        if r.get("reading") not in READINGS:
            err(w, f"bad reading {r}")
        if not (0 <= r.get("index", -1) < len(args.get("evidence", []))):
            err(w, f"reading index out of range {r}")

def check_call(w, c, sessions_owner, case_name, prior):
    tool = c.get("tool")
    if tool not in TOOLS:
        err(w, f"unknown tool {tool}"); return
    a = c.get("arguments", {})
    extra = set(a) - ALLOWED_ARGS[tool]
    if extra:
        err(w, f"unknown arguments {extra}")
    if tool == "discovery_check":
        if "sessionId" in a:
            err(w, "discovery_check takes no sessionId")
        for k in ("discoveredDigest", "clientDigest"):
            if k in a and not re.match(r"^sha256:[0-9a-f]{64}$", a[k]):
                err(w, f"{k} not sha256:<64 hex>")
        if "pages" in a and not isinstance(a["pages"], list):
            err(w, "pages not a list")
    else:
        sid = a.get("sessionId")
        if not sid or not SID.match(sid):
            err(w, "missing/invalid sessionId")
        else:
            owner = sessions_owner.setdefault(sid, case_name)
            if owner != case_name:
                err(w, f"sessionId {sid} reused from case {owner}")
        if "context" in a and len(a["context"]) > 16000:
            err(w, "context > 16000")
        if tool in ("ackrite", "verify", "prove_it"):
            cl = a.get("claim")
            if not isinstance(cl, str) or not (1 <= len(cl) <= 4000):
                err(w, "claim missing or outside 1..4000")
            if "evidence" not in a:
                err(w, "evidence missing")
        if tool == "prove_it" and "scope" in a and a["scope"] not in DOMAINS:
            err(w, "bad scope")
        if tool == "audit":
            if not (1 <= len(a.get("proposal", "")) <= 8000):
                err(w, "proposal missing or > 8000")
            pc = a.get("proposedChanges", [])
            if len(pc) > 128 or any(set(x) - {"path", "description"} for x in pc):
                err(w, "bad proposedChanges")
        if tool == "reality_check":
            at = a.get("attempts", [])
            if len(at) > 64:
                err(w, "attempts > 64")
            for x in at:
                if set(x) - {"approach", "outcome", "succeeded"} or "approach" not in x or "outcome" not in x:
                    err(w, f"bad attempt {x}")
                if len(x.get("approach", "")) > 2000 or len(x.get("outcome", "")) > 2000:
                    err(w, "attempt field > 2000")
        check_evidence(w, a.get("evidence", []), prior.setdefault(a.get("sessionId"), []))
        prior[a.get("sessionId")].append(len(a.get("evidence", [])))
    return tool

def main():
    names, sessions, table = set(), {}, []
    out = {}
    for mod in MODULES:
        m = importlib.import_module(mod)
        cases = inline(m.CASES)
        tools_used, calls, g, ng, mixed = {}, 0, 0, 0, 0
        for ci, cs in enumerate(cases):
            w = f"{m.FILE}#{ci}:{cs.get('name')}"
            if set(cs) != {"name", "why", "calls"}:
                err(w, f"case keys {set(cs)}")
            if not NAME.match(cs["name"]) or cs["name"] in names:
                err(w, "name not kebab or not unique")
            names.add(cs["name"])
            if not cs["why"].strip():
                err(w, "empty why")
            prior = {}
            for k, c in enumerate(cs["calls"]):
                tool = check_call(f"{w} call{k}", c, sessions, cs["name"], prior)
                if tool:
                    check_expect(f"{w} call{k}", tool, c["expect"], c["arguments"], cs["why"])
                    tools_used[tool] = tools_used.get(tool, 0) + 1
                calls += 1
                ex = c["expect"]
                vals = [ex[k] for k in ("status", "recommendation", "primaryIssue") if k in ex]
                vals += [x for k in ("statusIn", "recommendationIn", "primaryIssueIn") for x in ex.get(k, [])]
                if vals:
                    if all(v in GREEN for v in vals): g += 1
                    elif any(v in GREEN for v in vals): mixed += 1
                    else: ng += 1
        out[m.FILE] = cases
        table.append((m.FILE, len(cases), calls, g, ng, mixed, tools_used))
    if errors:
        print("\n".join(errors)); print(f"{len(errors)} errors"); sys.exit(1)
    for d, sel in (("claims-V", None), ("claims-V-a", 0), ("claims-V-b", 1)):
        os.makedirs(os.path.join(ROOT, d), exist_ok=True)
        for f, cases in out.items():
            cs = cases if sel is None else [c for i, c in enumerate(cases) if i % 2 == sel]
            with open(os.path.join(ROOT, d, f), "w", encoding="utf-8") as fh:
                json.dump(cs, fh, ensure_ascii=False, indent=1); fh.write("\n")
    print("| file | cases | calls | green | non-green | mixed | tools |")
    print("|---|---|---|---|---|---|---|")
    T = [0] * 5
    for f, n, c, g, ng, mx, tu in table:
        print(f"| {f} | {n} | {c} | {g} | {ng} | {mx} | {', '.join(f'{k} {v}' for k, v in sorted(tu.items()))} |")
        for i, v in enumerate((n, c, g, ng, mx)): T[i] += v
    print(f"| total | {T[0]} | {T[1]} | {T[2]} | {T[3]} | {T[4]} | |")

if __name__ == "__main__":
    main()
