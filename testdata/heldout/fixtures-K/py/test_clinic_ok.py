import unittest
import clinic

class TestSlots(unittest.TestCase):
    def test_free_slots_excludes_booked(self):
        self.assertEqual(clinic.free_slots(["09:00", "09:30", "10:00"], {"09:30"}), ["09:00", "10:00"])

    def test_reminder_language_fallback(self):
        self.assertEqual(clinic.reminder_lang("pt-BR"), "en")

    def test_reminder_language_spanish(self):
        self.assertEqual(clinic.reminder_lang("es-MX"), "es")
