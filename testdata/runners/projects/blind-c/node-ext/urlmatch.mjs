// URL matching for a privacy browser extension (capture fixture).
const BUG = process.env.URLMATCH_BUG === '1';

export function matches(pattern, url) {
  const u = new URL(url);
  if (pattern.startsWith('*.')) {
    const base = pattern.slice(2);
    return BUG ? u.hostname === base : (u.hostname === base || u.hostname.endsWith('.' + base));
  }
  return u.hostname === pattern;
}

export function stripTracking(url) {
  const u = new URL(url);
  for (const k of [...u.searchParams.keys()]) {
    if (k.startsWith('utm_') || k === 'fbclid' || k === 'gclid') u.searchParams.delete(k);
  }
  return u.toString();
}
