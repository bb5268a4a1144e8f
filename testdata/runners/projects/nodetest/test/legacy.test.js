import { test } from 'node:test';

test('legacy invoice export', { skip: 'legacy PDF service not migrated' }, () => {});
test('legacy invoice tax', { skip: process.env.LEGACY_PDF ? false : 'LEGACY_PDF not set' }, () => {});
