"""Lumen captions-svc helpers (fixture)."""

def parse_srt_time(s):
    h, m, rest = s.split(":")
    sec, ms = rest.split(",")
    return int(h) * 3600 + int(m) * 60 + int(sec) + int(ms) / 1000.0

def vtt_direction(lang):
    # Designed bug: Arabic/Hebrew should be rtl.
    return "ltr"

def wrap_zh(text, width=16):
    return [text[i:i + width] for i in range(0, len(text), width)]
