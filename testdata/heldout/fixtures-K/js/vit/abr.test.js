import { describe, it, expect } from 'vitest';
import { pickRendition } from './abr.js';
const ladder = [{name:'240p',kbps:400},{name:'480p',kbps:1200},{name:'720p',kbps:3000},{name:'1080p',kbps:6000}];
describe('ABR ladder', () => {
  it('picks 720p on a 4 Mbps link', () => { expect(pickRendition(ladder, 4000)).toBe('720p'); });
  it('falls back to 240p on a 300 kbps link', () => { expect(pickRendition(ladder, 300)).toBe('240p'); });
  it('picks 1080p on a 7 Mbps link', () => { expect(pickRendition(ladder, 7000)).toBe('1080p'); });
});
