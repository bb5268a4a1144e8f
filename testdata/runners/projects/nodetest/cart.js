// Fixture for scripts/capture-runners: CART_BUG=1 applies the discount twice.
export function total(items, couponPercent = 0) {
  let sum = items.reduce((s, i) => s + i.cents, 0);
  if (process.env.CART_BUG === '1') sum -= Math.floor((sum * couponPercent) / 100);
  return sum - Math.floor((sum * couponPercent) / 100);
}
export function slugify(s) {
  return s.toLowerCase().trim().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
