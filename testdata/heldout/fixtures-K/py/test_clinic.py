import unittest
import clinic

class TestSlots(unittest.TestCase):
    def test_free_slots_excludes_booked(self):
        self.assertEqual(clinic.free_slots(["09:00", "09:30", "10:00"], {"09:30"}), ["09:00", "10:00"])

    def test_reminder_language_fallback(self):
        self.assertEqual(clinic.reminder_lang("pt-BR"), "en")

class TestOverbooking(unittest.TestCase):
    def test_overbooking_rejected_at_capacity(self):
        self.assertFalse(clinic.can_overbook(12, 12))

    def test_urgent_gets_one_extra(self):
        self.assertTrue(clinic.can_overbook(12, 12, urgent=True))

    @unittest.skip("HL7 gateway sandbox unavailable")
    def test_hl7_export(self):
        pass

if __name__ == "__main__":
    unittest.main()
