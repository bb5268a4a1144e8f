"""Helpers for corpus W specs. sessionIds derive from case names (unique by construction)."""

def E(type_, content, polarity="supports", reliability=None, source=None, reconciles=None):
    e = {"type": type_, "content": content, "polarity": polarity}
    if reliability is not None:
        e["reliability"] = reliability
    if source is not None:
        e["source"] = source
    if reconciles is not None:
        e["reconciles"] = reconciles
    return e

def sid(name, n=None):
    return "w-" + name + ("" if n is None else f".{n}")

def expect(status=None, statusIn=None, readings=None, **kw):
    x = {}
    if status: x["status"] = status
    if statusIn: x["statusIn"] = statusIn
    if readings: x["readings"] = [{"index": i, "reading": r} for i, r in readings]
    x.update(kw)
    return x

def A(name, why, claim, evidence, status=None, statusIn=None, readings=None, context=None):
    args = {"sessionId": sid(name), "claim": claim, "evidence": evidence}
    if context: args["context"] = context
    return {"name": name, "why": why, "calls": [{"tool": "ackrite", "arguments": args,
            "expect": expect(status, statusIn, readings)}]}

def call(tool, args, **exp):
    return {"tool": tool, "arguments": args, "expect": exp}

def C(name, why, calls):
    return {"name": name, "why": why, "calls": calls}
