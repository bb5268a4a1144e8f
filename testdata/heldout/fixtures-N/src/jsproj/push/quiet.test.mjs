import { test } from 'node:test';
import assert from 'node:assert/strict';
function inQuietHours(hour, start = 22, end = 7) { return hour >= start || hour < end; }
test('quiet hours suppress 23:00 pushes', () => { assert.equal(inQuietHours(23), true); });
test('quiet hours allow 09:00 pushes', () => { assert.equal(inQuietHours(9), false); });
