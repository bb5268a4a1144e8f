import unittest

def merge(local, remote):
    out = dict(remote); out.update(local); return out

class TestOfflineSync(unittest.TestCase):
    def test_local_edit_wins(self):
        self.assertEqual(merge({"title": "A"}, {"title": "B"})["title"], "A")
    def test_remote_only_field_kept(self):
        self.assertEqual(merge({}, {"tags": ["x"]})["tags"], ["x"])
    def test_deleted_on_server_tombstone(self):
        self.assertNotIn("gone", merge({}, {}))

if __name__ == "__main__":
    unittest.main()
