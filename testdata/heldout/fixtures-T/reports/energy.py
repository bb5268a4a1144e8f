"""Toy energy-report helpers for the Hearthly report service."""


def monthly_total_kwh(readings):
    return round(sum(readings), 1)


def eu_csv_number(x):
    # Designed bug: EU CSV should use a decimal comma.
    return f"{x:.1f}"


def us_temp_f(c):
    return round(c * 9 / 5 + 32)


TARIFF = {"2026-03-29T01": 0.31, "2026-03-29T03": 0.29}


def tariff_at(hour):
    return TARIFF[hour]
