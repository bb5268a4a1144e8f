"""CareBridge elig-check: X12 271 parsing (fixture; outcomes fixed by design)."""
import unittest


def parse_271(x):
    segs = [s.split("*") for s in x.strip("~").split("~")]
    out = {}
    for s in segs:
        if s[0] == "EB":
            out["active"] = s[1] == "1"
        if s[0] == "EB" and len(s) > 7 and s[1] == "B":
            out["copay"] = s[6]  # designed bug: copay is EB07, index 7
    return out


class EligibilityTests(unittest.TestCase):
    def test_271_active_coverage(self):
        self.assertTrue(parse_271("ISA*00~EB*1*IND*30**PPO~SE*5~")["active"])

    def test_copay_parse(self):
        r = parse_271("ISA*00~EB*1*IND*30~EB*B*IND*98***27*25.00~SE*6~")
        self.assertEqual(r.get("copay"), "25.00")

    def test_expired_member(self):
        r = parse_271("ISA*00~AAA*N**72*C~SE*3~")
        self.assertFalse(r["active"])

    @unittest.skip("payer sandbox for Sanitas Seguros is down")
    def test_payer_timeout(self):
        pass


if __name__ == "__main__":
    unittest.main()
