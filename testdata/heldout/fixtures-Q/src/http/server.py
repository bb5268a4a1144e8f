import json, sys
from http.server import BaseHTTPRequestHandler, HTTPServer

ROUTES = {
    ("GET", "/api/v1/search"): (200, {"query": "running shoes", "total": 3, "results": [{"id": "sku-101"}, {"id": "sku-207"}, {"id": "sku-333"}]}),
    ("POST", "/api/v1/checkout"): (200, {"ok": False, "error": "card_declined", "order_id": None}),
    ("POST", "/api/v1/subscriptions/renew"): (500, {"error": "internal", "trace_id": "7f3a9c"}),
    ("GET", "/api/v1/media/vid-88/manifest.m3u8"): (404, {"error": "not_found"}),
    ("POST", "/api/v1/auth/passkey/verify"): (200, {"verified": True, "user": "qa-tester-7", "mfa": "passkey"}),
    ("GET", "/api/v1/experiments/assign"): (200, {"experiment": "checkout-cta-color", "variant": "B", "sticky": True}),
    ("GET", "/api/v1/me"): (401, {"error": "invalid_token"}),
    ("GET", "/healthz"): (200, {"status": "ok"}),
    ("POST", "/api/v1/sync/batch"): (200, {"status": "error", "accepted": 0, "rejected": 12}),
    ("GET", "/api/v1/recommendations"): (200, {"user": "u-42", "items": [], "errors": []}),
}

class H(BaseHTTPRequestHandler):
    def _go(self, m):
        path = self.path.split("?")[0]
        n = int(self.headers.get("Content-Length") or 0)
        if n: self.rfile.read(n)
        code, body = ROUTES.get((m, path), (404, {"error": "no_route"}))
        b = json.dumps(body).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(b)))
        self.end_headers()
        self.wfile.write(b)
    def do_GET(self): self._go("GET")
    def do_POST(self): self._go("POST")
    def log_message(self, *a): pass
    def version_string(self): return "shopq-api/1.4"
    def date_time_string(self, timestamp=None): return "Tue, 14 May 2024 09:12:00 GMT"

HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
