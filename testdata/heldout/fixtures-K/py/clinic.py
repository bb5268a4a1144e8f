"""Healthcare appointment scheduling helpers."""

def free_slots(day_slots, booked):
    return [s for s in day_slots if s not in booked]

def can_overbook(booked_count, capacity, urgent=False):
    # bug: urgent patients are allowed one extra slot, but the check uses > instead of >=
    limit = capacity + (1 if urgent else 0)
    return booked_count <= limit

def reminder_lang(locale):
    return {"es-MX": "es", "zh-CN": "zh", "en-US": "en"}.get(locale, "en")
