"""Site cut-off calendar (by design: 1 failure, 2 pass)."""
import unittest
import datetime as dt

CUTOFF = {"MAD2": dt.time(18, 0), "RTM1": dt.time(20, 0), "SZX3": dt.time(17, 30)}

def ships_today(site, t):
    # bug by design: uses < for SZX3 only via wrong table value
    c = CUTOFF[site] if site != "SZX3" else dt.time(17, 0)
    return t < c

class SiteCalendarTest(unittest.TestCase):
    def test_mad2_before_cutoff(self):
        self.assertTrue(ships_today("MAD2", dt.time(17, 59)))
    def test_rtm1_after_cutoff(self):
        self.assertFalse(ships_today("RTM1", dt.time(20, 1)))
    def test_szx3_cutoff_1730(self):
        self.assertTrue(ships_today("SZX3", dt.time(17, 15)))

if __name__ == "__main__":
    unittest.main()
