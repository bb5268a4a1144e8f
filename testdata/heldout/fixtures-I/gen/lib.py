"""Helpers for the claims-I generator. Captures are inlined from ../captures/NAME.txt."""
import os
HERE = os.path.dirname(os.path.abspath(__file__))
CAP = os.path.join(HERE, "..", "captures")

def cap(name):
    with open(os.path.join(CAP, name + ".txt"), encoding="utf-8") as f:
        return f.read().rstrip("\n")

def ev(content, type="observed_behavior", pol="supports", rel=0.9, source=None, reconciles=None):
    e = {"type": type}
    if source:
        e["source"] = source
    e["content"] = content
    e["polarity"] = pol
    e["reliability"] = rel
    if reconciles:
        e["reconciles"] = reconciles
    return e

def expect(status=None, statusIn=None, readings=None, **kw):
    x = {}
    if status:
        x["status"] = status
    if statusIn:
        x["statusIn"] = statusIn
    if readings:
        x["readings"] = [{"index": i, "reading": r} for i, r in readings]
    x.update(kw)
    return x

def A(name, why, claim, evs, status=None, statusIn=None, readings=None, context=None):
    """One-call ackrite case."""
    args = {"sessionId": "i-" + name, "claim": claim, "evidence": evs if isinstance(evs, list) else [evs]}
    if context:
        args["context"] = context
    return {"name": name, "why": why,
            "calls": [{"tool": "ackrite", "arguments": args,
                       "expect": expect(status, statusIn, readings)}]}

def T(name, why, tool, args, **exp):
    a = {"sessionId": "i-" + name}
    a.update(args)
    return {"name": name, "why": why, "calls": [{"tool": tool, "arguments": a, "expect": exp}]}

def S(name, why, calls):
    """Multi-call session: calls = [(tool, args, expect)]"""
    out = []
    for tool, args, exp in calls:
        a = {"sessionId": "i-" + name}
        a.update(args)
        out.append({"tool": tool, "arguments": a, "expect": exp})
    return {"name": name, "why": why, "calls": out}

GREEN = {"KNOWN", "SUPPORTED", "proceed", "none"}
