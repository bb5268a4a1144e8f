"""Fixture batch job: raises a KeyError traceback when the mapping lacks a field."""
import sys

mapping = {"title": "text", "price": "float"}
for field in sys.argv[1:]:
    print(f"reindex: mapping field {field} as {mapping[field]}")
