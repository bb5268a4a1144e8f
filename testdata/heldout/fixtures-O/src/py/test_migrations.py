import unittest, os
from migrations import add_column, backfill
class TestMigrations(unittest.TestCase):
    def test_add_column(self):
        self.assertIn("plan_tier", add_column({"users": ["id"]}, "users", "plan_tier")["users"])
    def test_backfill_nulls(self):
        rows = backfill([{"id": 1}, {"id": 2, "plan_tier": None}], "plan_tier", "free")
        self.assertEqual([r["plan_tier"] for r in rows], ["free", "free"])
    @unittest.skipUnless(os.environ.get("PG_DSN"), "PG_DSN not set")
    def test_migrate_live_postgres(self):
        pass
if __name__ == "__main__":
    unittest.main()
