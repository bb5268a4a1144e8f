"""Fixture for scripts/capture-runners: SHIP_BUG=1 drops the free-shipping rule."""
import os


def shipping_cost(total_cents, country="ES"):
    if total_cents >= 5000 and os.environ.get("SHIP_BUG") != "1":
        return 0
    return 499 if country == "ES" else 1299


def parse_weight(text):
    value, unit = text.split()
    factor = {"kg": 1000, "g": 1}[unit]
    return int(float(value) * factor)
