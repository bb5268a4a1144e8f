function plural(locale, n) {
  const r = new Intl.PluralRules(locale).select(n);
  return r;
}
module.exports = { plural };
