function tokenize(s) { return s.toLowerCase().split(/[^a-z0-9äöüß]+/).filter(Boolean); }
function buildIndex(docs) {
  const idx = new Map();
  docs.forEach((d, i) => tokenize(d).forEach(t => { if (!idx.has(t)) idx.set(t, new Set()); idx.get(t).add(i); }));
  return idx;
}
module.exports = { tokenize, buildIndex };
