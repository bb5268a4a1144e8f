"""WMS tenant quota checks (by design: all pass)."""
import unittest

QUOTA = {"verdal": 1200, "lumo-home": 800, "qiaoma": 2000}

def allowed(tenant, orders):
    return orders <= QUOTA.get(tenant, 0)

class TenantQuotaTest(unittest.TestCase):
    def test_verdal_under_quota(self):
        self.assertTrue(allowed("verdal", 1100))
    def test_unknown_tenant_denied(self):
        self.assertFalse(allowed("nobody", 1))
    def test_qiaoma_at_limit(self):
        self.assertTrue(allowed("qiaoma", 2000))

if __name__ == "__main__":
    unittest.main()
