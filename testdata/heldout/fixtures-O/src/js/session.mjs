export function refresh(tok) { return tok.expiresAt > Date.now() ? { ...tok, expiresAt: Date.now() + 3600e3 } : null; }
export function parseCookie(c) { const m = /sid=([^;]+)/.exec(c); return m ? m[1] : null; }
