function rank(docs, q) { return docs.filter(d => d.includes(q)).sort((a, b) => a.length - b.length); }
describe('search relevance', () => {
  test('exact title match ranks first', () => {
    expect(rank(['red running shoes', 'shoes', 'shoe rack'], 'shoes')[0]).toBe('shoes');
  });
  test('synonym expansion returns sneakers for trainers', () => {
    expect(rank(['sneakers', 'boots'], 'trainers')).toContain('sneakers');
  });
  test.skip('personalised boost for logged-in users', () => {});
});
