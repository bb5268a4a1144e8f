import { describe, it, expect } from 'vitest';
import { withTax, formatPrice } from './price.js';

describe('withTax', () => {
  it('adds 21% VAT', () => {
    expect(withTax(1000, 21)).toBe(1210);
  });
  it('rounds half cents up', () => {
    expect(withTax(1050, 5)).toBe(1103);
  });
});

describe('formatPrice', () => {
  it('formats euros with two decimals', () => {
    expect(formatPrice(1999)).toBe('19.99 EUR');
  });
});
