const test = require('node:test');
const assert = require('node:assert');

function pickRendition(bw) { return bw > 5e6 ? '1080p' : bw > 2e6 ? '720p' : '480p'; }
test('picks 720p rendition at 3 Mbps', () => { assert.strictEqual(pickRendition(3e6), '720p'); });
test('picks 480p rendition on 3G', () => { assert.strictEqual(pickRendition(1e6), '480p'); });
