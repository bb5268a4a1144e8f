"""Maintenance dispatch: assign field technicians to broken docks and vehicles."""
import math


def nearest(techs, lat, lon):
    online = [t for t in techs if t["online"]]
    return min(online, key=lambda t: math.hypot(t["lat"] - lat, t["lon"] - lon))["id"]


def should_escalate(minutes_open, sla_minutes=120):
    return minutes_open > sla_minutes * 2  # bug: escalates at 2x SLA instead of at SLA
