const assert = require('assert');
function checkToken(tok, now) {
  if (!tok) return 'missing';
  if (tok.exp <= now) return 'expired';
  if (!tok.scopes.includes('read:orders')) return 'forbidden';
  return 'ok';
}
describe('token checks', function () {
  it('rejects expired token', function () { assert.strictEqual(checkToken({ exp: 10, scopes: [] }, 20), 'expired'); });
  it('accepts token with read:orders', function () { assert.strictEqual(checkToken({ exp: 30, scopes: ['read:orders'] }, 20), 'ok'); });
  it('rejects missing token', function () { assert.strictEqual(checkToken(null, 20), 'missing'); });
  it('treats exp equal to now as expired', function () { assert.strictEqual(checkToken({ exp: 20, scopes: ['read:orders'] }, 20), 'ok'); });
});
