#!/usr/bin/env python3
"""Case specs -> /work/heldout/claims-N{,-a,-b}/*.json.

Content strings of the form "@cap:NAME" / "@hand:NAME" are replaced by the text of
fixtures-N/captures/NAME.txt (real captures, see capture.sh) or fixtures-N/handwritten/NAME
(hand-written realistic outputs where no tool/server was available).
Validates: unique names and sessionIds, sessionId charset (§7), evidence types (§3),
no sessionId on discovery_check, size limits (§3, §5). Prints per-file counts.
"""
import json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
FIX = os.path.dirname(HERE)
ROOT = os.path.dirname(FIX)
OUT = {"": os.path.join(ROOT, "claims-N"), "a": os.path.join(ROOT, "claims-N-a"), "b": os.path.join(ROOT, "claims-N-b")}

TYPES = {"code", "log", "http_request", "http_response", "test_result", "documentation",
         "observed_behavior", "user_fact", "inference", "other"}
POL = {"supports", "contradicts", "neutral"}
SID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
STATUSES = {"KNOWN", "SUPPORTED", "PLAUSIBLE", "UNVERIFIED", "CONTRADICTED"}
VERDICTS = {"converged", "stale", "incomplete", "unverifiable"}
READINGS = {"affirms", "persists", "unaffirmed", "fail", "no-run", "pass"}
RECS = {"proceed", "narrow-first", "verify-first"}
KINDS = {"repeated-strategy", "contradicted-premise", "untested-success", "premature-rewrite",
         "unsupported-certainty", "none"}
CATS = {"data-loss", "security", "rewrite", "scope", "api-contract", "error-handling", "tests", "evidence"}


def load(ref):
    kind, name = ref[1:].split(":", 1)
    path = os.path.join(FIX, "captures", name + ".txt") if kind == "cap" else os.path.join(FIX, "handwritten", name)
    if kind == "hand" and not os.path.exists(path):
        path += ".txt"
    with open(path, encoding="utf-8") as f:
        return f.read().rstrip("\n")


sys.path.insert(0, HERE)
from dsl import E, X, call, ack, case, simple  # noqa: E402,F401


FILES = {}
from cases_prose_en import CASES as P_EN  # noqa: E402
from cases_prose_es_zh import CASES as P_ESZH  # noqa: E402
from cases_structured import CASES as STRUCT  # noqa: E402
from cases_tools import CASES as TOOLS  # noqa: E402
FILES["prose-en.json"] = P_EN
FILES["prose-es-zh.json"] = P_ESZH
FILES["structured.json"] = STRUCT
FILES["tools.json"] = TOOLS


def inline(obj):
    if isinstance(obj, dict):
        return {k: inline(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [inline(v) for v in obj]
    if isinstance(obj, str) and re.match(r"^@(cap|hand):[\w.-]+$", obj):
        return load(obj)
    return obj


def validate(cases):
    names, sids = set(), {}
    errs = []
    for fname, cs in cases.items():
        for c in cs:
            n = c["name"]
            if not re.match(r"^[a-z0-9]+(-[a-z0-9]+)*$", n):
                errs.append(f"{n}: not kebab")
            if n in names:
                errs.append(f"duplicate name {n}")
            names.add(n)
            if not c.get("why"):
                errs.append(f"{n}: no why")
            case_sids = set()
            for c_ in c["calls"]:
                t, a, x = c_["tool"], c_["arguments"], c_["expect"]
                if t == "discovery_check":
                    if "sessionId" in a:
                        errs.append(f"{n}: sessionId on discovery_check")
                    if x.get("status") not in VERDICTS:
                        errs.append(f"{n}: bad verdict")
                    continue
                sid = a.get("sessionId")
                if not sid or not SID.match(sid):
                    errs.append(f"{n}: bad sessionId {sid!r}")
                case_sids.add(sid)
                ev = a.get("evidence", [])
                if len(ev) > 64:
                    errs.append(f"{n}: >64 evidence")
                for e in ev:
                    if e.get("type", "other") not in TYPES:
                        errs.append(f"{n}: bad type {e.get('type')}")
                    if e.get("polarity", "neutral") not in POL:
                        errs.append(f"{n}: bad polarity")
                    if not (1 <= len(e["content"]) <= 20000):
                        errs.append(f"{n}: content size {len(e['content'])}")
                    if len(e.get("source", "")) > 200:
                        errs.append(f"{n}: source size")
                    r = e.get("reliability", 0.7)
                    if not (0 <= r <= 1):
                        errs.append(f"{n}: reliability")
                if "claim" in a and not (1 <= len(a["claim"]) <= 4000):
                    errs.append(f"{n}: claim size")
                if len(a.get("context", "")) > 16000:
                    errs.append(f"{n}: context size")
                if len(a.get("proposal", "")) > 8000:
                    errs.append(f"{n}: proposal size")
                if len(a.get("proposedChanges", [])) > 128:
                    errs.append(f"{n}: proposedChanges")
                at = a.get("attempts", [])
                if len(at) > 64 or any(len(json.dumps(v)) > 2000 for v in at):
                    errs.append(f"{n}: attempts size")
                for s in [x.get("status")] + x.get("statusIn", []):
                    if s and s not in STATUSES:
                        errs.append(f"{n}: bad status {s}")
                for r in x.get("readings", []):
                    if r["reading"] not in READINGS:
                        errs.append(f"{n}: bad reading {r}")
                for r in [x.get("recommendation")] + x.get("recommendationIn", []):
                    if r and r not in RECS:
                        errs.append(f"{n}: bad rec")
                for k in [x.get("primaryIssue")] + x.get("primaryIssueIn", []):
                    if k and k not in KINDS:
                        errs.append(f"{n}: bad kind")
                for m in x.get("mustFlag", []):
                    if m not in CATS:
                        errs.append(f"{n}: bad category {m}")
                if not x:
                    errs.append(f"{n}: empty expect")
            for s in case_sids:
                if s in sids and sids[s] != n:
                    errs.append(f"{n}: sessionId {s} reused from {sids[s]}")
                sids[s] = n
    return errs


GREEN_S = {"KNOWN", "SUPPORTED"}


def is_green(x):
    if "status" in x:
        return x["status"] in GREEN_S | {"converged"}
    if "statusIn" in x:
        return all(s in GREEN_S for s in x["statusIn"])
    if "recommendation" in x:
        return x["recommendation"] == "proceed"
    if "primaryIssue" in x:
        return x["primaryIssue"] == "none"
    if "readings" in x:
        return all(r["reading"] == "affirms" for r in x["readings"])
    return False


def main():
    built = {f: inline(cs) for f, cs in FILES.items()}
    errs = validate(built)
    if errs:
        print("\n".join(errs))
        sys.exit(1)
    for d in OUT.values():
        os.makedirs(d, exist_ok=True)
    rows = []
    for f, cs in built.items():
        for key, sel in (("", cs), ("a", cs[0::2]), ("b", cs[1::2])):
            with open(os.path.join(OUT[key], f), "w", encoding="utf-8") as fh:
                json.dump(sel, fh, ensure_ascii=False, indent=1)
                fh.write("\n")
        ncalls = sum(len(c["calls"]) for c in cs)
        green = sum(1 for c in cs if is_green(c["calls"][-1]["expect"]))
        tools = sorted({cl["tool"] for c in cs for cl in c["calls"]})
        rows.append((f, len(cs), ncalls, green, len(cs) - green, ",".join(tools), len(cs[0::2]), len(cs[1::2])))
    print(f"{'file':20} cases calls green non-green  a  b  tools")
    for r in rows:
        print(f"{r[0]:20} {r[1]:5} {r[2]:5} {r[3]:5} {r[4]:9} {r[6]:2} {r[7]:2}  {r[5]}")
    t = [sum(r[i] for r in rows) for i in (1, 2, 3, 4)]
    print(f"{'TOTAL':20} {t[0]:5} {t[1]:5} {t[2]:5} {t[3]:9}")


if __name__ == "__main__":
    main()
