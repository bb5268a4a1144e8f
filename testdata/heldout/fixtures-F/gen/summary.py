#!/usr/bin/env python3
import sys, os, json, glob, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import FX, OUT
import prose_en_negating, prose_en_affirming, prose_es, prose_zh, structured_runners, structured_infra, structured_http_trackers_ci, reality_audit, sessions
mods = {"prose-en-negating.json": prose_en_negating.C_EN_NEG, "prose-en-affirming.json": prose_en_affirming.C_EN_AFF,
        "prose-es.json": prose_es.C_ES, "prose-zh.json": prose_zh.C_ZH, "structured-runners.json": structured_runners.C_RUNNERS,
        "structured-infra.json": structured_infra.C_INFRA, "structured-http-trackers-ci.json": structured_http_trackers_ci.C_HTC,
        "reality-audit.json": reality_audit.C_RA, "sessions.json": sessions.C_SESS}
GREEN = {"KNOWN", "SUPPORTED", "proceed", "none"}
def outcome(e):
    s = set()
    for k in ("status", "recommendation", "primaryIssue"):
        if k in e: s.add(e[k])
    for k in ("statusIn", "recommendationIn", "primaryIssueIn"):
        s |= set(e.get(k, []))
    if not s: return "readings-only"
    if s <= GREEN: return "green"
    if s & GREEN: return "either"
    return "not-green"
def lang(name, call):
    n = name.split("-")[0]
    if n in ("en", "es", "zh"): return n
    txt = json.dumps(call["arguments"], ensure_ascii=False)
    if any('\u4e00' <= ch <= '\u9fff' for ch in txt): return "zh"
    if any(w in txt for w in (" el ", " la ", " los ", "Reescribir", " sigue ")): return "es"
    return "en"
rows = []; real = []
tot = collections.Counter(); per_lang = collections.Counter(); per_tool = collections.Counter(); per_out = collections.Counter()
for f, cs in mods.items():
    c_file = collections.Counter()
    for c in cs:
        for call in c["calls"]:
            e = call.get("expect")
            per_tool[call["tool"]] += 1
            c_file["calls"] += 1
            if not e:
                c_file["unjudged"] += 1; continue
            o = outcome(e); c_file[o] += 1; per_out[o] += 1
            per_lang[lang(c["name"], call)] += 1
            for it in call["arguments"].get("evidence", []):
                if isinstance(it["content"], FX):
                    real.append((c["name"], str(it["content"]), it["source"]))
    rows.append((f, len(cs), c_file))
L = ["# Held-out corpus F — summary", "",
     "Written blind from `shared/SPEC.md` only (no product code, no product runs). Every expectation and `why` was written",
     "before the output it judges was captured; none was changed afterwards. Generator: `fixtures/gen/*.py` (`build.py`);",
     "real outputs: `fixtures/capture.sh` → `fixtures/out/*.txt`, inlined into `content`. Regenerate: `fixtures/capture.sh && python3 fixtures/gen/build.py && python3 fixtures/gen/summary.py`",
     "(fixtures/js needs `npm install jest vitest mocha`; timestamps inside some captures change between runs, verdicts do not).", "",
     "| file | cases | calls | judged green | judged not-green | either (statusIn spans both) | readings-only | unjudged |", "|---|---|---|---|---|---|---|---|"]
T = collections.Counter()
for f, n, c in rows:
    L.append(f"| {f} | {n} | {c['calls']} | {c['green']} | {c['not-green']} | {c['either']} | {c['readings-only']} | {c['unjudged']} |")
    T.update(c); T["cases"] += n
L.append(f"| **total** | {T['cases']} | {T['calls']} | {T['green']} | {T['not-green']} | {T['either']} | {T['readings-only']} | {T['unjudged']} |")
judged = T['calls'] - T['unjudged']
L += ["", f"Checked (judged) calls: **{judged}**. Green share of judged status/recommendation/issue calls: "
      f"{T['green']}/{T['green']+T['not-green']+T['either']} = {100*T['green']/(T['green']+T['not-green']+T['either']):.0f}% "
      f"(the {T['either']} 'either' calls accept a green or a non-green).", "",
      "Per language (judged calls): " + ", ".join(f"{k} {v}" for k, v in sorted(per_lang.items())),
      "", "Prose-observation cases (prose-*.json): en " + str(len(prose_en_negating.C_EN_NEG)+len(prose_en_affirming.C_EN_AFF)) + ", es " + str(len(prose_es.C_ES)) + ", zh " + str(len(prose_zh.C_ZH)) + " (es/zh include Spanish/Chinese prose with English identifiers); sessions.json adds en/es/zh multi-call sessions.",
      "Structured-output cases (structured-*.json): " + str(len(structured_runners.C_RUNNERS)+len(structured_infra.C_INFRA)+len(structured_http_trackers_ci.C_HTC)) + ". reality_check/audit/prove_it calls: " + str(per_tool["reality_check"]+per_tool["audit"]+per_tool["prove_it"]) + ".",
      "", "Per tool (all calls): " + ", ".join(f"{k} {v}" for k, v in sorted(per_tool.items())), ""]
L += ["## Real captures", "",
      f"{len(real)} evidence items are real tool output captured by `fixtures/capture.sh` on this machine: go test -v / -json / -count / -bench and "
      "go build (Go 1.26), python3 -m unittest, node --test (TAP and spec reporters, Node 20), jest, vitest 4, mocha (npm), cargo test, "
      "git status / diff --stat / log --oneline in a scratch repo, and curl -i against a local node server and python3 -m http.server.", "",
      "Hand-written in the tools' exact formats (said so in each `why`): pytest (pytest could not be installed offline), JUnit XML, RSpec, "
      "terraform plan/apply, kubectl get pods / rollout status, docker build / ps, Sentry-like issue summaries, GitHub Actions logs, "
      "Django/Flyway migrations, psql, wrk, hyperfine, eslint, tsc. The git outputs come from a scratch repo that capture.sh creates under fixtures/work/.", "",
      "| case | capture | source |", "|---|---|---|"]
for n, k, s in real:
    L.append(f"| {n} | out/{k}.txt | `{s}` |")
open(os.path.join(OUT, "SUMMARY.md"), "w").write("\n".join(L) + "\n")
print("\n".join(L[:30]))
