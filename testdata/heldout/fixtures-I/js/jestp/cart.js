function cartTotal(items) { return items.reduce((a, i) => a + i.price * i.qty, 0); }
function applyDiscount(total, pct) { return Math.round(total * (1 - pct)); }
function shippingFee(total) { return total >= 5000 ? 0 : 499; }
module.exports = { cartTotal, applyDiscount, shippingFee };
