const { createLimiter } = require('../rateLimiter');
describe('rate limiter', () => {
  test('allows up to the limit', () => {
    const allow = createLimiter(3, 1000);
    expect([allow('ip', 0), allow('ip', 1), allow('ip', 2)]).toEqual([true, true, true]);
  });
  test('blocks the 4th request in the window', () => {
    const allow = createLimiter(3, 1000);
    [0, 1, 2].forEach(t => allow('ip', t));
    expect(allow('ip', 3)).toBe(false);
  });
  test('resets after the window', () => {
    const allow = createLimiter(3, 1000);
    [0, 1, 2, 3].forEach(t => allow('ip', t));
    // deliberate failure: the limiter keeps hits for twice the window, so it does not reset
    expect(allow('ip', 1001)).toBe(true);
    expect(allow('ip', 1002)).toBe(true);
    expect(allow('ip', 1003)).toBe(true);
    expect(allow('ip', 1004)).toBe(false);
  });
  test('keys are independent', () => {
    const allow = createLimiter(1, 1000);
    allow('a', 0);
    expect(allow('b', 0)).toBe(true);
  });
});
