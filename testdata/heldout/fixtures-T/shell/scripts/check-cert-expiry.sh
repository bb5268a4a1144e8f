#!/bin/sh
# Fixed output by design (no network): days left on each broker certificate.
echo "mqtt.us1.hearthly.example  notAfter=2026-09-30  days_left=120  OK"
echo "mqtt.eu1.hearthly.example  notAfter=2026-06-14  days_left=12   WARN"
exit 0
