import unittest

def invoice_total(lines):
    return sum(round(q * p * 121) for q, p in lines)

class InvoiceTest(unittest.TestCase):
    def test_invoice_total(self):
        self.assertEqual(invoice_total([(3, 35), (1, 35)]), 16940)
    def test_empty_invoice(self):
        self.assertEqual(invoice_total([]), 0)
    def test_single_line(self):
        self.assertEqual(invoice_total([(1, 100)]), 12100)

if __name__ == "__main__":
    unittest.main()
