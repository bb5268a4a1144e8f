"""Bitrate ladder builder for xcode-worker profiles."""

def build_ladder(source_height, hevc=False, audio_only=False):
    rungs = [(2160, 16000), (1440, 10000), (1080, 6000), (720, 3000), (480, 1200), (360, 700)]
    out = [{"height": h, "kbps": k, "codec": "hvc1" if hevc else "avc1"} for h, k in rungs if h <= source_height]
    # Designed bug: audio-only rung is never appended.
    return out
