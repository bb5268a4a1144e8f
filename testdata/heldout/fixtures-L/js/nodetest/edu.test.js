const test = require('node:test');
const assert = require('node:assert');
test('quiz autograder scores multiple choice', () => { assert.strictEqual([1,0,1].filter(Boolean).length, 2); });
test('gradebook export includes late penalty', () => { assert.strictEqual(Math.round(90 * 0.9), 81); });
