import unittest

class SecretRotationTests(unittest.TestCase):
    def test_rotation_updates_version(self):
        self.assertEqual(2, 1 + 1)

    def test_old_version_revoked(self):
        self.assertTrue(True)

    def test_rotation_is_idempotent(self):
        self.assertEqual("v2", "v2")

if __name__ == "__main__":
    unittest.main()
