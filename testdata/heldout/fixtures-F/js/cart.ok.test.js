const total = (items, pct) => items.reduce((s, i) => s + i.price * i.qty, 0) * (1 - pct / 100);
describe('cart', () => {
  test('cart total applies percentage discount', () => { expect(total([{ price: 1000, qty: 2 }], 10)).toBe(1800); });
  test('empty cart total is zero', () => { expect(total([], 0)).toBe(0); });
  test('quantity multiplies price', () => { expect(total([{ price: 5, qty: 3 }], 0)).toBe(15); });
});
