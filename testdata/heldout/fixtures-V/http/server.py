"""Fixed-response stand-in for labelr / pickd / plcgw / slotter / wms APIs (outcomes by design)."""
import json, sys
from http.server import BaseHTTPRequestHandler, HTTPServer

R = {
 ("GET", "/healthz"): (200, {"status": "ok", "service": "plcgw", "version": "0.19.2", "plc_links": {"RTM1-line-3": "up", "RTM1-line-4": "up"}}),
 ("GET", "/v1/plc/RTM1-line-4/status"): (200, {"line": "RTM1-line-4", "state": "RUNNING", "belt_speed_mm_s": 1800, "errors": []}),
 ("GET", "/v1/plc/RTM1-line-3/status"): (200, {"line": "RTM1-line-3", "state": "STOPPED", "belt_speed_mm_s": 0, "errors": [{"code": "E-STOP", "since": "2026-12-01T08:14:02Z"}]}),
 ("GET", "/v1/sites/MAD2/slotting/rebalance"): (200, {"ok": False, "job": "rb-5521", "message": "solver timeout after 300s"}),
 ("GET", "/v1/sites/RTM1/slotting/rebalance"): (200, {"ok": True, "job": "rb-5519", "moved": 341, "state": "COMPLETED"}),
 ("POST", "/v2/labels"): (201, {"label_id": "LBL-SEUR-884120", "carrier": "seur", "tenant": "verdal", "status": "CREATED", "format": "ZPL"}),
 ("GET", "/v2/carriers/ups-legacy"): (410, {"error": "carrier 'ups-legacy' was removed in labelr 2.8.0; use 'ups'"}),
 ("GET", "/v1/tenants/verdal/quota"): (503, {"error": "upstream wms-mad2 unavailable"}),
 ("GET", "/v1/robots/AMR-H7-0142"): (200, {"robot": "AMR-H7-0142", "site": "RTM1", "state": "FAULT", "fault": "LIDAR_TIMEOUT", "firmware": "4.2.3", "battery": 61}),
 ("GET", "/v1/robots/AMR-H7-0150"): (200, {"robot": "AMR-H7-0150", "site": "RTM1", "state": "IDLE", "fault": None, "firmware": "4.2.4", "battery": 88}),
 ("GET", "/v1/waves/W-20261201-07"): (200, {"wave": "W-20261201-07", "site": "MAD2", "state": "PICKING", "picked": 212, "total": 240}),
 ("GET", "/v1/waves/W-20261201-05"): (200, {"wave": "W-20261201-05", "site": "MAD2", "state": "COMPLETE", "picked": 188, "total": 188}),
 ("POST", "/v2/labels/LBL-DHL-771002/void"): (200, {"success": False, "label_id": "LBL-DHL-771002", "reason": "carrier manifest already closed"}),
 ("GET", "/v2/labels/LBL-DHL-771003"): (401, {"error": "token expired"}),
}

class H(BaseHTTPRequestHandler):
    def date_time_string(self, timestamp=None):
        return "Tue, 01 Dec 2026 09:30:00 GMT"
    def version_string(self):
        return "halvard-edge/1.4"
    def log_message(self, *a):
        pass
    def handle_one(self, m):
        code, body = R.get((m, self.path.split("?")[0]), (404, {"error": "not found"}))
        data = json.dumps(body).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("X-Request-Id", "req-7f3a91")
        self.end_headers()
        self.wfile.write(data)
    def do_GET(self): self.handle_one("GET")
    def do_POST(self):
        n = int(self.headers.get("Content-Length") or 0)
        self.rfile.read(n)
        self.handle_one("POST")

if __name__ == "__main__":
    HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
