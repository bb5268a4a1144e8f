import unittest
class TestSlug(unittest.TestCase):
    def test_ascii(self): self.assertEqual("a-b", "a b".replace(" ", "-"))
    def test_empty(self): self.assertEqual("", "".strip())
