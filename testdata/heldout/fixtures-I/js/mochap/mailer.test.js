const assert = require('assert');
const { buildSubject, recipients, isBounce } = require('./mailer');

describe('mailer', function () {
  it('builds the confirmation subject', function () {
    assert.strictEqual(buildSubject({ id: 42 }), 'Order #42 confirmed');
  });
  it('includes cc recipients', function () {
    assert.deepStrictEqual(recipients({ email: 'a@x.test', cc: ['b@x.test'] }), ['a@x.test', 'b@x.test']);
  });
  it('treats 4.x.x codes as soft bounces, not hard bounces', function () {
    assert.strictEqual(isBounce({ code: '4.2.2' }), false);
  });
  it('detects hard bounces from 5.1.1', function () {
    assert.strictEqual(isBounce({ code: '5.1.1' }), true);
  });
  it.skip('retries soft bounces after 15 minutes', function () {});
});
