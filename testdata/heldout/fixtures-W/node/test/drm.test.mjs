import { test } from 'node:test';
import assert from 'node:assert/strict';

const pickKeySystem = (ua) =>
  /Safari/.test(ua) && !/Chrome/.test(ua) ? 'com.apple.fps' : /Edge/.test(ua) ? 'com.microsoft.playready' : 'com.widevine.alpha';

test('drm selects fairplay on safari', () => {
  assert.equal(pickKeySystem('Mozilla/5.0 (Macintosh) Version/18.1 Safari/605.1.15'), 'com.apple.fps');
});
test('drm selects widevine on chrome', () => {
  assert.equal(pickKeySystem('Mozilla/5.0 Chrome/131.0 Safari/537.36'), 'com.widevine.alpha');
});
test('drm selects playready on edge', () => {
  assert.equal(pickKeySystem('Mozilla/5.0 Chrome/131.0 Safari/537.36 Edge/131.0'), 'com.microsoft.playready');
});
test('licence request carries tenant header', () => {
  const h = { 'x-halyard-tenant': 'kite-sports' };
  assert.equal(h['x-halyard-tenant'], 'kite-sports');
});
