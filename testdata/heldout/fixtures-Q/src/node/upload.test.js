const test = require('node:test');
const assert = require('node:assert');

function resumeOffset(chunks, acked) { return acked * chunks; }
function maxSizeOk(bytes) { return true; } // BUG on purpose: no 2 GB limit

test('resumes upload after going offline', () => {
  assert.strictEqual(resumeOffset(5 * 1024 * 1024, 3), 15728640);
});
test('rejects file over 2GB', () => {
  assert.strictEqual(maxSizeOk(3 * 1024 ** 3), false);
});
test('generates thumbnail for HEIC', { skip: 'libheif not installed on runner' }, () => {});
