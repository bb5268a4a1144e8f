const http = require('http');
const routes = {
  '/v2/refunds/rf_8812': [200, {id: 'rf_8812', status: 'succeeded', amount: 4599, currency: 'EUR'}],
  '/v2/refunds/rf_9001': [200, {id: 'rf_9001', status: 'pending', amount: 1200, currency: 'EUR'}],
  '/api/appointments/slots?clinic=north': [200, {clinic: 'north', slots: ['09:00', '10:30'], errors: []}],
  '/api/appointments/slots?clinic=south': [200, {ok: false, error: 'roster service timeout'}],
  '/healthz': [200, {status: 'ok', db: 'up', queue_lag_s: 2}],
  '/live/ch7/master.m3u8': [503, {error: 'origin unavailable'}],
  '/ads/vast?slot=preroll': [429, {error: 'rate limited', retry_after: 30}],
  '/fleet/devices/th-0042/firmware': [200, {device: 'th-0042', firmware: '4.2.1', update_state: 'installed'}],
  '/fleet/devices/th-0043/firmware': [200, {device: 'th-0043', firmware: '4.1.9', update_state: 'downloading'}],
};
http.createServer((req, res) => {
  const r = routes[req.url];
  if (!r) { res.writeHead(404, {'Content-Type': 'application/json'}); return res.end('{"error":"not found"}'); }
  const body = JSON.stringify(r[1]);
  const h = {'Content-Type': 'application/json', 'Cache-Control': 'no-store'};
  if (req.url.startsWith('/live')) h['Retry-After'] = '5';
  res.writeHead(r[0], h);
  res.end(body);
}).listen(18931, '127.0.0.1');
