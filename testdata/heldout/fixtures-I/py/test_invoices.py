import unittest
from invoices import line_total, refund, vat

class InvoiceTests(unittest.TestCase):
    def test_line_total(self):
        self.assertEqual(line_total(3, "1.50"), 4.5)

    def test_refund_rounding(self):
        self.assertEqual(str(refund("10.05", "0.5")), "5.03")

    def test_vat_spain(self):
        self.assertEqual(str(vat("100.00")), "21.00")

    @unittest.skip("pending currency fixture")
    def test_multi_currency(self):
        pass

if __name__ == "__main__":
    unittest.main()
