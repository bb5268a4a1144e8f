"""Mock of Hearthly shadowd / rollout / energy APIs (stdlib only).
Every route's response is fixed by design; see SUMMARY-T.md."""
import json, sys, time
from http.server import BaseHTTPRequestHandler, HTTPServer

ROUTES = {
    ("GET", "/eu1/v1/devices/HX3-0042/shadow"): (200, {"deviceId": "HX3-0042", "region": "eu1", "connected": True, "version": 118,
        "state": {"reported": {"firmware": "4.12.1", "mode": "heat", "setpointC": 20.5}, "desired": {"firmware": "4.12.1"}}, "delta": {}}),
    ("GET", "/eu1/v1/devices/HX3-0077/shadow"): (200, {"ok": False, "error": "shadow_version_conflict", "deviceId": "HX3-0077", "version": 97}),
    ("GET", "/eu1/v1/devices/HX3-9999/shadow"): (404, {"error": "device_not_found", "deviceId": "HX3-9999"}),
    ("POST", "/us1/v1/ota/rollouts"): (202, {"rolloutId": "ro-2291", "firmware": "4.13.0-rc2", "state": "scheduled", "devicesTargeted": 1200, "devicesUpdated": 0}),
    ("GET", "/us1/v1/ota/rollouts/ro-2288"): (200, {"rolloutId": "ro-2288", "firmware": "4.12.1", "state": "completed", "devicesTargeted": 800, "devicesUpdated": 800, "failed": 0, "rolledBack": 0}),
    ("GET", "/us1/v1/ota/rollouts/ro-2290"): (200, {"rolloutId": "ro-2290", "firmware": "4.12.1", "state": "in_progress", "devicesTargeted": 1200, "devicesUpdated": 744, "failed": 0, "rolledBack": 3}),
    ("GET", "/eu1/v1/energy/reports/2026-05"): (503, {"error": "report_generator_unavailable", "retryAfterSec": 120}),
    ("GET", "/us1/v1/energy/reports/2026-05"): (200, {"status": "ready", "tenant": "greenfield", "month": "2026-05", "kwhTotal": 48211.4, "households": 1893}),
    ("GET", "/eu1/v1/bridges/HB2-1180/devices"): (200, {"bridge": "HB2-1180", "matter": {"commissioned": True, "fabricCount": 2}, "zigbee": {"joined": 14, "expected": 14}}),
    ("GET", "/eu1/v1/bridges/HB2-1203/devices"): (200, {"bridge": "HB2-1203", "matter": {"commissioned": True, "fabricCount": 1}, "zigbee": {"joined": 11, "expected": 14, "missing": ["0x4f21", "0x9a0c", "0x17be"]}}),
    ("GET", "/us1/healthz"): (200, "ok"),
    ("PUT", "/eu1/v1/devices/HX3-0042/shadow/desired"): (200, {"accepted": True, "version": 119, "delta": {"setpointC": 21.0}}),
    ("GET", "/eu1/v1/devices/HX3-0042/shadow/slow"): (200, {"deviceId": "HX3-0042", "connected": True}),
    ("GET", "/us1/v1/devices/HX3-0510/shadow"): (200, {"deviceId": "HX3-0510", "region": "us1", "connected": True, "version": 40,
        "state": {"reported": {"firmware": "4.12.1", "mode": "cool", "setpointF": 72}, "desired": {"firmware": "4.12.1"}}, "delta": {}}),
    ("GET", "/eu1/v1/tenants/nordvarme/devices?firmware=4.12.0"): (200, {"tenant": "nordvarme", "firmware": "4.12.0", "count": 0, "devices": []}),
    ("GET", "/eu1/v1/app/min-version"): (200, {"ios": "5.8.0", "android": "5.8.1", "androidMinSdk": 29}),
}

class H(BaseHTTPRequestHandler):
    server_version = "shadowd/2.31.4"
    sys_version = ""
    def _do(self):
        n = int(self.headers.get("Content-Length") or 0)
        if n:
            self.rfile.read(n)
        path = self.path.split("?")[0] if "?firmware" not in self.path else self.path
        code, body = ROUTES.get((self.command, path), (404, {"error": "no_route"}))
        if path.endswith("/slow"):
            time.sleep(0.35)
        data = body.encode() if isinstance(body, str) else json.dumps(body).encode()
        self.send_response(code)
        self.send_header("Content-Type", "text/plain" if isinstance(body, str) else "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("X-Request-Id", "req-fixed-0001")
        self.end_headers()
        self.wfile.write(data)
    do_GET = do_POST = do_PUT = _do
    def log_message(self, *a):
        pass
    def date_time_string(self, timestamp=None):
        return "Tue, 02 Jun 2026 09:14:00 GMT"

if __name__ == "__main__":
    HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
