import unittest

def parse_splice(hexstr):
    data = bytes.fromhex(hexstr)
    return {"table_id": data[0], "splice_command_type": data[13]}

class TestSCTE35(unittest.TestCase):
    def test_table_id(self):
        self.assertEqual(parse_splice("fc302000000000000000fff00f05")["table_id"], 0xFC)
    def test_splice_insert_short_buffer(self):
        # Designed error: buffer too short -> IndexError (an error, not a failure)
        self.assertEqual(parse_splice("fc3020")["splice_command_type"], 5)

if __name__ == "__main__":
    unittest.main()
