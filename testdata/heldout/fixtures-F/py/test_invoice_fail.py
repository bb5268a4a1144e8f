import unittest

def invoice_total(lines):
    return round(sum(q * p * 1.21 for q, p in lines), 2)

class InvoiceTest(unittest.TestCase):
    def test_invoice_total(self):
        self.assertEqual(invoice_total([(3, 0.35), (1, 0.35)]), 1.68)
    def test_empty_invoice(self):
        self.assertEqual(invoice_total([]), 0)

if __name__ == "__main__":
    unittest.main()
