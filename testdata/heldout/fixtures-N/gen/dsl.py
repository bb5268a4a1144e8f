"""Helpers for case specs (imported by gen.py and the cases_*.py files)."""
import json


def E(content, type="observed_behavior", pol="supports", rel=0.9, source=None, reconciles=None):
    e = {"type": type, "content": content, "polarity": pol, "reliability": rel}
    if source:
        e["source"] = source
    if reconciles:
        e["reconciles"] = reconciles
    return e


def X(status=None, statusIn=None, readings=None, **kw):
    x = {}
    if status:
        x["status"] = status
    if statusIn:
        x["statusIn"] = statusIn
    if readings:
        x["readings"] = [{"index": i, "reading": r} for i, r in readings]
    x.update(kw)
    return x


def call(tool, args, expect):
    return {"tool": tool, "arguments": args, "expect": expect}


def ack(claim, ev, expect, sid=None, tool="ackrite", context=None, **extra):
    a = {"sessionId": sid, "claim": claim, "evidence": ev}
    if context:
        a["context"] = context
    a.update(extra)
    return call(tool, a, expect)


def case(name, why, *calls):
    cs = []
    for i, c in enumerate(calls):
        c = json.loads(json.dumps(c))
        if c["tool"] != "discovery_check" and not c["arguments"].get("sessionId"):
            c["arguments"]["sessionId"] = "n-" + name
        cs.append(c)
    return {"name": name, "why": why, "calls": cs}


def simple(name, why, claim, ev, expect, **kw):
    return case(name, why, ack(claim, ev, expect, **kw))


