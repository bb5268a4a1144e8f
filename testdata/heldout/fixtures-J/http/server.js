// Tiny local API stand-in for curl captures. Listens on 127.0.0.1 only.
const http = require('http');
const port = Number(process.argv[2] || 18431);
const json = (res, code, body, headers = {}) => {
  res.writeHead(code, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
http.createServer((req, res) => {
  const u = new URL(req.url, 'http://x');
  const p = u.pathname;
  if (p === '/healthz') return json(res, 200, { status: 'ok', db: 'up', queue_lag_s: 2, version: '4.2.1' });
  if (p === '/readyz') return json(res, 503, { status: 'degraded', db: 'up', search: 'reindexing' }, { 'Retry-After': '30' });
  if (p === '/api/v2/payments/pi_3Nq81') return json(res, 200, { id: 'pi_3Nq81', status: 'succeeded', amount: 4200, currency: 'eur', captured: true });
  if (p === '/api/v2/payments/pi_3Nq99') return json(res, 200, { id: 'pi_3Nq99', status: 'requires_action', amount: 1999, currency: 'usd', captured: false, next_action: '3ds_redirect' });
  if (p === '/api/v2/refunds' && req.method === 'POST') return json(res, 502, { error: 'ledger-service unavailable', request_id: 'req_7f3a' });
  if (p === '/api/search') return json(res, 200, { ok: false, error: 'index products_v7 is warming', hits: [] });
  if (p === '/api/search/v8') return json(res, 200, { ok: true, index: 'products_v8', total: 128, took_ms: 41, hits: [{ sku: 'SH-1', title: 'Trail shoe' }] });
  if (p === '/api/flags/new-checkout') {
    const t = u.searchParams.get('tenant');
    return json(res, 200, { flag: 'new-checkout', tenant: t, enabled: t !== 'acme', rollout_percent: 25 });
  }
  if (p === '/api/orders') return json(res, 401, { error: 'invalid_token', error_description: 'token expired' }, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
  if (p === '/v1/session/native') return json(res, 410, { error: 'native login removed in v5; use OIDC' });
  if (p === '/api/i18n/es') return json(res, 200, { locale: 'es-ES', messages: { cart_empty: 'Tu carrito está vacío' }, missing_keys: 0 });
  if (p === '/api/i18n/zh') return json(res, 200, { locale: 'zh-CN', messages: {}, missing_keys: 212 });
  if (p === '/api/export') return json(res, 202, { job: 'exp_881', state: 'queued', eta_s: 120 });
  if (p === '/api/webhooks/test') return json(res, 200, { delivered: true, attempts: 1, endpoint: 'https://hooks.example.test/billing', status_code: 200 });
  if (p === '/old-pricing') { res.writeHead(301, { Location: '/pricing' }); return res.end(); }
  if (p === '/api/mail/send') return json(res, 200, { success: false, errors: [{ code: 'SPF_FAIL', domain: 'mail.shop.test' }] });
  json(res, 404, { error: 'not found', path: p });
}).listen(port, '127.0.0.1');
