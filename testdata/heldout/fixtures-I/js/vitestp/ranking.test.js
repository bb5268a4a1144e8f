import { test, expect } from 'vitest';
import { tokenize } from './search.js';

test('ranking tokens are lowercase', () => {
  expect(tokenize('Hello World')).toEqual(['hello', 'world']);
});

test('ranking ignores empty query', () => {
  expect(tokenize('   ')).toEqual([]);
});
