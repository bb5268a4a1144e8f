const assert = require('assert');
const requeue = (msg, replay = false) => (msg.attempts < 3 || replay ? { ...msg, attempts: msg.attempts + 1 } : null);
describe('dead-letter queue', () => {
  it('increments attempts on requeue', () => { assert.strictEqual(requeue({ attempts: 0 }).attempts, 1); });
  it('drops a message after 3 attempts', () => { assert.strictEqual(requeue({ attempts: 3 }), null); });
  it('requeues a dead-letter message once after operator replay', () => { assert.notStrictEqual(requeue({ attempts: 3 }, true), null); });
});
