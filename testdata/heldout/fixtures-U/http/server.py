"""Tiny local stand-in for Lumen's services; every response is fixed by design."""
import json, sys
from http.server import BaseHTTPRequestHandler, HTTPServer

ROUTES = {
    "/v1/payouts/po_7731": (200, {"id": "po_7731", "instructor": "ins_204", "status": "paid", "amount": 184250, "currency": "EUR", "region": "eu-west-1"}),
    "/v1/payouts/po_7732": (200, {"id": "po_7732", "instructor": "ins_318", "status": "pending", "amount": 9900, "currency": "USD", "region": "us-east-1"}),
    "/v1/refunds/rf_5521": (200, {"ok": False, "error": "refund_window_closed", "order": "ord_88120"}),
    "/v1/refunds/rf_5522": (201, {"ok": True, "id": "rf_5522", "order": "ord_88121", "status": "succeeded", "amount": 4900}),
    "/healthz/livehub-apac": (503, {"status": "error", "detail": "no healthy SFU in ap-southeast-1"}),
    "/healthz/livehub-eu": (200, {"status": "ok", "sfu_healthy": 6, "sfu_total": 6}),
    "/v1/courses/c_1450/captions": (200, {"course": "c_1450", "tracks": [{"lang": "en", "state": "ready"}, {"lang": "es", "state": "ready"}, {"lang": "zh-Hans", "state": "processing"}]}),
    "/v1/courses/c_1451/captions": (200, {"course": "c_1451", "tracks": [{"lang": "en", "state": "ready"}, {"lang": "es", "state": "ready"}, {"lang": "zh-Hans", "state": "ready"}]}),
    "/v1/downloads/license?lesson=l_9001&device=ios": (403, {"error": "license_limit_reached", "devices": 3, "max": 3}),
    "/v1/downloads/license?lesson=l_9001&device=android": (200, {"lesson": "l_9001", "license": "granted", "expires_in_days": 30}),
    "/v1/transcode/jobs/tj_4410": (200, {"job": "tj_4410", "state": "completed", "renditions": ["1080p", "720p", "480p", "360p"], "errors": []}),
    "/v1/transcode/jobs/tj_4411": (200, {"job": "tj_4411", "state": "completed", "renditions": ["720p", "480p"], "errors": [{"rendition": "1080p", "code": "encoder_oom"}]}),
    "/v1/checkout/session": (500, {"error": "internal", "trace": "tr-19ab"}),
}

class H(BaseHTTPRequestHandler):
    server_version = "lumen-edge/2.4"
    sys_version = ""
    def _send(self):
        code, body = ROUTES.get(self.path, (404, {"error": "not_found"}))
        data = json.dumps(body).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
    def do_GET(self): self._send()
    def do_POST(self): self._send()
    def log_message(self, *a): pass
    def date_time_string(self, timestamp=None): return "Thu, 03 Dec 2026 09:00:00 GMT"

if __name__ == "__main__":
    HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
