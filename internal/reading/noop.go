package reading

import (
	"strings"
	"unicode/utf8"
)

// A result that did nothing is no observation that something was done
// (docs/tools.md, Readings). For a claim that something was changed —
// updated, backfilled, migrated, applied, deleted, re-indexed — an item
// whose own count of that work is zero ("UPDATE 0", "0 rows affected",
// "changed=0", "Matched: 120, Modified: 0", "0 filas actualizadas",
// "更新了 0 条") or that says there was nothing to do ("Nothing to
// migrate", "Already up to date", "no changes applied") shows the change
// did not happen: it persists. A claim that nothing changed ("the dry run
// changed nothing") is not one.

// changeClaimWords are the verbs (prefixes of a lower-case word) of a
// claim that data or state was changed.
var changeClaimWords = []string{"updat", "chang", "appli", "apply", "migrat", "backfill", "back-fill", "delet", "remov", "purg",
	"reindex", "re-index", "populat", "insert", "modif", "rewr", "wrote", "written", "pull", "renam", "seed",
	"actualiz", "cambi", "aplic", "migr", "elimin", "borr", "insert", "rellen", "reindex", "modific",
	"更新", "修改", "迁移", "删除", "回填", "应用", "重建索引", "写入"}

// unchangedClaimWords say the claim is itself of nothing changing.
var unchangedClaimWords = []string{"nothing", "no change", "unchanged", "idempot", "dry run", "dry-run", "no-op", "noop", "no rows",
	"not change", "not modif", "not touch", "untouched", "sin cambio", "nada", "no cambi", "没有变化", "未改变", "不变", "没有改动", "无变更"}

// changeCountWords name a count of work done (prefixes of a lower-case
// word, or Han anywhere in it).
var changeCountWords = []string{"updat", "chang", "modif", "affect", "migrat", "appli", "delet", "remov", "insert", "writ",
	"backfill", "reindex", "purg", "renam", "added", "creat", "destroy", "replac", "actualiz", "modific", "afectad", "migrad",
	"aplicad", "eliminad", "borrad", "insertad", "añadid", "cread", "更新", "修改", "影响", "迁移", "删除", "应用", "回填", "写入",
	"新增", "创建", "添加"}

// noopPhrases say a run had nothing to do.
var noopPhrases = []string{"nothing to migrate", "nothing to do", "nothing to update", "nothing to apply",
	"already up to date", "already up-to-date", "no changes", "no change applied", "no rows updated", "no rows affected",
	"no migrations to apply", "no pending migrations", "nada que migrar", "nada que actualizar", "sin cambios",
	"ya está actualizado", "ya estaba actualizado", "无需迁移", "没有需要", "无变更", "没有变更", "已是最新", "没有更新"}

// claimsChange reports a claim that something was changed, and not that
// nothing was.
func (c *Claim) claimsChange() bool {
	if !c.changeRead {
		lc := strings.ToLower(withoutAttributives(c.Text))
		c.change = saysAny(lc, changeClaimWords) && !saysAny(lc, unchangedClaimWords)
		c.changeRead = true
	}
	return c.change
}

// noOp is the blocker: a zero count of the claimed work, or a run that
// says it had nothing to do.
func noOp(c *Claim, _ *Reading, _ Input, b *blockText) (string, bool) {
	if c.ExpectsFailure || !c.claimsChange() {
		return "", false
	}
	if line, ok := noopIn(b.head); ok {
		b.decisive = line
		return "it showed the work done, not " + quote(strings.TrimSpace(line)), true
	}
	return "", false
}

// noopIn returns the line of s that shows nothing was changed: a phrase
// of noopPhrases, or a zero count of changeCountWords where no count of
// them is above zero. A schema change's "0 rows affected" is not one
// (ALTER and CREATE report no rows).
func noopIn(s string) (string, bool) {
	zero := -1
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) || i > 0 && (isDigit(s[i-1]) || s[i-1] == '.' || s[i-1] == ',') {
			continue
		}
		j := i
		for j < len(s) && isDigit(s[j]) {
			j++
		}
		if j < len(s) && (s[j] == '.' || s[j] == ',' || s[j] == '%' || s[j] == ':') && j+1 < len(s) && isDigit(s[j+1]) {
			i = j
			continue // 0.5, 0,5, 0:30
		}
		if countsChange(s, i, j) {
			if s[i:j] != "0" && strings.Trim(s[i:j], "0") != "" {
				return "", false // something was changed
			}
			if zero < 0 {
				zero = i
			}
		}
		i = j
	}
	if zero < 0 {
		for _, p := range noopPhrases {
			if i := indexFold(s, p); i >= 0 {
				return lineAt(s, i), true
			}
		}
		return "", false
	}
	line := lineAt(s, zero)
	if indexFold(line, "rows affected") >= 0 && (indexFold(s, "alter ") >= 0 || indexFold(s, "create ") >= 0 || indexFold(s, "drop ") >= 0) {
		return "", false
	}
	return line, true
}

// countsChange reports whether the number s[i:j] counts a change: a word
// of changeCountWords just before it ("UPDATE 0", "changed=0",
// "modifiedCount: 0", "更新了 0") or in the two words after it ("0 rows
// affected", "0 filas actualizadas", "0 documents updated").
func countsChange(s string, i, j int) bool {
	k := i
	for k > 0 && (s[k-1] == ' ' || s[k-1] == '=' || s[k-1] == ':' || s[k-1] == '"' || s[k-1] == '\t') {
		k--
	}
	e := k
	for k > 0 && s[k-1] != ' ' && s[k-1] != '\n' && s[k-1] != ',' && s[k-1] != '{' && s[k-1] != '(' {
		k--
	}
	if k < e && wordCountsChange(s[k:e]) {
		return true
	}
	for n, p := 0, j; n < 2 && p < len(s) && s[p] != '\n'; n++ {
		for p < len(s) && (s[p] == ' ' || s[p] == '\t') {
			p++
		}
		q := p
		for q < len(s) && s[q] != ' ' && s[q] != '\n' && s[q] != ',' && s[q] != ';' && s[q] != ')' {
			q++
		}
		if strings.ContainsAny(s[p:q], "=:") {
			break // another field: "ok=5 changed=0"
		}
		if q > p && wordCountsChange(s[p:q]) {
			return true
		}
		if q < len(s) && s[q] != ' ' {
			break // the count's phrase ends at a separator
		}
		p = q
	}
	return false
}

// wordCountsChange reports a word that names a count of work done: a
// prefix of changeCountWords (any case), or a Han one anywhere in it.
func wordCountsChange(w string) bool {
	for _, p := range changeCountWords {
		if p[0] >= utf8.RuneSelf {
			if strings.Contains(w, p) {
				return true
			}
			continue
		}
		if len(w) >= len(p) && strings.EqualFold(w[:len(p)], p) {
			return true
		}
		// a field name's part: modifiedCount, rows_updated, n_changed
		if i := indexFold(w, p); i > 0 && (w[i-1] == '_' || w[i-1] == '.') {
			return true
		}
	}
	return false
}

// indexFold is strings.Index for a lower-case ASCII sub, ignoring the case
// of s, without allocating.
func indexFold(s, sub string) int {
	n := len(sub)
	if n == 0 || n > len(s) {
		if n == 0 {
			return 0
		}
		return -1
	}
	lo, up := sub[0], sub[0]
	switch {
	case 'a' <= lo && lo <= 'z':
		up = lo - 'a' + 'A'
	case 'A' <= lo && lo <= 'Z':
		lo = up - 'A' + 'a'
	case lo >= utf8.RuneSelf:
		// A first letter outside ASCII may fold to other bytes: compare
		// at every place, as EqualFold does.
		for i := 0; i+n <= len(s); i++ {
			if strings.EqualFold(s[i:i+n], sub) {
				return i
			}
		}
		return -1
	}
	// Compare only where the first byte matches in either case: most of
	// an item's head is ruled out a byte at a time.
	for i, last := 0, len(s)-n; i <= last; i++ {
		if c := s[i]; (c == lo || c == up) && strings.EqualFold(s[i:i+n], sub) {
			return i
		}
	}
	return -1
}

// lineAt returns the line of s holding byte i.
func lineAt(s string, i int) string {
	a := strings.LastIndexByte(s[:i], '\n') + 1
	e := strings.IndexByte(s[i:], '\n')
	if e < 0 {
		return s[a:]
	}
	return s[a : i+e]
}
