"""Tiny stand-in for Velora's ride-api / payments-svc, used only to capture real curl output."""
import json, sys, time
from http.server import BaseHTTPRequestHandler, HTTPServer

ROUTES = {
    ("GET", "/healthz"): (200, {"status": "ok", "service": "ride-api", "version": "2.41.0"}),
    ("GET", "/v1/stations/LIS-0042"): (200, {"station": "LIS-0042", "city": "lis", "status": "online",
                                              "docks_total": 20, "docks_available": 7, "bikes_available": 11}),
    ("POST", "/v1/rides/rd_90311/end"): (200, {"ok": False, "error": "lock_not_confirmed",
                                               "ride": "rd_90311", "dock": "LIS-0042"}),
    ("POST", "/v1/deposits/r_88/refund"): (409, {"error": "hold_capture_pending",
                                                 "message": "deposit hold is still being captured by PayGate"}),
    ("GET", "/v1/fares/quote"): (410, {"error": "gone",
                                       "message": "v1 fare quotes were removed in ride-api 2.40; use /v2/fares/quote"}),
    ("GET", "/v2/fares/quote"): (200, {"city": "vlc", "vehicle": "scooter", "unlock_cents": 100,
                                       "per_minute_cents": 22, "currency": "EUR"}),
    ("GET", "/v1/cities/vlc/zones"): (503, {"error": "upstream_unavailable", "detail": "geo-svc timeout"}),
    ("GET", "/v1/scooters/VX3-1187"): (200, {"id": "VX3-1187", "state": "locked", "battery_pct": 64,
                                             "firmware": "vx3-4.2.0", "last_ping": "2025-10-14T09:41:07Z"}),
    ("GET", "/v1/riders/r_88/holds"): (200, {"rider": "r_88", "holds": [], "errors": []}),
    ("POST", "/v1/dispatch/tickets"): (201, {"id": "MT-5531", "asset": "LIS-0042", "kind": "dock_fault",
                                             "status": "queued", "assignee": None}),
    ("GET", "/v1/cities/opo/stations"): (200, {"city": "opo", "stations": [], "error": "city_not_launched"}),
}


class H(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def version_string(self):
        return "ride-api/2.41.0"

    def date_time_string(self, timestamp=None):
        return "Tue, 14 Oct 2025 09:42:00 GMT"

    def log_message(self, *a):
        pass

    def _serve(self, method):
        n = int(self.headers.get("Content-Length") or 0)
        if n:
            self.rfile.read(n)
        path = self.path.split("?")[0]
        if path == "/v1/telemetry/export":
            time.sleep(3)
        code, body = ROUTES.get((method, path), (404, {"error": "not_found"}))
        data = json.dumps(body).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        self._serve("GET")

    def do_POST(self):
        self._serve("POST")


if __name__ == "__main__":
    HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
