const test = require('node:test');
const assert = require('node:assert');

class TTLCache {
  constructor(ttl) { this.ttl = ttl; this.m = new Map(); }
  set(k, v, now) { this.m.set(k, { v, exp: now + this.ttl }); }
  get(k, now) { const e = this.m.get(k); return e && e.exp > now ? e.v : undefined; }
}

test('entry expires after ttl', () => {
  const c = new TTLCache(1000);
  c.set('sku-1', 42, 0);
  assert.strictEqual(c.get('sku-1', 1001), undefined);
});

test('entry served before ttl', () => {
  const c = new TTLCache(1000);
  c.set('sku-1', 42, 0);
  assert.strictEqual(c.get('sku-1', 999), 42);
});

test('stale-while-revalidate serves stale value', () => {
  const c = new TTLCache(1000);
  c.set('sku-2', 7, 0);
  assert.strictEqual(c.get('sku-2', 1500), 7);
});
