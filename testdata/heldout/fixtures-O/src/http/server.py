import json, sys
from http.server import BaseHTTPRequestHandler, HTTPServer
ROUTES = {
    "/api/health": (200, {"status": "ok", "db": "up", "cache": "up"}, {}),
    "/api/login": (401, {"error": "invalid_token", "message": "session expired"}, {"WWW-Authenticate": 'Bearer error="invalid_token"'}),
    "/api/uploads": (200, {"ok": False, "error": "file exceeds 10 MiB limit"}, {}),
    "/api/orders?user=42": (200, {"orders": [{"id": 901}, {"id": 902}, {"id": 903}], "count": 3}, {}),
    "/api/export": (503, {"status": "error", "message": "export worker unavailable"}, {"Retry-After": "30"}),
    "/api/search?q=shoes": (429, {"error": "rate_limited", "limit": 100, "window": "1m"}, {"Retry-After": "12", "X-RateLimit-Remaining": "0"}),
    "/api/profile": (200, {"id": 42, "email_verified": True, "locale": "es-MX"}, {"Cache-Control": "private, max-age=0"}),
    "/api/reports/7": (200, {"id": 7, "status": "error", "errors": ["timeout querying warehouse"]}, {}),
}
class H(BaseHTTPRequestHandler):
    server_version = "demo-api/1.4"; sys_version = ""
    def do_GET(self):
        code, body, hdrs = ROUTES.get(self.path, (404, {"error": "not_found"}, {}))
        data = json.dumps(body).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        for k, v in hdrs.items(): self.send_header(k, v)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers(); self.wfile.write(data)
    def log_message(self, *a): pass
HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
