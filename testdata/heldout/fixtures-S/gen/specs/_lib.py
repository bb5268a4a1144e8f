"""Helpers shared by the corpus-S spec modules."""


def E(t, content, pol="supports", rel=0.9, src=None, rec=None):
    e = {"type": t, "content": content}
    if pol is not None:
        e["polarity"] = pol
    if rel is not None:
        e["reliability"] = rel
    if src:
        e["source"] = src
    if rec:
        e["reconciles"] = rec
    return e


def call(tool, sid, expect, **args):
    a = {}
    if sid is not None:
        a["sessionId"] = sid
    a.update(args)
    return {"tool": tool, "arguments": a, "expect": expect}


def A(name, why, claim, evidence, expect, tool="ackrite", **extra):
    """One-call ackrite (or verify/prove_it) case; sessionId derived from the name."""
    return {"name": name, "why": why,
            "calls": [call(tool, "s-" + name, expect, claim=claim, evidence=evidence, **extra)]}


def st(s):
    return {"status": s}


def sin(*s):
    return {"statusIn": list(s)}


def rd(expect, *pairs):
    expect = dict(expect)
    expect["readings"] = [{"index": i, "reading": r} for i, r in pairs]
    return expect
