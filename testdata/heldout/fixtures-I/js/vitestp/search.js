export const normalize = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
export const tokenize = (s) => normalize(s).split(/\s+/).filter(Boolean);
