import os
import unittest

from gradebook import late_penalty, letter, round_grade

SKIP_PENALTY = os.environ.get("GRADEBOOK_SKIP", "1") == "1"


class GradebookTest(unittest.TestCase):
    def test_grade_rounding(self):
        self.assertEqual(round_grade(84.5), 85)
        self.assertEqual(round_grade(89.5), 90)

    @unittest.skipIf(SKIP_PENALTY, "late-penalty policy for 2024/25 not signed off by the district")
    def test_late_penalty_caps_at_50(self):
        self.assertEqual(late_penalty(9), 50)

    def test_letter_boundaries(self):
        self.assertEqual(letter(90), "A")
        self.assertEqual(letter(79.4), "C")

    def test_letter_fail(self):
        self.assertEqual(letter(12), "F")


if __name__ == "__main__":
    unittest.main()
