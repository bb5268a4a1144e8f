function normalize(q) { return q.trim().toLowerCase().replace(/\s+/g, ' '); }
describe('search query normalize', () => {
  test('collapses whitespace', () => { expect(normalize('  red   shoes ')).toBe('red shoes'); });
  test('folds accents', () => { expect(normalize('Crème Brûlée')).toBe('creme brulee'); });
});
