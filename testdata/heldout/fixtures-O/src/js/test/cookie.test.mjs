import { test } from 'node:test';
import assert from 'node:assert';
import { parseCookie } from '../session.mjs';
test('parses sid from cookie header', () => { assert.strictEqual(parseCookie('a=1; sid=xyz'), 'xyz'); });
test('returns null without sid', () => { assert.strictEqual(parseCookie('a=1'), null); });
