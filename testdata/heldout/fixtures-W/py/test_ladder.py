import unittest
from ladder import build_ladder

class TestBitrateLadder(unittest.TestCase):
    def test_4k_source_gets_six_rungs(self):
        self.assertEqual(len(build_ladder(2160)), 6)

    def test_hevc_profile_codec(self):
        self.assertTrue(all(r["codec"] == "hvc1" for r in build_ladder(1080, hevc=True)))

    def test_audio_only_rung(self):
        rungs = build_ladder(720, audio_only=True)
        self.assertEqual(rungs[-1].get("height"), 0, "audio-only rung missing from ladder")

    def test_720p_source_caps_at_720(self):
        self.assertEqual(build_ladder(720)[0]["height"], 720)

if __name__ == "__main__":
    unittest.main()
