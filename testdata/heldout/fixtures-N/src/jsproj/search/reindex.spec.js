const assert = require('assert');
const { buildIndex } = require('./index');
describe('reindex', function () {
  it('rebuilds the index after a document update', function () { assert.strictEqual(buildIndex(['x y']).get('y').size, 1); });
  it('drops deleted documents from postings', function () { assert.strictEqual(buildIndex(['x']).has('y'), false); });
});
