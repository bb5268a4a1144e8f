import { test } from 'node:test';
import assert from 'node:assert/strict';

function buildApnsPayload(msg) {
  return { aps: { alert: { title: msg.title, body: msg.body }, badge: msg.badge ?? 0 } };
}
function collapseKey(msg) { return msg.thread; } // deliberate bug: should prefix with app id

test('apns payload carries title and body', () => {
  const p = buildApnsPayload({ title: 'Order shipped', body: 'Your parcel is on its way' });
  assert.equal(p.aps.alert.title, 'Order shipped');
});
test('badge count defaults to zero', () => {
  assert.equal(buildApnsPayload({ title: 't', body: 'b' }).aps.badge, 0);
});
test('fcm collapse key is namespaced by app', () => {
  assert.equal(collapseKey({ thread: 'orders' }), 'com.shop.app:orders');
});
test('silent push for android doze', { skip: 'needs emulator' }, () => {});
