import unittest

import energy


class EnergyReportTests(unittest.TestCase):
    def test_monthly_total_kwh(self):
        self.assertEqual(energy.monthly_total_kwh([10.25, 20.5, 0.05]), 30.8)

    def test_eu_csv_uses_decimal_comma(self):
        self.assertEqual(energy.eu_csv_number(1234.5), "1234,5")

    def test_us_report_fahrenheit(self):
        self.assertEqual(energy.us_temp_f(22.2), 72)

    @unittest.skip("PDF renderer needs fonts not installed in CI")
    def test_pdf_render(self):
        pass

    def test_tariff_dst_gap(self):
        # 02:00 does not exist on 2026-03-29 in Europe/Lisbon; designed error
        self.assertIsNotNone(energy.tariff_at("2026-03-29T02"))


if __name__ == "__main__":
    unittest.main()
