import re

def E(content, t="observed_behavior", pol="supports", rel=0.9, src=None, rec=None):
    d = {"type": t, "content": content}
    if pol is not None:
        d["polarity"] = pol
    if rel is not None:
        d["reliability"] = rel
    if src:
        d["source"] = src
    if rec:
        d["reconciles"] = rec
    return d

def T(capname, claim_src=None, t="test_result", pol="supports", rel=0.95, pre=""):
    """Evidence whose content is a real capture, inlined by gen.py."""
    return E(pre + "{{cap:%s}}" % capname, t=t, pol=pol, rel=rel, src=claim_src)

def expect(exp, rd=None, **extra):
    e = {}
    if isinstance(exp, str):
        e["status"] = exp
    elif isinstance(exp, list):
        e["statusIn"] = exp
    elif isinstance(exp, dict):
        e.update(exp)
    if rd:
        e["readings"] = [{"index": i, "reading": r} for i, r in rd]
    e.update(extra)
    return e

def ack(claim, ev, exp, rd=None, ctx=None):
    args = {"claim": claim, "evidence": ev}
    if ctx:
        args["context"] = ctx
    return {"tool": "ackrite", "arguments": args, "expect": expect(exp, rd)}

def call(tool, args, exp):
    return {"tool": tool, "arguments": args, "expect": exp}

def case(name, why, calls):
    return {"name": name, "why": why, "calls": calls}

def A(name, why, claim, ev, exp, rd=None, ctx=None):
    return case(name, why, [ack(claim, ev, exp, rd, ctx)])
