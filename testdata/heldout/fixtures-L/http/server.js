const http = require('http');
const routes = {
  '/healthz': [200, {status: 'ok', region: 'eu-west-1', version: '3.14.2'}],
  '/v1/claims/submit': [500, {error: 'upstream policy service timeout'}],
  '/v1/geocode': [200, {error: 'quota exceeded for key tier free', results: []}],
  '/v2/payouts': [401, {message: 'invalid bearer token'}],
  '/flags/checkout-v2': [200, {flag: 'checkout-v2', enabled: true, rollout: 100, tenant: 'acme'}],
  '/flags/dark-mode': [200, {flag: 'dark-mode', enabled: false, rollout: 0, tenant: 'acme'}],
  '/search': [200, {query: 'trainers', total: 42, took_ms: 38, results: [{id: 'sku-881', title: 'sneakers'}]}],
  '/v1/rates': [200, {ok: false, reason: 'stale FX feed'}],
  '/v1/loyalty/balance': [200, {member: 'M-20931', points: 1250, tier: 'gold'}],
  '/v1/export': [429, {error: 'rate limited', retry_after: 30}],
};
http.createServer((req, res) => {
  const path = req.url.split('?')[0];
  if (path === '/old-login') { res.writeHead(301, {Location: '/sso/login'}); return res.end(); }
  if (path === '/v1/orders' && req.method === 'DELETE') { res.writeHead(405, {'Content-Type':'application/json'}); return res.end('{"error":"method not allowed"}\n'); }
  const r = routes[path] || [404, {error: 'not found'}];
  res.writeHead(r[0], {'Content-Type': 'application/json', 'Cache-Control': path === '/healthz' ? 'no-store' : 'public, max-age=300'});
  res.end(JSON.stringify(r[1]) + '\n');
}).listen(18431, '127.0.0.1');
