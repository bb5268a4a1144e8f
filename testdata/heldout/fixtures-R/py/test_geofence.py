import unittest
from geofence import inside

SQUARE = [(0, 0), (10, 0), (10, 10), (0, 10)]


class TestGeofence(unittest.TestCase):
    def test_inside(self):
        self.assertTrue(inside(SQUARE, 5, 5))

    def test_outside(self):
        self.assertFalse(inside(SQUARE, 15, 5))

    def test_edge_far(self):
        self.assertFalse(inside(SQUARE, -1, -1))

    def test_concave_notch(self):
        notch = [(0, 0), (10, 0), (10, 10), (5, 5), (0, 10)]
        self.assertFalse(inside(notch, 5, 8))


if __name__ == "__main__":
    unittest.main()
