package reading

import (
	"strconv"
	"strings"
)

// What a run or an observation was of: the commit, the branch, the day and
// hour, the command. An item that names another than the claim's affirms
// nothing of the claim's (docs/rules.md §4.1: the claimed check's own
// result): "Pipeline #5521 for commit 9f8e7d6: passed" for "commit abc1234
// passes CI", "CI passed on branch feature/login-fix" for "CI passes on
// main", "backup completed OK at 2026-11-14" for last night's backup (2026-
// 12-01), "$ make lint … exit status 0" for "make test passes", a "--- PASS"
// that an echo printed or an "expected output" shows.

// hashesIn returns the commit hashes s names: 7 to 40 hexadecimal
// characters with a digit and a letter, standing alone.
func hashesIn(s string, max int) []string {
	var out []string
	for i := 0; i < len(s) && len(out) < max; {
		j := i
		for j < len(s) && isHex(s[j]) {
			j++
		}
		if n := j - i; n >= 7 && n <= 40 && (i == 0 || !isAlnum(s[i-1])) && (j == len(s) || !isAlnum(s[j])) {
			w := strings.ToLower(s[i:j])
			if strings.ContainsAny(w, "0123456789") && strings.ContainsAny(w, "abcdef") {
				out = append(out, w)
			}
		}
		i = j + 1
	}
	return out
}

func isHex(b byte) bool { return b >= '0' && b <= '9' || b >= 'a' && b <= 'f' || b >= 'A' && b <= 'F' }

// sameCommit reports two hashes of one commit: one is a prefix of the other.
func sameCommit(a, b string) bool { return strings.HasPrefix(a, b) || strings.HasPrefix(b, a) }

// mainBranches name the main line; branchWords introduce a branch's name.
var (
	mainBranches = []string{"main", "master", "trunk", "主分支", "主干", "rama principal"}
	branchWords  = []string{"branch ", "branch: ", "rama ", "分支 ", "分支"}
)

// otherRevision: the item names a commit or a branch, and not the claim's.
func otherRevision(c *Claim, _ *Reading, in Input, b *blockText) (string, bool) {
	if c.ExpectsFailure || in.Code {
		return "", false
	}
	if mine := hashesIn(c.Text, 4); len(mine) > 0 {
		theirs := append(hashesIn(b.head, 16), hashesIn(in.Source, 4)...)
		if len(theirs) > 0 {
			for _, h := range theirs {
				for _, m := range mine {
					if sameCommit(h, m) {
						return "", false
					}
				}
			}
			return "it ran at commit " + mine[0] + ", not " + theirs[0], false
		}
	}
	lowerClaim := strings.ToLower(c.Text)
	if !containsAnyOf(lowerClaim, mainBranches) {
		return "", false
	}
	lower := strings.ToLower(b.head + "\n" + in.Source) // (a claim of the main branch only)
	for _, w := range branchWords {
		i := strings.Index(lower, w)
		if i < 0 || isLatin(w) && i > 0 && isAlnum(lower[i-1]) {
			continue
		}
		name := strings.TrimLeft(lower[i+len(w):], " `'\"")
		if k := strings.IndexAny(name, " \n,;:)`'\"的"); k >= 0 {
			name = name[:k]
		}
		if name != "" && !containsAnyOf(name, mainBranches) && name != "the" && name != "la" && name != "el" {
			return "it ran on the main branch, not " + quote(name), false
		}
	}
	return "", false
}

// isoDates returns the dates written 2026-12-01 in s, as written.
func isoDates(s string, max int) []string {
	var out []string
	for i := 0; i+10 <= len(s) && len(out) < max; i++ {
		d := s[i : i+10]
		if (i == 0 || !isDigit(s[i-1])) && isDigit(d[0]) && isDigit(d[1]) && isDigit(d[2]) && isDigit(d[3]) && d[4] == '-' &&
			isDigit(d[5]) && isDigit(d[6]) && d[7] == '-' && isDigit(d[8]) && isDigit(d[9]) && (i+10 == len(s) || !isDigit(s[i+10])) {
			out = append(out, d)
			i += 9
		}
	}
	return out
}

// claimDate returns the day a claim names, as 2026-12-01 or as "-12-01"
// when it names the month and day only ("12月2日", "1 de diciembre",
// "Dec 1", "December 1"), or "".
func claimDate(claim string) string {
	if ds := isoDates(claim, 1); len(ds) > 0 {
		return ds[0]
	}
	lower := strings.ToLower(claim)
	if i := strings.Index(lower, "月"); i > 0 {
		m, day := digitsBefore(lower, i), digitsAfter(lower[i+len("月"):])
		if m > 0 && m <= 12 && day > 0 && day <= 31 {
			return "-" + pad2(m) + "-" + pad2(day)
		}
	}
	for k, names := range monthNames {
		for _, n := range names {
			i := strings.Index(lower, n)
			if i < 0 || i > 0 && isAlnum(lower[i-1]) {
				continue
			}
			// "dec 1", "december 1"; "1 de diciembre".
			if day := digitsAfter(strings.TrimLeft(lower[i+len(n):], " .")); day > 0 && day <= 31 {
				return "-" + pad2(k+1) + "-" + pad2(day)
			}
			if j := strings.LastIndex(lower[:i], " de "); j > 0 && j+4 == i {
				if day := digitsBefore(lower, j); day > 0 && day <= 31 {
					return "-" + pad2(k+1) + "-" + pad2(day)
				}
			}
		}
	}
	return ""
}

var monthNames = [12][]string{{"january", "jan", "enero"}, {"february", "feb", "febrero"}, {"march", "mar", "marzo"},
	{"april", "apr", "abril"}, {"may", "mayo"}, {"june", "jun", "junio"}, {"july", "jul", "julio"}, {"august", "aug", "agosto"},
	{"september", "sep", "sept", "septiembre"}, {"october", "oct", "octubre"}, {"november", "nov", "noviembre"},
	{"december", "dec", "diciembre"}}

func digitsBefore(s string, at int) int {
	j := at
	for j > 0 && s[j-1] == ' ' {
		j--
	}
	k := j
	for k > 0 && isDigit(s[k-1]) && j-k < 4 {
		k--
	}
	return atoiPrefix(s[k:j])
}

// digitsAfter is the number s opens with, at most four digits ("2日" → 2).
func digitsAfter(s string) int {
	n, rest := leadingInt(s[:min(len(s), 4)])
	if len(s) > 4 && rest == "" && isDigit(s[4]) {
		return 0 // not a day: a year, an id
	}
	return n
}

// pad2 writes a month or a day in two digits.
func pad2(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// staleDate: the claim names a day and the item's dates are all before it.
func staleDate(c *Claim, _ *Reading, in Input, b *blockText) (string, bool) {
	if c.ExpectsFailure || in.Code {
		return "", false
	}
	if since := sinceClock(c.Text); since != "" {
		times := clocksIn(b.head, 16)
		stale := len(times) > 0
		for _, t := range times {
			stale = stale && t < since
		}
		if stale {
			return "it was observed after " + since + ", not at " + times[len(times)-1], false
		}
	}
	day := claimDate(c.Text)
	if day == "" {
		return "", false
	}
	dates := append(isoDates(b.head, 16), isoDates(in.Source, 4)...)
	if len(dates) == 0 {
		return "", false
	}
	for _, d := range dates {
		if strings.HasPrefix(day, "-") && d[4:] >= day || !strings.HasPrefix(day, "-") && d >= day {
			return "", false
		}
	}
	return "it was observed on " + strings.TrimPrefix(day, "-") + ", not " + dates[len(dates)-1], false
}

// sinceWords before a clock time in a claim say from when it holds:
// "since the 14:00 deploy", "desde el despliegue de las 14:00", "14:00 上线后".
var sinceWords = []string{"since", "after", "desde", "tras", "después", "despues", "之后", "以来", "后"}

// sinceClock returns the clock time (15:04) from which a claim says it
// holds, or "".
func sinceClock(claim string) string {
	lower := strings.ToLower(claim)
	if !containsAnyOf(lower, sinceWords) {
		return ""
	}
	if ts := clocksIn(lower, 1); len(ts) > 0 {
		return ts[0]
	}
	return ""
}

// clocksIn returns the clock times (15:04, seconds aside) s names.
func clocksIn(s string, max int) []string {
	var out []string
	for i := 0; i+5 <= len(s) && len(out) < max; i++ {
		if (i == 0 || !isDigit(s[i-1]) && s[i-1] != ':') && isDigit(s[i]) && isDigit(s[i+1]) && s[i+2] == ':' && isDigit(s[i+3]) && isDigit(s[i+4]) &&
			(i+5 == len(s) || !isDigit(s[i+5])) && s[i:i+2] < "24" {
			out = append(out, s[i:i+5])
			i += 4
		}
	}
	return out
}
