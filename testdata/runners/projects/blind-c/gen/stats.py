"""Counts for README.md: python3 fixtures/gen/stats.py"""
import collections, glob, json, os, re
OUT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
ES = re.compile(r"[áéíóúñ¿]|\b(el|la|los|las|del|ya|está|funciona|se)\b", re.I)
GREEN = {"KNOWN", "SUPPORTED"}

def lang(c):
    a = c["calls"][0]["arguments"]
    t = a.get("claim") or a.get("proposal") or a.get("reasoning") or ""
    if re.search(r"[\u4e00-\u9fff]", t): return "zh"
    if ES.search(t): return "es"
    return "en"

def direction(x):
    st = x.get("statusIn") or ([x["status"]] if "status" in x else None)
    if st is None:
        return None
    g = [s in GREEN for s in st]
    return "affirming(green)" if all(g) else ("negating(non-green)" if not any(g) else "mixed")

by = collections.defaultdict(collections.Counter)
total = 0; calls = 0
for fn in sorted(glob.glob(os.path.join(OUT, "*.json"))):
    cases = json.load(open(fn))
    kind = "structured" if os.path.basename(fn).startswith("structured") else (
        "prose" if os.path.basename(fn).startswith(("prose", "reality", "prove")) else "audit")
    for c in cases:
        total += 1
        by["file"][os.path.basename(fn)] += 1
        by["kind"][kind] += 1
        by["language"][lang(c)] += 1
        if kind != "audit":
            by["language(" + kind + ")"][lang(c)] += 1
        last = c["calls"][-1]
        by["tool(case, last call)"][last["tool"]] += 1
        for cl in c["calls"]:
            calls += 1
            by["tool(call)"][cl["tool"]] += 1
            x = cl["expect"]
            if "status" in x: by["expected status (call)"][x["status"]] += 1
            if "statusIn" in x: by["expected status (call)"]["statusIn " + "|".join(x["statusIn"])] += 1
            for k in ("recommendation", "recommendationIn", "primaryIssue", "primaryIssueIn", "domain"):
                if k in x: by[k][json.dumps(x[k])] += 1
        d = direction(last["expect"])
        if d: by["direction (last call, " + kind + ")"][d] += 1
        multi = len(c["calls"]) > 1
        by["multi-call"]["yes" if multi else "no"] += 1
        files = [e.get("contentFile") for cl in c["calls"] for e in cl["arguments"].get("evidence", []) if e.get("contentFile")]
        for fcf in files:
            by["content files"]["real (captured)" if "/real-" in fcf else "doc (written from format)"] += 1
print("cases", total, "calls", calls)
for k, v in by.items():
    print(f"\n## {k}")
    for kk, n in sorted(v.items(), key=lambda t: (-t[1], t[0])):
        print(f"  {kk}: {n}")
