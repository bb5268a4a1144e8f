import unittest

class ReplicationTests(unittest.TestCase):
    def test_lag_under_threshold(self):
        lag_seconds = 0.4
        self.assertLess(lag_seconds, 1.0)

    def test_failover_promotes_replica(self):
        promoted = "db-replica-2"
        self.assertEqual(promoted, "db-replica-1")

    @unittest.skip("needs a cross-region standby")
    def test_cross_region_standby(self):
        pass

if __name__ == "__main__":
    unittest.main()
