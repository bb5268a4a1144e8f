"""Tiny local HTTP server with canned API responses, for curl captures.

Usage: python3 server.py PORT   (prints READY when listening)
"""
import json
import sys
from http.server import BaseHTTPRequestHandler, HTTPServer

ROUTES = {
    ("POST", "/v1/periods/2024-03/close"): (202, {"period": "2024-03", "state": "closing", "job": "jc_8812", "entities_done": 3, "entities_total": 11}),
    ("POST", "/v1/sms/send"): (200, {"ok": False, "error": "carrier_unreachable", "detail": "SMPP bind to vodafone-uk timed out", "message_id": None}),
    ("GET", "/v1/sms/msg_7Qk29/status"): (200, {"message_id": "msg_7Qk29", "to": "+447700900123", "status": "delivered", "carrier": "vodafone-uk", "delivered_at": "2024-05-03T10:14:22Z"}),
    ("PUT", "/v1/zones/shipfast.io/records/api"): (200, {"result": "noop", "changed": 0, "record": {"name": "api.shipfast.io", "type": "A", "value": "198.51.100.7", "ttl": 300}}),
    ("GET", "/api/labs/recent"): (503, {"error": "upstream_unavailable", "detail": "lis-gateway: connection pool exhausted"}),
    ("POST", "/v1/sis/exports/lincoln-hs/grades"): (200, {"export": "exp_5521", "school": "lincoln-hs", "status": "completed", "rows": 212, "errors": []}),
    ("GET", "/v1/refunds/re_3PxK9/status"): (200, {"refund": "re_3PxK9", "order": "MKT-99120", "amount": 4599, "currency": "EUR", "status": "pending", "expected_arrival": "2024-05-08"}),
    ("GET", "/v1/labels"): (410, {"error": "gone", "message": "/v1/labels was removed on 2024-04-01; use POST /v2/shipments/label"}),
}


class H(BaseHTTPRequestHandler):
    server_version = "opsfix-api/1.4"
    sys_version = ""

    def date_time_string(self, timestamp=None):
        return "Fri, 03 May 2024 10:15:00 GMT"

    def _serve(self):
        n = int(self.headers.get("Content-Length") or 0)
        if n:
            self.rfile.read(n)
        path = self.path.split("?")[0]
        code, body = ROUTES.get((self.command, path), (404, {"error": "not_found"}))
        raw = json.dumps(body).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(raw)))
        self.end_headers()
        self.wfile.write(raw)

    do_GET = do_POST = do_PUT = _serve

    def log_message(self, *a):
        pass


if __name__ == "__main__":
    srv = HTTPServer(("127.0.0.1", int(sys.argv[1])), H)
    print("READY", flush=True)
    srv.serve_forever()
