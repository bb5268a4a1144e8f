"""Tiny local server with fixed responses for curl -i captures."""
import json, sys
from http.server import BaseHTTPRequestHandler, HTTPServer

ROUTES = {
    ("GET", "/v1/backups/latest"): (200, {"backup_id": "bk-20250301-0200", "state": "completed", "verified": True, "restore_test": "passed", "size_gb": 412}),
    ("POST", "/v1/cdn/purge"): (200, {"ok": False, "error": "purge quota exceeded for zone static-eu", "purged": 0}),
    ("GET", "/v1/flags/checkout-v2"): (200, {"flag": "checkout-v2", "enabled": True, "rollout_percent": 25, "tenants": ["acme", "globex"]}),
    ("GET", "/v1/models/ranker/health"): (503, {"status": "error", "detail": "model ranker-v7 not loaded: CUDA out of memory"}),
    ("GET", "/v1/ota/rollout/fw-3.4.1"): (200, {"firmware": "fw-3.4.1", "devices_targeted": 1200, "devices_updated": 1200, "failed": 0, "state": "complete"}),
    ("GET", "/v1/ota/rollout/fw-3.5.0"): (200, {"firmware": "fw-3.5.0", "devices_targeted": 800, "devices_updated": 612, "failed": 41, "state": "in_progress"}),
    ("POST", "/v1/payouts/reconcile"): (500, {"error": "ledger lock timeout"}),
    ("GET", "/v1/search/status"): (200, {"index": "products-v12", "status": "green", "docs": 184220, "pending_tasks": 0}),
}

class H(BaseHTTPRequestHandler):
    server_version = "fixture/1.0"
    sys_version = ""
    def date_time_string(self, timestamp=None):
        return "Sat, 01 Mar 2025 10:00:00 GMT"
    def _serve(self, method):
        code, body = ROUTES.get((method, self.path), (404, {"error": "not found"}))
        data = json.dumps(body).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
    def do_GET(self): self._serve("GET")
    def do_POST(self):
        n = int(self.headers.get("Content-Length") or 0)
        self.rfile.read(n)
        self._serve("POST")
    def log_message(self, *a): pass

HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
