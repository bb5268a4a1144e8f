const { plural } = require('./plural');
describe('i18n plurals', () => {
  test('polish uses few for 3', () => { expect(plural('pl', 3)).toBe('few'); });
  test('arabic uses zero category', () => { expect(plural('ar', 0)).toBe('zero'); });
  test('japanese has only other', () => { expect(plural('ja', 1)).toBe('other'); });
  test('russian 21 is one', () => { expect(plural('ru', 21)).toBe('few'); });
  test.skip('welsh many for 6', () => {});
});
