import { test, expect } from 'vitest';
test('formats EUR for de-DE', () => { expect(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5)).toMatch(/1\.234,50/); });
test('formats JPY for ja-JP', () => { expect(new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' }).format(1234)).toBe('¥1,234.00'); });
