function fmt(d, tz, loc) { return new Intl.DateTimeFormat(loc, { timeZone: tz, hour: '2-digit', minute: '2-digit', hour12: false }).format(d); }
const d = new Date(Date.UTC(2024, 2, 31, 1, 30));
test('formats checkout time in Europe/Berlin after DST switch', () => {
  expect(fmt(d, 'Europe/Berlin', 'de-DE')).toBe('03:30');
});
test('formats receipt time in America/Sao_Paulo', () => {
  expect(fmt(d, 'America/Sao_Paulo', 'pt-BR')).toBe('22:30');
});
