const { evaluate } = require('./flags');
describe('feature flag evaluation', () => {
  test('disabled flag is off for everyone', () => {
    expect(evaluate({ enabled: false, rolloutPercent: 100 }, { id: 'u1', tenant: 'acme' })).toBe(false);
  });
  test('allow-listed tenant gets the flag', () => {
    expect(evaluate({ enabled: true, rolloutPercent: 0, allowTenants: ['acme'] }, { id: 'u1', tenant: 'acme' })).toBe(true);
  });
  test('rollout 0 percent excludes non-listed tenants', () => {
    expect(evaluate({ enabled: true, rolloutPercent: 0 }, { id: 'u2', tenant: 'globex' })).toBe(false);
  });
  test('rollout is sticky per user', () => {
    const f = { enabled: true, rolloutPercent: 50 };
    expect(evaluate(f, { id: 'user-77', tenant: 't' })).toBe(evaluate(f, { id: 'user-77', tenant: 't' }));
  });
});
