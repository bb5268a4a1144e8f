const http = require('http');
http.createServer((req, res) => {
  if (req.url === '/v1/rates') { res.writeHead(429, {'Content-Type':'application/json','Retry-After':'30'}); res.end('{"error":"rate limit exceeded","limit":100}'); return; }
  if (req.url === '/v1/esign/envelopes/e-42') { res.writeHead(200, {'Content-Type':'application/json'}); res.end('{"envelopeId":"e-42","status":"completed","signers":2,"signed":2}'); return; }
  if (req.url === '/v1/esign/envelopes/e-43') { res.writeHead(200, {'Content-Type':'application/json'}); res.end('{"envelopeId":"e-43","status":"sent","signers":3,"signed":1}'); return; }
  if (req.url === '/v1/shipments/TRK9') { res.writeHead(503, {'Content-Type':'text/plain'}); res.end('upstream carrier API unavailable'); return; }
  if (req.url === '/v1/payouts') { res.writeHead(200, {'Content-Type':'application/json'}); res.end('{"success":false,"errors":[{"code":"iban_invalid"}]}'); return; }
  res.writeHead(404); res.end('not found');
}).listen(8766);
