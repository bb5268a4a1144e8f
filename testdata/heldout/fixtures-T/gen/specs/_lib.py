"""Helpers shared by the spec files (loaded with runpy, so imported by path)."""
import re

def ev(content, type="observed_behavior", pol="supports", rel=0.9, source=None, reconciles=None):
    e = {"type": type, "content": content, "polarity": pol, "reliability": rel}
    if source: e["source"] = source
    if reconciles: e["reconciles"] = reconciles
    return e

def sid(name):
    return ("t-" + name)[:128]

def ack(name, why, claim, evidence, expect, context=None, tool="ackrite", **extra):
    args = {"sessionId": sid(name), "claim": claim, "evidence": evidence}
    if context: args["context"] = context
    args.update(extra)
    return {"name": name, "why": why, "calls": [{"tool": tool, "arguments": args, "expect": expect}]}

def K(): return {"status": "KNOWN"}
def S(): return {"status": "SUPPORTED"}
def P(): return {"status": "PLAUSIBLE"}
def C(): return {"status": "CONTRADICTED"}
def U(): return {"status": "UNVERIFIED"}
def In(*s): return {"statusIn": list(s)}
def R(expect, *pairs):
    e = dict(expect); e["readings"] = [{"index": i, "reading": r} for i, r in pairs]; return e
