"""Writes the blind-c case files into the corpus directory (two levels up)."""
import collections
import json
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from common import OUT, write  # noqa: E402
import prose_en, prose_es, prose_zh, sessions, tools_other, structured  # noqa: E402

FILES = {
    "prose-en-negating.json": prose_en.NEG,
    "prose-en-affirming.json": prose_en.AFF,
    "prose-es.json": prose_es.CASES,
    "prose-zh.json": prose_zh.CASES,
    "prose-sessions.json": sessions.CASES,
    "reality-check.json": tools_other.CASES_RC,
    "audit.json": tools_other.CASES_AU,
    "prove-it.json": tools_other.CASES_PI,
    "structured-runners.json": structured.CASES_RUNNERS,
    "structured-git-http.json": structured.CASES_GIT_HTTP,
    "structured-infra-code.json": structured.CASES_INFRA,
}
allnames = set()
for fn, cases in FILES.items():
    for c in cases:
        assert c["name"] not in allnames, c["name"]
        allnames.add(c["name"])
    write(fn, cases)
print(len(allnames), "cases")
