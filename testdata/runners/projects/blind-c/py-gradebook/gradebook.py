"""Tiny gradebook used as a capture fixture (school platform)."""
import os
from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN


def round_grade(score):
    mode = ROUND_HALF_EVEN if os.environ.get("GRADEBOOK_BUG") == "1" else ROUND_HALF_UP
    return int(Decimal(str(score)).quantize(Decimal("1"), rounding=mode))


def late_penalty(days_late):
    return min(10 * days_late, 50)


def letter(score):
    s = round_grade(score)
    for cut, l in ((90, "A"), (80, "B"), (70, "C"), (60, "D")):
        if s >= cut:
            return l
    return "F"
