import { describe, test, expect } from 'vitest';

function dedupe(rows) { const s = new Set(); return rows.filter(r => !s.has(r.id) && s.add(r.id)); }
function partitionByDay(rows) { const m = {}; for (const r of rows) (m[r.ts.slice(0, 10)] ||= []).push(r); return m; }

describe('etl pipeline', () => {
  test('dedupe drops repeated event ids', () => {
    expect(dedupe([{ id: 1 }, { id: 1 }, { id: 2 }]).length).toBe(2);
  });
  test('partitions by UTC day', () => {
    const p = partitionByDay([{ ts: '2026-11-30T23:59:59Z' }, { ts: '2026-12-01T00:00:01Z' }]);
    expect(Object.keys(p)).toEqual(['2026-11-30', '2026-12-01']);
  });
  test('late events land in their own day', () => {
    const p = partitionByDay([{ ts: '2026-12-01T01:00:00+02:00' }]);
    expect(Object.keys(p)).toEqual(['2026-11-30']);
  });
});
