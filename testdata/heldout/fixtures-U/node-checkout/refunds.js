'use strict';
// Lumen checkout refunds (fixture).
function refundAmount(priceCents, watchedFraction, daysSincePurchase) {
  if (daysSincePurchase > 30) return 0;
  return Math.round(priceCents * (1 - watchedFraction));
}
function applyCoupons(priceCents, coupons) {
  // Designed bug: coupons stack instead of taking the best one.
  let p = priceCents;
  for (const c of coupons) p = p - c;
  return p;
}
module.exports = { refundAmount, applyCoupons };
