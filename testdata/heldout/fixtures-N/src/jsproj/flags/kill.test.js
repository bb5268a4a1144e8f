const { evaluate } = require('./flags');
test('kill switch overrides tenant allow-list', () => {
  // deliberate failure: evaluate has no kill switch
  expect(evaluate({ enabled: true, killed: true, rolloutPercent: 0, allowTenants: ['acme'] }, { id: 'u1', tenant: 'acme' })).toBe(false);
});
