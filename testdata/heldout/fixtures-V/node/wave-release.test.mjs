// pickd wave release (by design: all pass)
import { test } from 'node:test';
import assert from 'node:assert/strict';

function release(wave) { return { ...wave, state: wave.lines > 0 ? 'RELEASED' : 'EMPTY' }; }
test('releases wave with open lines', () => { assert.equal(release({ lines: 12 }).state, 'RELEASED'); });
test('marks empty wave EMPTY', () => { assert.equal(release({ lines: 0 }).state, 'EMPTY'); });
test('keeps wave id', () => { assert.equal(release({ id: 'W-07', lines: 1 }).id, 'W-07'); });
