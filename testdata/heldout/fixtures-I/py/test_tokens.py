import unittest
import hashlib

def token_fingerprint(t):
    return hashlib.sha256(t.encode()).hexdigest()[:12]

class TokenTests(unittest.TestCase):
    def test_fingerprint_length(self):
        self.assertEqual(len(token_fingerprint("abc")), 12)

    def test_fingerprint_stable(self):
        self.assertEqual(token_fingerprint("abc"), token_fingerprint("abc"))

    def test_fingerprint_differs(self):
        self.assertNotEqual(token_fingerprint("a"), token_fingerprint("b"))

    def test_fingerprint_hex(self):
        int(token_fingerprint("zz"), 16)

if __name__ == "__main__":
    unittest.main()
