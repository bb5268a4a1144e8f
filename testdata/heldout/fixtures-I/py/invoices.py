from decimal import Decimal, ROUND_HALF_UP

def line_total(qty, unit):
    return Decimal(qty) * Decimal(unit)

def refund(amount, pct):
    # bug: truncates instead of rounding half up
    return (Decimal(amount) * Decimal(pct)).quantize(Decimal("0.01"), rounding="ROUND_DOWN")

def vat(amount, rate="0.21"):
    return (Decimal(amount) * Decimal(rate)).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
