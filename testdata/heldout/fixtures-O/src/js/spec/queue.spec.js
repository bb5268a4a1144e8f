const assert = require('assert');
const Queue = require('../queue');
describe('email queue', function () {
  it('delivers a queued job', function () { const q = new Queue(); let sent = 0; q.push({ to: 'a@x.io' }); q.process(() => sent++); assert.strictEqual(sent, 1); });
  it('retries a failed job', function () { const q = new Queue(); q.push({ to: 'b@x.io' }); q.process(() => { throw new Error('SMTP 421'); }); assert.strictEqual(q.items.length, 1); });
  it('moves a job to the dead-letter queue after 3 attempts', function () {
    const q = new Queue(); q.push({ to: 'c@x.io' });
    for (let i = 0; i < 2; i++) q.process(() => { throw new Error('SMTP 421'); });
    // deliberate failure: only 2 attempts made, job is still queued
    assert.strictEqual(q.dead.length, 1);
  });
});
