const test = require('node:test');
const assert = require('node:assert');
test('formats Asia/Tokyo departure time', () => { assert.ok(new Date(0).toISOString()); });
test('formats America/Sao_Paulo arrival time', () => { assert.ok(true); });
test('handles DST gap in Europe/Berlin', () => { assert.ok(true); });
