import { test, expect } from 'vitest';
import { normalize, tokenize } from './search.js';

test('normalize strips accents', () => {
  expect(normalize('Canción')).toBe('cancion');
});

test('tokenize splits on whitespace', () => {
  expect(tokenize('  café  con leche ')).toEqual(['cafe', 'con', 'leche']);
});

test('tokenize keeps hyphenated words', () => {
  expect(tokenize('e-mail')).toEqual(['e', 'mail']);
});
