"""Tiny stand-in for Halyard's control-plane APIs; fixed responses by design."""
import json, sys
from http.server import BaseHTTPRequestHandler, HTTPServer

ROUTES = {
    ("GET", "/v1/licence/health"): (200, "application/json", {"status": "ok", "service": "keyvault-lic", "version": "5.3.1", "widevine": "up", "fairplay": "up", "playready": "up"}),
    ("GET", "/v1/licence/health?region=sa-east-1"): (200, "application/json", {"status": "degraded", "service": "keyvault-lic", "region": "sa-east-1", "widevine": "up", "fairplay": "down", "playready": "up"}),
    ("POST", "/v1/licence/widevine"): (403, "application/json", {"error": "entitlement_missing", "tenant": "orbita-tv", "contentId": "orb-ep12"}),
    ("GET", "/v1/jobs/job-88130"): (200, "application/json", {"id": "job-88130", "tenant": "kite-sports", "state": "completed", "renditions": 6, "errors": [], "durationSec": 412}),
    ("GET", "/v1/jobs/job-88121"): (200, "application/json", {"id": "job-88121", "tenant": "canal-sur", "state": "failed", "error": "nvenc: out of memory on gpu-2", "renditions": 3}),
    ("GET", "/v1/jobs/job-88140"): (200, "application/json", {"id": "job-88140", "tenant": "orbita-tv", "state": "queued", "position": 14, "errors": []}),
    ("POST", "/v1/jobs/job-88121/retry"): (200, "application/json", {"ok": False, "reason": "job is not retryable: source asset purged"}),
    ("GET", "/edge/gru1/health"): (503, "application/json", {"status": "error", "edge": "edge-gru1", "detail": "origin shield unreachable"}),
    ("GET", "/edge/fra1/health"): (200, "application/json", {"status": "ok", "edge": "edge-fra1", "cacheHitRatio": 0.964, "origin": "reachable"}),
    ("GET", "/v1/tenants/canal-sur/quota"): (200, "application/json", {"success": True, "tenant": "canal-sur", "concurrentStreams": 4800, "limit": 5000}),
    ("GET", "/dash/orbita-tv/vod/orb-ep12/manifest.mpd"): (404, "text/plain", "not found\n"),
    ("GET", "/hls/kite-sports/live/master.m3u8"): (200, "application/vnd.apple.mpegurl", "#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-INDEPENDENT-SEGMENTS\n#EXT-X-STREAM-INF:BANDWIDTH=8400000,RESOLUTION=1920x1080,CODECS=\"avc1.640028,mp4a.40.2\",FRAME-RATE=50.000\nv1080/index.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=5200000,RESOLUTION=1280x720,CODECS=\"avc1.4d401f,mp4a.40.2\",FRAME-RATE=50.000\nv720/index.m3u8\n#EXT-X-STREAM-INF:BANDWIDTH=1400000,RESOLUTION=640x360,CODECS=\"avc1.42c01e,mp4a.40.2\",FRAME-RATE=25.000\nv360/index.m3u8\n"),
    ("GET", "/v1/player/config?platform=tizen"): (200, "application/json", {"platform": "tizen", "sdk": "halyard-player-tv 2.8.0", "lowLatency": False, "drm": "playready", "abr": {"startRung": 720}}),
    ("DELETE", "/v1/assets/orb-ep12"): (202, "application/json", {"id": "orb-ep12", "state": "purge_scheduled", "purgeAt": "2026-12-04T02:00:00Z"}),
}

class H(BaseHTTPRequestHandler):
    def _go(self, method):
        code, ctype, body = ROUTES.get((method, self.path), (404, "text/plain", "not found\n"))
        data = body.encode() if isinstance(body, str) else json.dumps(body).encode()
        self.send_response(code)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
    def do_GET(self): self._go("GET")
    def do_POST(self): self._go("POST")
    def do_DELETE(self): self._go("DELETE")
    def version_string(self): return "halyard-api/1.0"
    def date_time_string(self, timestamp=None): return "Thu, 03 Dec 2026 09:14:00 GMT"
    def log_message(self, *a): pass

if __name__ == "__main__":
    HTTPServer(("127.0.0.1", int(sys.argv[1])), H).serve_forever()
