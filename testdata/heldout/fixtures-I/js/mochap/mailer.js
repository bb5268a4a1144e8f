function buildSubject(order) { return `Order #${order.id} confirmed`; }
function recipients(order) { return [order.email].concat(order.cc || []); }
function isBounce(msg) { return /^5\.\d\.\d/.test(msg.code); }
module.exports = { buildSubject, recipients, isBounce };
