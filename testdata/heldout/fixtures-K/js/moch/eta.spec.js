const assert = require('assert');
const { eta } = require('./eta');
describe('route ETA', function () {
  it('adds four minutes per stop', function () { assert.strictEqual(eta(60, 60, 3), 72); });
  it('handles zero stops', function () { assert.strictEqual(eta(30, 60, 0), 30); });
  it('rounds to whole minutes', function () { assert.strictEqual(eta(10, 45, 1), 17); });
});
