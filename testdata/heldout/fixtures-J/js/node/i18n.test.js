const test = require('node:test');
const assert = require('node:assert');

function plural(locale, n) {
  return new Intl.PluralRules(locale).select(n);
}

test('plural rules: Polish few for 3', () => {
  assert.strictEqual(plural('pl', 3), 'few');
});

test('plural rules: Arabic two for 2', () => {
  assert.strictEqual(plural('ar', 2), 'two');
});

test('date format de-DE uses dots', () => {
  const s = new Intl.DateTimeFormat('de-DE', { timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 5)));
  assert.strictEqual(s, '5.1.2026');
});

test('currency format ja-JP has no decimals', { skip: 'ICU data differs on CI' }, () => {});

test('RTL marker stripped from Hebrew labels', { todo: 'not implemented' }, () => {
  assert.fail('todo');
});
