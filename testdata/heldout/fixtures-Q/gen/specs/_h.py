# helpers shared by spec modules (not itself a spec: gen.py loads specs/[0-9]*.py)
def E(t, content, pol="supports", rel=0.9, source=None, reconciles=None, nopol=False):
    e = {"type": t, "content": content}
    if not nopol:
        e["polarity"] = pol
    e["reliability"] = rel
    if source: e["source"] = source
    if reconciles: e["reconciles"] = reconciles
    return e

def X(status=None, readings=None, **kw):
    x = {}
    if isinstance(status, list): x["statusIn"] = status
    elif status: x["status"] = status
    if readings: x["readings"] = [{"index": i, "reading": r} for i, r in readings]
    x.update(kw)
    return x

def A(name, why, claim, evidence, status, readings=None, context=None, sid=None, tool="ackrite", **extra):
    args = {"sessionId": sid or ("q-" + name), "claim": claim, "evidence": evidence}
    if context: args["context"] = context
    args.update(extra)
    return {"name": name, "why": why, "calls": [{"tool": tool, "arguments": args, "expect": X(status, readings)}]}

def call(tool, sid, args, expect):
    a = {"sessionId": sid} if sid else {}
    a.update(args)
    return {"tool": tool, "arguments": a, "expect": expect}
