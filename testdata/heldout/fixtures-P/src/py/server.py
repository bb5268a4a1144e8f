import json, sys
from http.server import BaseHTTPRequestHandler, HTTPServer

ROUTES = {
    "/healthz": (200, {"status": "ok", "checks": {"db": "ok", "cache": "ok"}}),
    "/api/v1/orders": (503, {"error": "upstream connect error", "retryAfter": 5}),
    "/api/v1/replicas/status": (200, {"ok": False, "error": "replica db-replica-2 lag 48s exceeds 30s"}),
    "/api/v1/queues/billing-events": (200, {"queue": "billing-events", "depth": 0, "consumers": 4, "oldestMessageAgeSeconds": 0}),
    "/api/v1/flags/checkout-v2": (200, {"flag": "checkout-v2", "enabled": False, "rollout": 0}),
}

class H(BaseHTTPRequestHandler):
    def do_GET(self):
        code, body = ROUTES.get(self.path, (404, {"error": "not found"}))
        data = json.dumps(body).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
    def log_message(self, *a):
        pass

HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
