package redact

import "strings"

// Keys: the identifier before an assignment is a key/value rule's key when
// it holds one of the rule's names as a word of its own (Rule.Key), and no
// word beside the name says the value is something else: "credentialsId",
// "token_url", "LLM_SECRET_NAME" and "publicToken" name a secret's id,
// address or name, or a value that is not secret; "tokenizer" and
// "master-keying" hold no name at all.

// A keyName is one expanded entry of Rule.Key.
type keyName struct {
	name       string
	start, end bool
	// runsOn: the name may run on into a longer word ("telegr" in
	// "telegramToken"), as gitleaks' identifiers do.
	runsOn bool
	// exact: compared as written, not case folded ("=Meraki"): gitleaks'
	// service names that would otherwise match inside other words
	// ("ReactNativeCameraKit").
	exact bool
	// pair is the bit of the name's first two bytes in a key's bigram
	// set (keyBigrams): a name whose pair the key lacks is not looked
	// for in it.
	pair uint64
}

// bigramBit is the bit of the bytes a, b in a 64-bit bigram set.
func bigramBit(a, b byte) uint64 { return 1 << ((uint(a)*31 + uint(b)) & 63) }

// keyBigrams is the set of k's adjacent byte pairs.
func keyBigrams(k string) uint64 {
	var set uint64
	for i := 0; i+1 < len(k); i++ {
		set |= bigramBit(k[i], k[i+1])
	}
	return set
}

// maxKey is the longest key a key/value rule reads.
const maxKey = 128

// keyNames expands Rule.Key: "api?key" is api_key, api-key and apikey; a
// leading "=" compares a name as written, a trailing "*" lets it run on
// into a longer word.
func keyNames(key []string) []keyName {
	var out []keyName
	for _, k := range key {
		n := keyName{}
		n.exact = strings.HasPrefix(k, "=")
		k = strings.TrimPrefix(k, "=")
		n.runsOn = strings.HasSuffix(k, "*")
		k = strings.TrimSuffix(k, "*")
		n.start = strings.HasPrefix(k, "^")
		n.end = strings.HasSuffix(k, "$")
		k = strings.TrimSuffix(strings.TrimPrefix(k, "^"), "$")
		forms := []string{""}
		for _, part := range strings.Split(k, "?") {
			var next []string
			for _, f := range forms {
				if f == "" {
					next = append(next, part)
					continue
				}
				next = append(next, f+"_"+part, f+"-"+part, f+part)
			}
			forms = next
		}
		for _, f := range forms {
			n.name = f
			n.pair = ^uint64(0) // a one-byte name: always looked for
			if len(f) >= 2 {
				n.pair = bigramBit(f[0], f[1])
			}
			out = append(out, n)
		}
	}
	return out
}

// keyMatches reports whether key holds one of the names as a word, ASCII
// case folded, that no word beside it says is not a secret.
func keyMatches(names []keyName, key string) bool { return matchKey(names, key, true) }

// matchKey is keyMatches; with words false, any occurrence of a name
// counts (the reference TestKeyNamesMatchTheRegexp holds the names to).
func matchKey(names []keyName, key string, words bool) bool {
	if len(key) > maxKey {
		return false
	}
	var buf [maxKey]byte
	k := string(lowerInto(buf[:len(key)], key)) // does not escape: the compiler keeps it on the stack
	folded, asWritten := keyBigrams(k), uint64(0)
	for _, n := range names {
		hay, pairs := k, folded
		if n.exact {
			if asWritten == 0 {
				asWritten = keyBigrams(key)
			}
			hay, pairs = key, asWritten
		}
		if pairs&n.pair == 0 {
			continue
		}
		for from := 0; from <= len(hay)-len(n.name); {
			i := strings.Index(hay[from:], n.name)
			if i < 0 {
				break
			}
			i += from
			from = i + 1
			end := i + len(n.name)
			if n.start && i != 0 {
				break
			}
			if n.end && end != len(key) {
				continue
			}
			if n.end && !n.start && isLetter(n.name[0]) && words && !wordStart(key, i) {
				continue // "auth$" ends "vendorAuth" and "BASIC_AUTH", not "OAuth"
			}
			if !words || (n.runsOn || wholeWord(key, end)) && !notSecretKey(key, i, end) {
				return true
			}
		}
	}
	return false
}

// wholeWord reports whether a name that ends at key[end] ends a word
// there: at the end, before a separator or digit, at a change of case
// ("apiKeyValue"), or after a plural s ("access_tokens", "SECRETS").
func wholeWord(key string, end int) bool {
	if end == len(key) || !isLetter(key[end]) || !sameCase(key[end-1], key[end]) {
		return true
	}
	if c := key[end] | 0x20; c == 's' {
		return end+1 == len(key) || !isLetter(key[end+1]) || !sameCase(key[end], key[end+1])
	}
	return false
}

func sameCase(a, b byte) bool {
	return isLetter(a) && isLetter(b) && (a < 'a') == (b < 'a')
}

// notSecretWords follow a secret's name in a key whose value is not the
// secret: its id, name, address, size, kind or lifetime.
var notSecretWords = wordSet(`id ids name names url urls uri endpoint path file filename dir length len size
	type kind version count prefix suffix header format policy scope label field ttl expiry expires expiration
	timeout lifetime enabled required results hint algorithm algo`)

// notSecretPrefixes precede a secret's name in a key whose value is not
// secret: a public key or token, a CSRF token.
var notSecretPrefixes = []string{"public", "pub", "csrf", "xsrf"}

func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// notSecretKey reports whether the words around the name key[i:end] say
// the key's value is not a secret.
func notSecretKey(key string, i, end int) bool {
	j := end
	if j < len(key) && key[j]|0x20 == 's' && wholeWordAt(key, j+1) {
		j++
	}
	for j < len(key) && !isAlnum(key[j]) {
		j++
	}
	w := j
	for w < len(key) && isLetter(key[w]) && (w == j || !(key[w] < 'a' && key[w-1] >= 'a')) {
		w++
	}
	if w > j && hasLower(notSecretWords, key[j:w]) {
		return true
	}
	before := strings.TrimRight(key[:i], "_-.")
	for _, p := range notSecretPrefixes {
		n := len(before) - len(p)
		if n >= 0 && strings.EqualFold(before[n:], p) && (n == 0 || !isLetter(before[n-1]) || before[n] < 'a') {
			return true
		}
	}
	return false
}

// wordStart reports whether a word of key starts at key[i]: at the start,
// after a separator or digit, or at a change to upper case ("vendorAuth").
func wordStart(key string, i int) bool {
	return i == 0 || !isLetter(key[i-1]) || key[i] < 'a' && key[i-1] >= 'a'
}

// wholeWordAt reports whether a word of key ends at key[j].
func wholeWordAt(key string, j int) bool {
	return j == len(key) || !isLetter(key[j]) || !sameCase(key[j-1], key[j])
}
