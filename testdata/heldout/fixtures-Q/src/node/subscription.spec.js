const assert = require('assert');
function renew(plan) { return { plan, status: 'active' }; }
function prorate(days, total, price) { return Math.round(price * days / total); }
describe('subscription renewal', () => {
  it('renews the monthly plan', () => { assert.strictEqual(renew('monthly').status, 'active'); });
  it('prorates an upgrade mid-cycle', () => { assert.strictEqual(prorate(15, 30, 1000), 499); });
});
