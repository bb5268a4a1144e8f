import unittest

def prorate(amount_cents, days_used, days_in_period):
    return round(amount_cents * days_used / days_in_period)

class BillingTest(unittest.TestCase):
    def test_prorate_mid_month(self):
        self.assertEqual(prorate(3000, 15, 30), 1500)
    def test_prorate_full_month(self):
        self.assertEqual(prorate(3000, 30, 30), 3000)
    def test_invoice_currency_eur(self):
        self.assertEqual("EUR", "EUR")

if __name__ == "__main__":
    unittest.main()
