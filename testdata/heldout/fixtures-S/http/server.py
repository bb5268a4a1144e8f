"""Tiny stand-in for the CareBridge edge API (fixture). Every response is fixed by design."""
import json
import sys
from http.server import BaseHTTPRequestHandler, HTTPServer

FIXED_DATE = "Mon, 30 Mar 2026 09:41:07 GMT"

ROUTES = {
    ("GET", "/healthz"): (200, {"status": "ok", "service": "booking-api", "version": "4.12.1", "region": "eu-west-1"}),
    ("GET", "/api/v2/clinics/eastbay/slots?date=2026-03-31"): (200, {"clinic": "eastbay", "date": "2026-03-31", "count": 3,
        "slots": [{"start": "09:00", "provider": "dr-okafor"}, {"start": "09:30", "provider": "dr-okafor"}, {"start": "11:00", "provider": "dr-lin"}]}),
    ("POST", "/api/v2/appointments"): (409, {"error": "slot_taken", "message": "slot 2026-03-31T09:00 at eastbay is already booked", "appointmentId": None}),
    ("GET", "/api/v2/eligibility/check?member=SAN-88120&payer=sanitas"): (200, {"status": "error", "error": {"code": "PAYER_TIMEOUT", "message": "payer did not answer within 8000 ms"}, "coverage": None}),
    ("GET", "/fhir/r4/DiagnosticReport?patient=P-10442&_count=10"): (200, {"resourceType": "Bundle", "type": "searchset", "total": 2,
        "entry": [{"resource": {"resourceType": "DiagnosticReport", "id": "LR-5531", "status": "final", "code": {"text": "Glucose"}}},
                  {"resource": {"resourceType": "DiagnosticReport", "id": "LR-5532", "status": "final", "code": {"text": "HbA1c"}}}]}),
    ("GET", "/api/v2/reminders/queue?clinic=shenzhen-bay"): (200, {"clinic": "shenzhen-bay", "provider": "smsgate", "pending": 412, "sent_last_15m": 0, "oldest_pending_s": 2710, "state": "degraded"}),
    ("GET", "/api/v1/sms/keyword-optin"): (410, {"error": "gone", "message": "SMS keyword opt-in was removed in v4.0; use POST /api/v2/consents"}),
    ("GET", "/fhir/r4/Patient/P-99999"): (404, {"resourceType": "OperationOutcome", "issue": [{"severity": "error", "code": "not-found", "diagnostics": "Patient/P-99999 is not known"}]}),
    ("GET", "/api/v2/labs/results/LR-5531/delivery"): (200, {"resultId": "LR-5531", "delivered": True, "channel": "portal", "deliveredAt": "2026-03-30T09:12:44Z", "readByPatient": False}),
    ("GET", "/api/v2/clinics/shenzhen-bay/slots?date=2026-03-31"): (503, {"error": "upstream_unavailable", "message": "scheduling backend for ap-east-1 is unavailable"}),
    ("POST", "/api/v2/appointments/A-7781/reschedule"): (200, {"success": False, "reason": "outside_reschedule_window", "appointmentId": "A-7781"}),
    ("GET", "/api/v2/reminders/queue?clinic=norte-madrid"): (200, {"clinic": "norte-madrid", "provider": "smsgate", "pending": 0, "sent_last_15m": 57, "failed_last_15m": 0, "state": "ok"}),
}


class H(BaseHTTPRequestHandler):
    server_version = "carebridge-edge/4.12.1"
    sys_version = ""

    def date_time_string(self, timestamp=None):
        return FIXED_DATE

    def log_message(self, *a):
        pass

    def _go(self, method):
        n = int(self.headers.get("Content-Length") or 0)
        if n:
            self.rfile.read(n)
        code, body = ROUTES.get((method, self.path), (404, {"error": "no_route"}))
        data = (json.dumps(body, ensure_ascii=False) + "\n").encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        if code == 503:
            self.send_header("Retry-After", "120")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        self._go("GET")

    def do_POST(self):
        self._go("POST")


if __name__ == "__main__":
    HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
