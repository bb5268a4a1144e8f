const assert = require('assert');
const requeue = (msg) => (msg.attempts < 3 ? { ...msg, attempts: msg.attempts + 1 } : null);
describe('dead-letter queue', () => {
  it('increments attempts on requeue', () => { assert.strictEqual(requeue({ attempts: 0 }).attempts, 1); });
  it('requeues a dead-letter message once after operator replay', () => { assert.notStrictEqual(requeue({ attempts: 3 }), null); });
});
