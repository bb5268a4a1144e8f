package redact

import (
	"strings"
)

// A placeholderKind is one kind of value that stands for a secret without
// being one (docs/rules.md §8): a rule that finds such a value leaves it alone.
type placeholderKind struct {
	name string
	// assigned: the kind is a placeholder only as the value of a key
	// ("secret_length = X25519.secret_length"); a token rule's match
	// never is one ("hvs.CAESIJ…" is a Vault token, not a reference).
	assigned bool
	is       func(v string) bool
}

// placeholderKinds are checked, in order, before any value is redacted.
var placeholderKinds = []placeholderKind{
	{"empty", false, func(v string) bool { return v == "" }},
	// "password:\n  user:": the next key, not a value. (The cheap and the
	// common kinds come first: text made of "api_key: api_key: …" asks
	// about "api_key:" at every hit.)
	{"next key", true, func(v string) bool { return v[len(v)-1] == ':' && !strings.ContainsAny(v, " \t") }},
	// xxxx, XXXXXXXX, ********, ghp_xxxx…, glc_1111…, AKIAXXXX…,
	// sha256~_xxxxxx_xxxx-X: one character makes up half the value.
	{"repeated character", false, repeated},
	// xoxp-5723…-5738…-5723…-#####…, sk_test_********1234: the secret
	// part masked, ids or a few characters left.
	{"masked", false, masked},
	// ops_eyJzaWduSW5B.., sk_live_4eC3…: the start of a secret shown and
	// the rest elided, as a dashboard or a CLI lists one.
	{"elided", false, elided},
	// <password>, <your api key>, [PASSWORD], {password}, {{ .Values.x }},
	// %DB_PASSWORD%, @DB_PASSWORD@.
	{"angle brackets", false, func(v string) bool { return enclosed(v, "<", ">", true) }},
	{"square brackets", false, func(v string) bool { return enclosed(v, "[", "]", true) }},
	{"braces", false, func(v string) bool { return enclosed(v, "{", "}", false) }},
	{"percent variable", false, func(v string) bool { return enclosed(v, "%", "%", false) }},
	{"at variable", false, func(v string) bool { return enclosed(v, "@", "@", false) }},
	{"template", false, template}, // ${VAR}, $(cat f), #{x}, <%= x %>
	{"variable", false, variable}, // $VAR, $1, $_ENV
	{"word", false, func(v string) bool { return hasLower(placeholderWords, v) }},                    // changeme, true, none…
	{"instruction", false, instruction},                                                              // your_api_key, PUT_YOUR_TOKEN_HERE, SlackTokenHere
	{"documentation example", false, func(v string) bool { return strings.HasSuffix(v, "EXAMPLE") }}, // AKIAIOSFODNN7EXAMPLE
	{"reference", true, reference},                                                                   // var.db_password, X25519.secret_length, process.env.KEY
	{"endpoint", true, endpoint},                                                                     // access_token_url = 'https://…'
	{"file name", true, fileName},                                                                    // TokenFile="x.cer", /run/secrets/db_password
	{"format verb", true, formatVerb},                                                                // %s, %v, %(password)s
	{"call", true, call},                                                                             // getenv("TOKEN"), os.Getenv("KEY")
	{"versioned name", true, versioned},                                                              // io.jsonwebtoken:jjwt-jackson-0.11.2
	// Code, not a value: "token = \"token = \"…\"\"" quoted inside
	// itself, "<xsd:element name=\"…\"".
	{"code", true, code},
}

// isPlaceholder reports whether v, a candidate secret, is a placeholder;
// assigned says it is the value of a key, where references, endpoints and
// file names are placeholders too.
func isPlaceholder(v string, assigned bool) bool {
	v = strings.Trim(v, "\"'` \t")
	for i := range placeholderKinds {
		k := &placeholderKinds[i]
		if (assigned || !k.assigned) && k.is(v) {
			return true
		}
	}
	return false
}

// placeholderKind returns the name of the first kind v is, for tests.
func placeholderKindOf(v string, assigned bool) string {
	v = strings.Trim(v, "\"'` \t")
	for i := range placeholderKinds {
		k := &placeholderKinds[i]
		if (assigned || !k.assigned) && k.is(v) {
			return k.name
		}
	}
	return ""
}

// maxWord is the longest word lowered takes: longer ones are no
// placeholder word or extension.
const maxWord = 32

// hasLower reports whether m holds s lower-cased, s at most maxWord
// bytes, without allocating: the compiler keeps the buffer on the stack,
// and a map lookup of string(b) does not copy it.
func hasLower(m map[string]bool, s string) bool {
	if len(s) > maxWord {
		return false
	}
	var buf [maxWord]byte
	return m[string(lowerInto(buf[:len(s)], s))]
}

// lowerInto writes s with ASCII letters lower-cased into dst, as long as
// s, and returns it: a caller's buffer on its stack saves an allocation.
func lowerInto(dst []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		dst[i] = c
	}
	return dst
}

// placeholderWords are values that say what belongs there, or that
// nothing does.
var placeholderWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`true false null none nil undefined required optional string redacted
		changeme change_me change-me changeit secret password passwd token apikey api_key api-key key value
		example sample dummy fake mock placeholder test testing todo tbd n/a na foo bar baz xxx hidden masked
		bearer basic 0 1 -1 on off yes no enabled disabled
		enc`) { // SOPS and Jasypt write an encrypted value ENC[…] or ENC(…): its bare value is ENC
		m[w] = true
	}
	return m
}()

// repeated reports a value one character makes up most of (at least four
// times) with no run of eight letters or digits besides, or three or more
// of one character: a mask, or a token's prefix and a mask, but not a
// secret padded out ("hunter2hunter2xxxxxxxx").
func repeated(v string) bool {
	if len(v) < 4 {
		return len(v) >= 3 && strings.Count(v, v[:1]) == len(v)
	}
	// The character that makes up most of v, if one does: Boyer and
	// Moore's majority vote, then a count.
	c, n := v[0], 0
	for i := 0; i < len(v); i++ {
		switch {
		case n == 0:
			c, n = v[i], 1
		case v[i] == c:
			n++
		default:
			n--
		}
	}
	if most := strings.Count(v, string(c)); most >= 4 && 2*most > len(v) {
		run := 0
		for i := 0; i < len(v); i++ {
			if v[i] == c || !isAlnum(v[i]) {
				run = 0
			} else if run++; run >= 8 {
				return false
			}
		}
		return true
	}
	// "•" and "…" are three bytes each.
	for _, mask := range []string{"•", "…"} {
		if n := strings.Count(v, mask); n >= 4 && 2*n*len(mask) >= len(v) {
			return true
		}
	}
	return false
}

// masked: a run of eight or more "*" or "#", which no token's alphabet
// holds, with no run of more than maxElided letters and digits besides:
// the secret is the part masked, and what is left are ids or the few
// characters a dashboard shows.
func masked(v string) bool {
	longest, mask, run := 0, 0, 0
	for i := 0; i < len(v); i++ {
		c := v[i]
		if c == '*' || c == '#' {
			if i > 0 && v[i-1] == c {
				mask++
			} else {
				mask = 1
			}
			longest, run = max(longest, mask), 0
			continue
		}
		if !isAlnum(c) {
			run = 0
		} else if run++; run > maxElided {
			return false
		}
	}
	return longest >= 8
}

// maxElided is the most of a secret an elided value shows: more is a
// secret cut short (a log line clipped at its width), and most of it
// still there.
const maxElided = 16

// elided: a value that ends in "…", or two dots or more, after at most
// maxElided bytes.
func elided(v string) bool {
	shown, ok := strings.CutSuffix(v, "…")
	if !ok {
		shown = strings.TrimRight(v, ".")
		ok = len(v)-len(shown) >= 2
	}
	return ok && shown != "" && len(shown) <= maxElided
}

// enclosed: v is open, something, close; with spaces inside only when
// spaces says so ("<your api key>"), and never close again inside.
func enclosed(v, open, close string, spaces bool) bool {
	if len(v) <= len(open)+len(close) || !strings.HasPrefix(v, open) || !strings.HasSuffix(v, close) {
		return false
	}
	inner := v[len(open) : len(v)-len(close)]
	return !strings.Contains(inner, close) && (spaces || !strings.ContainsAny(inner, " \t\n"))
}

// template: a substitution the value is written in.
func template(v string) bool {
	for _, p := range []string{"${", "$(", "#{", "<%", "{{", "%("} {
		if strings.HasPrefix(v, p) {
			return true
		}
	}
	return false
}

// variable: a shell, PHP or Perl variable, "$VAR", "$1", "$_ENV".
func variable(v string) bool {
	if len(v) < 2 || v[0] != '$' {
		return false
	}
	for i := 1; i < len(v); i++ {
		if !isWord(v[i]) {
			return false
		}
	}
	return true
}

// instruction: a value that says what to put there: "your_api_key",
// "YOUR-TOKEN", "PUT_YOUR_TOKEN_HERE", "SlackAppTokenHere", "insert-key".
func instruction(v string) bool {
	for _, p := range instructionVerbs {
		if len(v) > len(p)+1 && strings.EqualFold(v[:len(p)], p) && strings.IndexByte("_-. ", v[len(p)]) >= 0 && wordy(v[len(p)+1:]) {
			return true
		}
	}
	for i := 0; i+4 <= len(v); i++ {
		if v[i]|0x20 == 'y' && strings.EqualFold(v[i:i+4], "your") && (i == 0 || !isLetter(v[i-1]) || v[i] == 'Y' && v[i-1] >= 'a') &&
			(i+4 == len(v) || !isLetter(v[i+4]) || v[i+1] == 'O' && v[i+4] < 'a' || v[i+4] < 'a' && v[i+3] >= 'a') {
			return true
		}
	}
	if n := len(v); n > 4 && strings.EqualFold(v[n-4:], "here") {
		return !isLetter(v[n-5]) || v[n-4:] == "Here" || v[n-4:] == "HERE"
	}
	return false
}

var instructionVerbs = []string{"insert", "enter", "replace", "my", "put"}

// reference: identifiers joined by ".", "::" or "->", each a word rather
// than random characters, with an optional call or index at the end.
func reference(v string) bool {
	v = strings.TrimSuffix(v, "()")
	if i := strings.IndexAny(v, "[("); i > 0 && v[len(v)-1] == closer(v[i]) {
		v = v[:i]
	}
	parts := 0
	for len(v) > 0 {
		end, next := len(v), len(v)
		for j := 0; j < len(v); j++ {
			if v[j] == '.' {
				end, next = j, j+1
				break
			}
			if j+1 < len(v) && (v[j] == ':' && v[j+1] == ':' || v[j] == '-' && v[j+1] == '>') {
				end, next = j, j+2
				break
			}
		}
		p := v[:end]
		if p == "" || !(isLetter(p[0]) || p[0] == '_' || p[0] == '$') || !identifier(p) || !wordy(p) {
			return false
		}
		parts++
		if next == len(v) && end < len(v) {
			return false // a separator at the end
		}
		v = v[next:]
	}
	return parts >= 2
}

func closer(c byte) byte {
	if c == '[' {
		return ']'
	}
	return ')'
}

// call: a function call that reads the secret from elsewhere.
func call(v string) bool {
	i := strings.IndexByte(v, '(')
	if i <= 0 || !strings.HasSuffix(v, ")") {
		return false
	}
	return reference(v[:i]) || identifier(v[:i]) && wordy(v[:i])
}

// endpoint: a URL without credentials in it.
func endpoint(v string) bool {
	i := strings.Index(v, "://")
	if i <= 0 || !isLetter(v[0]) {
		return false
	}
	for j := 0; j < i; j++ {
		if !(isAlnum(v[j]) || v[j] == '+' || v[j] == '.' || v[j] == '-') {
			return false
		}
	}
	rest := v[i+3:]
	authority := rest
	if k := strings.IndexAny(rest, "/?#"); k >= 0 {
		authority = rest[:k]
	}
	return authority != "" && !strings.Contains(authority, "@") && !strings.ContainsAny(rest, " \t\n")
}

// fileExtensions are those of files that hold keys, certificates and
// configuration: a value ending in one names a file, not a secret.
var fileExtensions = map[string]bool{
	"cer": true, "crt": true, "pem": true, "key": true, "pub": true, "der": true, "p12": true, "pfx": true, "jks": true,
	"keystore": true, "json": true, "yaml": true, "yml": true, "toml": true, "txt": true, "env": true, "conf": true,
	"cfg": true, "ini": true, "xml": true, "properties": true, "asc": true, "gpg": true, "ppk": true, "csr": true,
}

// fileName: a name with a key file's extension, or a path of words.
func fileName(v string) bool {
	if i := strings.LastIndexByte(v, '.'); i > 0 && hasLower(fileExtensions, v[i+1:]) {
		return pathOfWords(v[:i])
	}
	if strings.HasPrefix(v, "/") || strings.HasPrefix(v, "./") || strings.HasPrefix(v, "../") || strings.HasPrefix(v, "~/") {
		return strings.Count(v, "/") >= 2 && pathOfWords(v)
	}
	return false
}

// pathOfWords: the parts of a path (or of an artifact's name) are words.
func pathOfWords(p string) bool {
	start := 0
	for i := 0; i <= len(p); i++ {
		if i < len(p) && strings.IndexByte("/\\.~:", p[i]) < 0 {
			continue
		}
		part := p[start:i]
		start = i + 1
		if part == "" {
			continue
		}
		for j := 0; j < len(part); j++ {
			if !isWord(part[j]) && part[j] != '$' && part[j] != '-' {
				return false
			}
		}
		if !wordy(part) {
			return false
		}
	}
	return true
}

// versioned: an artifact's name and version, "jjwt-jackson-0.11.2".
func versioned(v string) bool {
	i := strings.LastIndexAny(v, "-_:@")
	if i <= 0 || !isLetter(v[0]) {
		return false
	}
	ver := strings.TrimPrefix(v[i+1:], "v")
	dots, digits := 0, 0
	for j := 0; j < len(ver); j++ {
		switch c := ver[j]; {
		case c == '.':
			if digits == 0 {
				return false
			}
			dots, digits = dots+1, 0
		case '0' <= c && c <= '9':
			digits++
		default:
			return false
		}
	}
	return dots >= 1 && digits > 0 && pathOfWords(v[:i])
}

// code: a value holding an assignment, an element with attributes, or a
// command with a path argument ("etcdctl get /sumologic_secret", a shell
// substitution in backticks).
func code(v string) bool {
	return strings.Contains(v, " =") || strings.HasPrefix(v, "<") && len(v) > 1 && isLetter(v[1]) && strings.ContainsAny(v, " \t") ||
		strings.Contains(v, " /") && v[0] >= 'a' && v[0] <= 'z'
}

// namesItsKey reports a value that is its key's name again, in capitals
// or not ("access_token=ACCESS_TOKEN", "password: PASSWORD"): a template
// to fill in. key is the identifier the rule's match starts with.
func namesItsKey(key, v string) bool {
	// Compare from the ends, letters only, case folded: "access_token"
	// ends in "ACCESS_TOKEN", "DB_PASSWORD" in "password".
	i, j, letters := len(key)-1, len(v)-1, 0
	for j >= 0 {
		if c := v[j]; c == '_' || c == '-' || c == '.' {
			j--
			continue
		} else if !isLetter(c) {
			return false
		}
		for i >= 0 && (key[i] == '_' || key[i] == '-' || key[i] == '.') {
			i--
		}
		if i < 0 || key[i]|0x20 != v[j]|0x20 {
			return false
		}
		i, j, letters = i-1, j-1, letters+1
	}
	return letters >= 3
}

// formatVerb: a printf verb or Python's %(name)s.
func formatVerb(v string) bool {
	if len(v) == 2 && v[0] == '%' && strings.IndexByte("sdvqxXT", v[1]) >= 0 {
		return true
	}
	return strings.HasPrefix(v, "%(") && strings.HasSuffix(v, ")s")
}

func identifier(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isWord(s[i]) && s[i] != '$' {
			return false
		}
	}
	return true
}

func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }

// wordy reports a name made of words, not random characters: few changes
// between lower case, upper case and digits for its length ("secret_length",
// "getApiKey", "X25519" are; "CAESIJlRpxG0Tq" is not). A name of four
// characters or fewer is always a word.
func wordy(s string) bool {
	if len(s) <= 4 {
		return true
	}
	class := func(c byte) int {
		switch {
		case 'a' <= c && c <= 'z':
			return 1
		case 'A' <= c && c <= 'Z':
			return 2
		case '0' <= c && c <= '9':
			return 3
		}
		return 0
	}
	changes, letters := 0, 0
	prev := 0
	for i := 0; i < len(s); i++ {
		c := class(s[i])
		if c == 0 {
			prev = 0
			continue
		}
		letters++
		// An upper-case letter after lower case starts a camelCase word; a
		// lower-case one after upper case continues it ("Api"): only the
		// first counts.
		if prev != 0 && c != prev && !(prev == 2 && c == 1) {
			changes++
		}
		prev = c
	}
	return letters > 0 && 4*changes <= len(s)
}
