const slugify = require('../slugify');
test('lowercases and dashes', () => expect(slugify('Hello World')).toBe('hello-world'));
test('strips accents', () => expect(slugify('Café Crème')).toBe('cafe-creme'));
test('trims dashes', () => expect(slugify('  --Hi--  ')).toBe('hi'));
