import unittest
import captions

class SrtTests(unittest.TestCase):
    def test_parse_timestamp(self):
        self.assertAlmostEqual(captions.parse_srt_time("00:01:02,500"), 62.5)

    def test_parse_hours(self):
        self.assertEqual(captions.parse_srt_time("01:00:00,000"), 3600)

class VttTests(unittest.TestCase):
    def test_rtl_direction_for_arabic(self):
        self.assertEqual(captions.vtt_direction("ar"), "rtl")

    @unittest.skip("Japanese ruby annotations not implemented")
    def test_ja_ruby(self):
        pass

class ZhWrapTests(unittest.TestCase):
    def test_wrap_16(self):
        lines = captions.wrap_zh("这是一个用于测试中文字幕自动换行功能的很长的句子内容")
        self.assertTrue(all(len(l) <= 16 for l in lines))
