function isEnabled(flag, ctx) {
  if (flag.killSwitch) return false;
  if (flag.tenants && !flag.tenants.includes(ctx.tenant)) return false;
  return (hash(ctx.userId) % 100) < flag.rolloutPercent;
}
function hash(s) { let h = 0; for (const c of s) h = (h * 31 + c.charCodeAt(0)) >>> 0; return h; }

describe('feature flags', () => {
  test('kill switch disables flag for everyone', () => {
    expect(isEnabled({ killSwitch: true, rolloutPercent: 100 }, { tenant: 't1', userId: 'u1' })).toBe(false);
  });
  test('tenant allow-list excludes other tenants', () => {
    expect(isEnabled({ tenants: ['acme'], rolloutPercent: 100 }, { tenant: 'globex', userId: 'u1' })).toBe(false);
  });
  test('rollout 0 percent enables nobody', () => {
    expect(isEnabled({ rolloutPercent: 0 }, { tenant: 't1', userId: 'u9' })).toBe(false);
  });
  test('rollout 50 percent enables about half of 1000 users', () => {
    let on = 0;
    for (let i = 0; i < 1000; i++) if (isEnabled({ rolloutPercent: 50 }, { tenant: 't', userId: 'user-' + i })) on++;
    expect(on).toBeGreaterThan(450);
    expect(on).toBeLessThan(550);
  });
  test.skip('sticky bucketing across devices', () => {});
});
