import unittest
from datetime import datetime, timezone, timedelta

def local_midnight(offset_h):
    return datetime(2024, 11, 3, 0, 0, tzinfo=timezone(timedelta(hours=offset_h)))

class TestReminderTimezone(unittest.TestCase):
    def test_reminder_fires_at_local_midnight_tokyo(self):
        self.assertEqual(local_midnight(9).utcoffset(), timedelta(hours=9))
    def test_reminder_fires_at_local_midnight_new_york_dst_end(self):
        # fails on purpose: fixed offset, DST end not handled
        self.assertEqual(local_midnight(-5).utcoffset(), timedelta(hours=-4))
    @unittest.skip("Kathmandu +05:45 not supported yet")
    def test_reminder_kathmandu(self):
        pass

if __name__ == "__main__":
    unittest.main()
