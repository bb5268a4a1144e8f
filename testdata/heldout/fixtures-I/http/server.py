import json, sys
from http.server import BaseHTTPRequestHandler, HTTPServer

class H(BaseHTTPRequestHandler):
    server_version = "fixture/1.0"
    sys_version = ""
    def _send(self, code, body, extra=None):
        data = json.dumps(body).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        for k, v in (extra or {}).items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(data)
    def date_time_string(self, timestamp=None):
        return "Wed, 02 Dec 2026 17:30:00 GMT"
    def log_message(self, *a):
        pass
    def do_GET(self):
        p = self.path
        if p == "/health":
            self._send(200, {"status": "ok", "db": "ok", "queue": "ok"})
        elif p == "/payments/pay_42":
            self._send(200, {"id": "pay_42", "status": "pending", "captured": False, "amount": 1299})
        elif p == "/jobs/reindex-7":
            self._send(200, {"ok": False, "error": "index_locked", "job": "reindex-7"})
        elif p == "/reports/9/download":
            self._send(404, {"error": "report not found", "id": 9})
        elif p == "/admin/users":
            if self.headers.get("Authorization"):
                self._send(200, {"users": []})
            else:
                self._send(401, {"error": "missing bearer token"}, {"WWW-Authenticate": "Bearer"})
        elif p == "/exports/eu-west/status":
            self._send(200, {"region": "eu-west", "state": "completed", "files": 6, "failed": 0})
        elif p == "/search?q=caf%C3%A9":
            self._send(200, {"query": "café", "total": 3, "hits": ["Café Central", "Cafetería Luz", "Café del Mar"]})
        elif p == "/recommendations/u_1":
            self._send(503, {"error": "model backend unavailable"}, {"Retry-After": "30"})
        else:
            self._send(404, {"error": "no route"})
    def do_POST(self):
        n = int(self.headers.get("Content-Length") or 0)
        self.rfile.read(n)
        if self.path == "/v1/orders":
            self._send(201, {"id": "ord_1001", "status": "created"}, {"Location": "/v1/orders/ord_1001"})
        elif self.path == "/v2/orders":
            self._send(200, {"id": "ord_1002", "status": "created"})
        elif self.path == "/webhooks/test":
            self._send(202, {"queued": True, "delivered": False})
        else:
            self._send(404, {"error": "no route"})

if __name__ == "__main__":
    HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
