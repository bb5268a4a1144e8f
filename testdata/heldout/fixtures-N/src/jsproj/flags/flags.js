function evaluate(flag, user) {
  if (!flag.enabled) return false;
  if (flag.allowTenants && flag.allowTenants.includes(user.tenant)) return true;
  const bucket = [...user.id].reduce((a, c) => (a * 31 + c.charCodeAt(0)) % 100, 7);
  return bucket < flag.rolloutPercent;
}
module.exports = { evaluate };
