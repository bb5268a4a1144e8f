import unittest

def classify_bounce(code):
    return "hard" if code.startswith("5.") else "soft"

class BounceTest(unittest.TestCase):
    def test_hard_bounce(self):
        self.assertEqual(classify_bounce("5.1.1"), "hard")
    def test_soft_bounce(self):
        self.assertEqual(classify_bounce("4.2.2"), "soft")
    def test_mailbox_full_is_soft(self):
        self.assertEqual(classify_bounce("4.2.2"), "soft")

if __name__ == "__main__":
    unittest.main()
