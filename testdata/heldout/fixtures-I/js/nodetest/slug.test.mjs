import { test } from 'node:test';
import assert from 'node:assert/strict';

const slugify = (s) => s.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

test('slugify lowercases', () => assert.equal(slugify('Hello'), 'hello'));
test('slugify replaces spaces', () => assert.equal(slugify('a b c'), 'a-b-c'));
test('slugify strips punctuation', () => assert.equal(slugify('Hi, there!'), 'hi-there'));
