"""Writes /work/heldout/claims-I/*.json (captures inlined), the a/b split, and SUMMARY.md counts."""
import json, os, sys, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import prose, structured, tools
from lib import GREEN
OUT = "/work/heldout/claims-I"
files = {
 "prose-en-negating.json": prose.en_neg,
 "prose-en-affirming.json": prose.en_aff,
 "prose-es.json": prose.es,
 "prose-zh.json": prose.zh,
 "structured-runners.json": structured.runners,
 "structured-infra.json": structured.infra,
 "structured-http-ci.json": structured.http_ci,
 "tools.json": tools.tools + tools.sessions,
}
names, sids = set(), set()
for fn, cases in files.items():
    for c in cases:
        assert c["name"] not in names, c["name"]; names.add(c["name"])
        s = c["calls"][0]["arguments"]["sessionId"]
        assert s.startswith("i-") and s not in sids, s; sids.add(s)
def write(d, fn, cases):
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, fn), "w", encoding="utf-8") as f:
        json.dump(cases, f, ensure_ascii=False, indent=1); f.write("\n")
for fn, cases in files.items():
    write(OUT, fn, cases)
    write(OUT + "-a", fn, cases[0::2])
    write(OUT + "-b", fn, cases[1::2])
def klass(x):
    vals = [x[k]] if (k := next((k for k in ("status","recommendation","primaryIssue") if k in x), None)) else \
           next((x[k] for k in ("statusIn","recommendationIn","primaryIssueIn") if k in x), [])
    g = [v in GREEN for v in vals]
    return "green" if all(g) and g else ("non-green" if not any(g) else "mixed")
def stats(sel):
    rows = []
    tot = collections.Counter()
    for fn, cases in files.items():
        cs = sel(cases); c = collections.Counter()
        for case in cs:
            for call in case["calls"]:
                c["calls"] += 1; c[klass(call["expect"])] += 1; c["tool:" + call["tool"]] += 1
        c["cases"] = len(cs); tot.update(c); rows.append((fn, c))
    return rows, tot
if __name__ == "__main__":
    for label, sel in (("full", lambda c: c), ("a", lambda c: c[0::2]), ("b", lambda c: c[1::2])):
        rows, tot = stats(sel)
        print(f"## {label}")
        for fn, c in rows + [("TOTAL", tot)]:
            print(f"{fn}: cases {c['cases']}, calls {c['calls']}, green {c['green']}, non-green {c['non-green']}, mixed {c['mixed']}  " +
                  " ".join(f"{k[5:]}={v}" for k, v in sorted(c.items()) if k.startswith("tool:")))
        print(f"green share: {tot['green']/tot['calls']:.1%} strict green, {(tot['green']+tot['mixed'])/tot['calls']:.1%} incl. mixed")
