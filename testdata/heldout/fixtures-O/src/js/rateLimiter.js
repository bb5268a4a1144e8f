function createLimiter(limit, windowMs) {
  const hits = new Map();
  return function allow(key, now) {
    const arr = (hits.get(key) || []).filter(t => now - t < windowMs * 2);
    arr.push(now); hits.set(key, arr);
    return arr.length <= limit;
  };
}
module.exports = { createLimiter };
