// Fixture for scripts/capture-runners: PRICE_BUG=1 rounds half-cents down.
export function withTax(cents, ratePercent) {
  const raw = (cents * (100 + ratePercent)) / 100;
  return process.env.PRICE_BUG === '1' ? Math.floor(raw) : Math.round(raw);
}
export function formatPrice(cents, currency = 'EUR') {
  return `${(cents / 100).toFixed(2)} ${currency}`;
}
