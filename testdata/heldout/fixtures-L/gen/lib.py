import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
CAP = os.path.join(HERE, '..', 'captures')
GREEN_STATUS = {"KNOWN", "SUPPORTED"}

def cap(name):
    with open(os.path.join(CAP, name + '.txt'), encoding='utf-8') as f:
        return f.read().rstrip('\n')

def ev(content, type='observed_behavior', pol='supports', rel=0.9, source=None):
    d = {"type": type, "content": content, "polarity": pol, "reliability": rel}
    if source:
        d["source"] = source
    return d

def ack(name, why, claim, evidence, expect, tool='ackrite', **extra):
    args = {"sessionId": "l-" + name, "claim": claim, "evidence": evidence}
    args.update(extra)
    return {"name": name, "why": why, "calls": [{"tool": tool, "arguments": args, "expect": expect}]}

def S(s):
    return {"status": s}

def SI(*s):
    return {"statusIn": list(s)}

def R(expect, *readings):
    e = dict(expect)
    e["readings"] = [{"index": i, "reading": r} for i, r in readings]
    return e

def is_green(expect):
    if "status" in expect:
        return expect["status"] in GREEN_STATUS or expect["status"] == "converged"
    if "statusIn" in expect:
        return all(s in GREEN_STATUS for s in expect["statusIn"])
    if "recommendation" in expect:
        return expect["recommendation"] == "proceed"
    if "recommendationIn" in expect:
        return all(r == "proceed" for r in expect["recommendationIn"])
    if "primaryIssue" in expect:
        return expect["primaryIssue"] == "none"
    if "primaryIssueIn" in expect:
        return all(p == "none" for p in expect["primaryIssueIn"])
    if "readings" in expect:
        return all(r["reading"] in ("affirms", "pass") for r in expect["readings"])
    return False
