"""Helpers for corpus V case specs. Captures are referenced as '@@cap:FILE' and inlined by gen.py."""

def E(type, content, pol="supports", rel=None, src=None, rec=None):
    e = {"type": type, "content": content}
    if pol is not None:
        e["polarity"] = pol
    if rel is not None:
        e["reliability"] = rel
    if src is not None:
        e["source"] = src
    if rec is not None:
        e["reconciles"] = rec
    return e

def cap(f):
    return "@@cap:" + f

def _expect(kw):
    ex = {}
    for k in ("status", "statusIn", "recommendation", "recommendationIn", "mustFlag",
              "mustNotFlag", "primaryIssue", "primaryIssueIn"):
        if k in kw:
            ex[k] = kw.pop(k)
    if "readings" in kw:
        ex["readings"] = [{"index": i, "reading": r} for i, r in kw.pop("readings")]
    return ex

def call(tool, sid, expect=None, **args):
    a = {}
    if sid is not None:
        a["sessionId"] = sid
    a.update(args)
    return {"tool": tool, "arguments": a, "expect": _expect(dict(expect or {}))}

def A(sid, claim, evidence, context=None, **expect):
    args = {"claim": claim, "evidence": evidence}
    if context:
        args["context"] = context
    return call("ackrite", sid, expect, **args)

def case(name, why, *calls):
    return {"name": name, "why": why, "calls": list(calls)}

def one(name, why, claim, evidence, context=None, **expect):
    """Single ackrite call case; sessionId derived from the name."""
    return case(name, why, A("v-" + name, claim, evidence, context, **expect))
