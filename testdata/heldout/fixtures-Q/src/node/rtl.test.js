function dir(loc) { return ['ar', 'he', 'fa'].includes(loc.split('-')[0]) ? 'rtl' : 'ltr'; }
test('sets dir=rtl for Arabic checkout', () => { expect(dir('ar-EG')).toBe('rtl'); });
test('sets dir=rtl for Urdu checkout', () => { expect(dir('ur-PK')).toBe('rtl'); }); // fails on purpose
