const assert = require('assert');
describe('job dedupe', function () {
  it('drops a duplicate job id', function () { const s = new Set(['j1']); assert.ok(s.has('j1')); });
  it('keeps distinct job ids', function () { const s = new Set(['j1', 'j2']); assert.strictEqual(s.size, 2); });
});
