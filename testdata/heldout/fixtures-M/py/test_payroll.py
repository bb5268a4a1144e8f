import unittest

class PayrollTest(unittest.TestCase):
    def test_overtime_multiplier(self):
        self.assertEqual(40 * 1.5, 60)
    def test_tax_rounding(self):
        self.assertEqual(round(2.675, 2), 2.68, "withholding rounded wrong")
    @unittest.skip("state tables for 2027 not published")
    def test_holiday_pay(self):
        pass

if __name__ == '__main__':
    unittest.main()
