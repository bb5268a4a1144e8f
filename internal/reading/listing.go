package reading

import "strings"

// A claim that a named thing is present in a named place ("the commit 'fix:
// clamp retry backoff' is on main", "the index idx_orders_customer exists",
// "report.csv is in the releases bucket") is observed by a listing of that
// place holding the thing verbatim: `git log --oneline main` printing
// "9bea4d5 fix: clamp retry backoff", `\di` printing the index, `aws s3 ls
// s3://releases/` printing the file. The listing must be of the place the
// claim names (another branch's log is not main's), and the thing must be
// on a line of its output, not only in the command.

// presenceWords say a thing is present somewhere.
var presenceWords = []string{" is on ", " is in ", " are on ", " are in ", " exists", " exist ", " is listed", " is present",
	" landed on ", " está en ", " están en ", " existe", " aparece en "}

// placeArticles are skipped before the place's name ("in the releases bucket").
var placeArticles = []string{"the ", "el ", "la ", "los ", "las "}

// genericPlaces name a kind of place, not one: "in the bucket" names no
// bucket a listing could be checked against.
var genericPlaces = map[string]bool{"bucket": true, "database": true, "db": true, "repo": true, "repository": true,
	"table": true, "directory": true, "folder": true, "registry": true, "cluster": true, "namespace": true,
	"branch": true, "schema": true, "list": true, "listing": true}

// listVerbs mark a command that lists a place.
var listVerbs = []string{"log", "ls", "list", "get", "show", "\\d", "branch", "tag", "images", "tables"}

// refusedListing words on a line: the thing is not there, or it is undone.
var refusedListing = []string{"not found", "no such", "does not exist", "doesn't exist", "deleted", "removed", "revert", "error", "missing", "not exist"}

// What a listing shows of the thing a presence claim names.
const (
	notListing   = iota // no listing of a place in the item
	listedThere         // on a line of the listing of the claim's place
	listedOther         // only in a listing of another place
	listedAbsent        // a listing without it
)

// listed returns what a listing in content shows of the thing the claim
// says is present, and the line holding it.
func (c *Claim) listed(content, source string) (line string, shows int) {
	thing, place := c.presence()
	if thing == "" {
		return "", notListing
	}
	cmd, other := false, false // inside a listing's output; of another place
	if commandSource(source) && listsPlace(source, "") {
		// The source is the listing's command ("git log --oneline main"),
		// the content its output.
		cmd, other = true, !listsPlace(source, place)
		shows = listedAbsent
	}
	date := dateIn(c.Text)
	for at := 0; at < len(content); {
		l, _, _ := strings.Cut(content[at:], "\n")
		at += len(l) + 1
		t := strings.TrimSpace(l)
		switch {
		case isCommandLine(t):
			cmd = listsPlace(t, "")
			other = cmd && !listsPlace(t, place)
			if cmd && shows == notListing {
				shows = listedAbsent
			}
		case cmd && (nameFold(t, thing) || strings.ContainsAny(thing, "-_") && nameFold(t, spaced(thing))) && !refusedLine(t):
			if date != "" && !strings.Contains(t, date) {
				continue // "landed on main on 2026-12-01": the line of that day
			}
			if !other {
				return t, listedThere
			}
			line, shows = t, listedOther
		}
	}
	return line, shows
}

// presence returns the thing a presence claim names (its quoted text or
// its identifier) and the name of its place ("" when the place is only a
// kind of place).
func (c *Claim) presence() (thing, place string) {
	s := c.Text
	at := -1
	for _, w := range presenceWords {
		if i := indexFold(s, w); i >= 0 {
			at = i
			break
		}
	}
	if at < 0 || c.negation() {
		return "", ""
	}
	thing = quotedIn(s)
	if thing == "" {
		thing = identifierIn(s[:at])
	}
	if len(thing) < 4 {
		return "", ""
	}
	// The place: the word after the claim's last " on ", " in ", " en "
	// that names no day ("on main on 2026-12-01").
	for _, p := range []string{" on ", " in ", " en "} {
		i := lastIndexFold(s, p)
		for i > at && i+len(p) < len(s) && isDigit(s[i+len(p)]) {
			i = lastIndexFold(s[:i], p)
		}
		if i >= at {
			rest := s[i+len(p):]
			for _, a := range placeArticles {
				if len(rest) >= len(a) && strings.EqualFold(rest[:len(a)], a) {
					rest = rest[len(a):]
				}
			}
			end := 0
			for end < len(rest) && (wordByte(rest[end]) || rest[end] == '-' || rest[end] == '/' || rest[end] == '.' && end+1 < len(rest) && wordByte(rest[end+1])) {
				end++
			}
			place = rest[:end]
			break
		}
	}
	if genericPlaces[strings.ToLower(place)] {
		place = ""
	}
	return thing, place
}

// commandSource reports a source that is a command line ("git log
// --oneline main", "aws s3 ls s3://releases/"): its first word a program's
// name, lower case.
func commandSource(s string) bool {
	first, rest, ok := strings.Cut(strings.TrimPrefix(strings.TrimSpace(s), "$ "), " ")
	if !ok || rest == "" || len(first) < 2 {
		return false
	}
	for i := 0; i < len(first); i++ {
		if b := first[i]; !(b >= 'a' && b <= 'z' || isDigit(b) || b == '-') {
			return false
		}
	}
	return true
}

// spaced returns an identifier's words apart: "idempotency-key" is
// "idempotency key" in a commit's subject.
func spaced(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '-' || r == '_' {
			return ' '
		}
		return r
	}, s)
}

// dateIn returns the first YYYY-MM-DD date of s, or "".
func dateIn(s string) string {
	for i := 0; i+10 <= len(s); i++ {
		d := s[i : i+10]
		if isDigit(d[0]) && isDigit(d[1]) && isDigit(d[2]) && isDigit(d[3]) && d[4] == '-' && isDigit(d[5]) && isDigit(d[6]) && d[7] == '-' &&
			isDigit(d[8]) && isDigit(d[9]) && (i == 0 || !isDigit(s[i-1])) && (i+10 == len(s) || !isDigit(s[i+10])) {
			return d
		}
	}
	return ""
}

// quotedIn returns the first quoted text of s: 'x', "x", `x`, “x”.
func quotedIn(s string) string {
	for _, q := range [][2]string{{"'", "'"}, {"\"", "\""}, {"`", "`"}, {"“", "”"}, {"«", "»"}} {
		i := strings.Index(s, q[0])
		if i < 0 {
			continue
		}
		if q[0] == "'" && i > 0 && wordByte(s[i-1]) {
			continue // an apostrophe: "the team's"
		}
		rest := s[i+len(q[0]):]
		if j := strings.Index(rest, q[1]); j > 0 {
			return rest[:j]
		}
	}
	return ""
}

// identifierIn returns the first word of s that is an identifier: with an
// underscore, a dot inside or a slash ("idx_orders_customer", "report.csv").
func identifierIn(s string) string {
	for f := range strings.FieldsSeq(s) {
		f = strings.Trim(f, ",;:()")
		if len(f) < 5 || !wordByte(f[0]) {
			continue
		}
		if strings.ContainsAny(f, "_/-") || strings.Contains(strings.TrimRight(f, "."), ".") {
			return strings.TrimRight(f, ".")
		}
	}
	return ""
}

// isCommandLine reports whether a line is a command typed at a prompt.
func isCommandLine(t string) bool {
	return strings.HasPrefix(t, "$ ") || strings.HasPrefix(t, "> ") || strings.HasPrefix(t, "=> ") ||
		strings.HasPrefix(t, "\\d") || strings.HasSuffix(t, "=# \\di") || strings.Contains(t, "=# ") || strings.Contains(t, "=> \\d")
}

// listsPlace reports whether a command lists the place ("" for any place).
func listsPlace(t, place string) bool {
	lists := false
	for _, v := range listVerbs {
		if nameFold(t, v) || v == "\\d" && strings.Contains(t, v) {
			lists = true
			break
		}
	}
	return lists && (place == "" || nameFold(t, place))
}

// nameFold reports whether t holds name as a whole word, ignoring ASCII case.
func nameFold(t, name string) bool {
	for i := 0; i+len(name) <= len(t); {
		j := indexFold(t[i:], name)
		if j < 0 {
			return false
		}
		j += i
		end := j + len(name)
		if (j == 0 || !nameByte(t[j-1]) || !wordByte(name[0])) && (end == len(t) || !nameByte(t[end]) || !wordByte(name[len(name)-1])) {
			return true
		}
		i = j + 1
	}
	return false
}

// lastIndexFold is strings.LastIndex ignoring ASCII case, without allocating.
func lastIndexFold(s, sub string) int {
	for i := len(s) - len(sub); i >= 0; i-- {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return i
		}
	}
	return -1
}

// refusedLine reports whether a listing's line says the thing is not there.
func refusedLine(t string) bool {
	for _, w := range refusedListing {
		if indexFold(t, w) >= 0 {
			return true
		}
	}
	return false
}

// nameByte is a byte of a listed name: "team-ledger-old" is not "team-ledger".
func nameByte(c byte) bool { return wordByte(c) || c == '-' }
