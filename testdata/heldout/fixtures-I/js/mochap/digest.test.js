const assert = require('assert');
const { buildSubject } = require('./mailer');

describe('digest', function () {
  it('digest subject mentions the order id', function () {
    assert.ok(buildSubject({ id: 7 }).includes('#7'));
  });
  it('digest throttles to one mail per hour', function () {
    const sent = [1, 2, 3];
    assert.strictEqual(sent.length, 1);
  });
});
