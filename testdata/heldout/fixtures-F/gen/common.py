import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
FIX = os.path.dirname(HERE)
OUT = os.path.dirname(FIX)
G = ["KNOWN", "SUPPORTED"]

class FX(str):
    """placeholder for a captured output, resolved when the JSON is built"""
    pass

def fx(key):
    return FX(key)

def resolve(c):
    if isinstance(c, FX):
        p = os.path.join(FIX, "out", str(c) + ".txt")
        t = open(p, encoding="utf-8").read()
        if len(t) > 20000:
            t = t[-20000:]
        return t
    return c

def E(type_, source, content, pol="supports", rel=0.9, **kw):
    d = {"type": type_, "source": source, "content": content, "polarity": pol, "reliability": rel}
    d.update(kw)
    return d

def exp(v, **kw):
    e = {}
    if isinstance(v, list):
        e["statusIn"] = v
    elif v is not None:
        e["status"] = v
    e.update(kw)
    return e

def case(name, why, claim, ev, expect, tool="ackrite", extra=None):
    args = {"sessionId": "f-" + name, "claim": claim, "evidence": ev}
    if extra:
        args.update(extra)
    return {"name": name, "why": why, "calls": [{"tool": tool, "arguments": args, "expect": expect}]}

def write(fname, cases):
    for c in cases:
        for call in c["calls"]:
            for it in call["arguments"].get("evidence", []):
                it["content"] = resolve(it["content"])
                assert 1 <= len(it["content"]) <= 20000, (c["name"], len(it["content"]))
    with open(os.path.join(OUT, fname), "w", encoding="utf-8") as f:
        json.dump(cases, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(fname, len(cases))
