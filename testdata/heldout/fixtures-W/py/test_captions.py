import unittest

def srt_to_vtt(srt):
    return "WEBVTT\n\n" + srt.replace(",", ".")

class TestCaptions(unittest.TestCase):
    def test_header(self):
        self.assertTrue(srt_to_vtt("").startswith("WEBVTT"))
    def test_comma_to_dot(self):
        self.assertIn("00:00:01.000", srt_to_vtt("00:00:01,000 --> 00:00:02,000"))
    def test_empty_ok(self):
        self.assertEqual(srt_to_vtt(""), "WEBVTT\n\n")
    def test_multiline(self):
        self.assertEqual(srt_to_vtt("a\nb").count("\n"), 3)
    def test_unicode(self):
        self.assertIn("字幕", srt_to_vtt("字幕"))

if __name__ == "__main__":
    unittest.main()
