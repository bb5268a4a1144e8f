#!/usr/bin/env python3
"""Case specs -> /work/heldout/claims-P{,-a,-b}/*.json. Inlines captures from ../out/<name>.txt."""
import json, os, re, sys, copy
HERE = os.path.dirname(os.path.abspath(__file__)); sys.path.insert(0, HERE)
from cases_prose import EN, ES, ZH, MULTI
from cases_struct import REAL, HAND
from cases_tools import VERIFY, AUDIT, PROVE, REALITY, DISC

ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
OUT = os.path.join(HERE, "..", "out")
EVTYPES = {"code", "log", "http_request", "http_response", "test_result", "documentation",
           "observed_behavior", "user_fact", "inference", "other"}
SID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
TOOLS = {"ackrite", "verify", "audit", "prove_it", "reality_check", "discovery_check"}
GREEN = {"KNOWN", "SUPPORTED", "proceed", "none", "converged"}

def inline(s):
    if isinstance(s, str) and s.startswith("@@"):
        p = os.path.join(OUT, s[2:] + ".txt")
        with open(p, encoding="utf-8") as f: return f.read().rstrip("\n")
    return s

def sid_for(name): return ("p-" + name)[:128]

def one_call_cases(rows):
    out = []
    for name, why, claim, ev, exp in rows:
        out.append({"name": name, "why": why, "calls": [
            {"tool": "ackrite", "arguments": {"sessionId": sid_for(name), "claim": claim, "evidence": ev}, "expect": exp}]})
    return out

def multi_cases(rows):
    out = []
    for name, why, calls in rows:
        out.append({"name": name, "why": why, "calls": [
            {"tool": "ackrite", "arguments": {"sessionId": sid_for(name), "claim": c, "evidence": ev}, "expect": exp}
            for c, ev, exp in calls]})
    return out

def tool_cases(rows):
    out = []
    for name, why, calls in rows:
        cl = []
        for tool, args, exp in calls:
            a = copy.deepcopy(args)
            if tool != "discovery_check": a = {"sessionId": sid_for(name), **a}
            cl.append({"tool": tool, "arguments": a, "expect": exp})
        out.append({"name": name, "why": why, "calls": cl})
    return out

FILES = {
    "prose-en.json": one_call_cases(EN) + multi_cases(MULTI),
    "prose-es-zh.json": one_call_cases(ES) + one_call_cases(ZH),
    "structured-real.json": one_call_cases(REAL),
    "structured-hand.json": one_call_cases(HAND),
    "tools.json": tool_cases(VERIFY) + tool_cases(AUDIT) + tool_cases(PROVE) + tool_cases(REALITY) + tool_cases(DISC),
}

def resolve(files):
    for cases in files.values():
        for c in cases:
            for call in c["calls"]:
                for e in call["arguments"].get("evidence", []) or []:
                    e["content"] = inline(e["content"])

def validate(files):
    errs, names, sids = [], set(), {}
    for fn, cases in files.items():
        for c in cases:
            n = c["name"]
            if not re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", n): errs.append(f"{n}: not kebab")
            if n in names: errs.append(f"duplicate name {n}")
            names.add(n)
            if not c.get("why"): errs.append(f"{n}: no why")
            case_sids = set()
            for call in c["calls"]:
                t, a, x = call["tool"], call["arguments"], call["expect"]
                if t not in TOOLS: errs.append(f"{n}: tool {t}")
                if t == "discovery_check":
                    if "sessionId" in a: errs.append(f"{n}: sessionId on discovery_check")
                else:
                    s = a.get("sessionId")
                    if not s or not SID.match(s): errs.append(f"{n}: bad sessionId {s!r}")
                    case_sids.add(s)
                for k in ("claim",):
                    if k in a and not (1 <= len(a[k]) <= 4000): errs.append(f"{n}: claim length")
                if "proposal" in a and len(a["proposal"]) > 8000: errs.append(f"{n}: proposal length")
                if len(a.get("context", "")) > 16000: errs.append(f"{n}: context length")
                if len(a.get("attempts", [])) > 64: errs.append(f"{n}: attempts")
                for at in a.get("attempts", []):
                    if len(at.get("approach", "")) > 2000 or len(at.get("outcome", "")) > 2000: errs.append(f"{n}: attempt length")
                ev = a.get("evidence", []) or []
                if len(ev) > 64: errs.append(f"{n}: >64 evidence")
                for i, e in enumerate(ev):
                    if e.get("type", "other") not in EVTYPES: errs.append(f"{n}: evidence[{i}] type {e.get('type')}")
                    if not (1 <= len(e["content"]) <= 20000): errs.append(f"{n}: evidence[{i}] content length {len(e['content'])}")
                    if e["content"].startswith("@@"): errs.append(f"{n}: uninlined fixture")
                    if len(e.get("source", "")) > 200: errs.append(f"{n}: source length")
                    r = e.get("reliability", 0.7)
                    if not (0 <= r <= 1): errs.append(f"{n}: reliability")
                    if e.get("polarity", "neutral") not in ("supports", "contradicts", "neutral"): errs.append(f"{n}: polarity")
                allowed = {"status", "statusIn", "readings", "recommendation", "recommendationIn", "primaryIssue", "primaryIssueIn", "mustFlag"}
                if not x or set(x) - allowed: errs.append(f"{n}: expect keys {set(x) - allowed}")
            for s in case_sids:
                if s in sids and sids[s] != n: errs.append(f"{n}: sessionId {s} reused from {sids[s]}")
                sids[s] = n
    return errs

def outcome(x):
    for k in ("status", "recommendation", "primaryIssue"):
        if k in x: return [x[k]]
    for k in ("statusIn", "recommendationIn", "primaryIssueIn"):
        if k in x: return x[k]
    return None

def stats(cases):
    calls = green = nongreen = 0; tools = set()
    for c in cases:
        for call in c["calls"]:
            calls += 1; tools.add(call["tool"])
            o = outcome(call["expect"])
            if o is None: continue  # readings-only
            if all(v in GREEN for v in o): green += 1
            elif not any(v in GREEN for v in o): nongreen += 1
    return calls, green, nongreen, sorted(tools)

def main():
    resolve(FILES)
    errs = validate(FILES)
    if errs:
        print("\n".join(errs)); sys.exit(1)
    dirs = {d: os.path.join(ROOT, d) for d in ("claims-P", "claims-P-a", "claims-P-b")}
    for d in dirs.values(): os.makedirs(d, exist_ok=True)
    tot = [0, 0, 0, 0]
    print(f"{'file':24} {'cases':>5} {'calls':>5} {'green':>5} {'nongr':>5}  tools")
    for fn, cases in FILES.items():
        for key, sub in (("claims-P", cases), ("claims-P-a", cases[0::2]), ("claims-P-b", cases[1::2])):
            with open(os.path.join(dirs[key], fn), "w", encoding="utf-8") as f:
                json.dump(sub, f, ensure_ascii=False, indent=1); f.write("\n")
        calls, g, ng, tools = stats(cases)
        tot = [tot[0] + len(cases), tot[1] + calls, tot[2] + g, tot[3] + ng]
        print(f"{fn:24} {len(cases):5} {calls:5} {g:5} {ng:5}  {','.join(tools)}")
    print(f"{'TOTAL':24} {tot[0]:5} {tot[1]:5} {tot[2]:5} {tot[3]:5}")
    print("(green/non-green count calls whose accepted outcomes are all green / all non-green; mixed or readings-only calls are in neither)")

if __name__ == "__main__":
    main()
