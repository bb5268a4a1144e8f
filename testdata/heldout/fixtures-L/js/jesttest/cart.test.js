describe('cart coupon', () => {
  test('SPRING10 applies 10% off', () => { expect(Math.round(200 * 0.9)).toBe(180); });
  test('expired coupon is rejected', () => { expect(new Date('2026-01-01') < new Date('2026-06-01')).toBe(true); });
});
