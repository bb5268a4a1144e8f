"""CareBridge labs-relay delivery rules (fixture; all designed to pass)."""
import unittest


def channel_for(patient):
    if patient.get("portal_active"):
        return "portal"
    return "email" if patient.get("email") else "letter"


class LabsDeliveryTests(unittest.TestCase):
    def test_portal_first(self):
        self.assertEqual(channel_for({"portal_active": True, "email": "a@b"}), "portal")

    def test_email_fallback(self):
        self.assertEqual(channel_for({"email": "a@b"}), "email")

    def test_letter_last(self):
        self.assertEqual(channel_for({}), "letter")


if __name__ == "__main__":
    unittest.main()
