#!/usr/bin/env python3
# Builds the corpus JSON files from gen/*.py and fixtures/out/*.txt (run capture.sh first).
import sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import write
import prose_en_negating, prose_en_affirming, prose_es, prose_zh
import structured_runners, structured_infra, structured_http_trackers_ci, reality_audit, sessions
write("prose-en-negating.json", prose_en_negating.C_EN_NEG)
write("prose-en-affirming.json", prose_en_affirming.C_EN_AFF)
write("prose-es.json", prose_es.C_ES)
write("prose-zh.json", prose_zh.C_ZH)
write("structured-runners.json", structured_runners.C_RUNNERS)
write("structured-infra.json", structured_infra.C_INFRA)
write("structured-http-trackers-ci.json", structured_http_trackers_ci.C_HTC)
write("reality-audit.json", reality_audit.C_RA)
write("sessions.json", sessions.C_SESS)
