// Command peer-trufflehog measures ackrite's redaction on a second peer's
// suite: the pattern tests of trufflehog's detectors, read from a git
// mirror (trufflehog is AGPL: its samples are read at run time and never
// copied into this repository). Each table case whose input and wanted
// secrets are string literals is redacted; a wanted secret of 8 or more
// bytes that stands verbatim in the input counts as held back when it no
// longer does after redaction. The misses are broken down by context: what
// precedes the secret on its line and on the line before.
//
//	go run ./internal/redact/peers/cmd/peer-trufflehog -git-dir /path/to/trufflehog.git [-v]
//
// scripts/peer-trufflehog runs it on the mirror this round measured.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/ackrite/ackrite/internal/redact"
)

func main() {
	gitDir := flag.String("git-dir", "", "trufflehog's git directory")
	rev := flag.String("rev", "HEAD", "revision to read")
	verbose := flag.Bool("v", false, "print every miss")
	flag.Parse()
	if *gitDir == "" {
		fmt.Fprintln(os.Stderr, "peer-trufflehog: -git-dir is required")
		os.Exit(2)
	}
	files, err := git(*gitDir, "ls-tree", "-r", "--name-only", *rev, "pkg/detectors")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var cases, withSecret, total, held, notAlone, named, placeholders int
	detectors, missedDetectors := map[string]bool{}, map[string]bool{}
	byContext := map[string]int{}
	examples := map[string][]string{}
	for _, f := range strings.Split(strings.TrimSpace(files), "\n") {
		if !strings.HasSuffix(f, "_test.go") || strings.HasSuffix(f, "_integration_test.go") {
			continue
		}
		src, err := git(*gitDir, "show", *rev+":"+f)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		det := strings.TrimPrefix(f[:strings.LastIndex(f, "/")], "pkg/detectors/")
		for _, c := range tableCases(f, src) {
			cases++
			var secrets []string
			for _, w := range c.want {
				for _, part := range parts(c.input, w) {
					if len(part) >= 8 && !slices.Contains(secrets, part) {
						secrets = append(secrets, part)
					}
				}
			}
			if len(secrets) == 0 {
				continue
			}
			withSecret++
			detectors[det] = true
			out := redact.String(c.input)
			for _, s := range secrets {
				total++
				if !strings.Contains(out, s) {
					held++
					continue
				}
				missedDetectors[det] = true
				ctx := context(c.input, s)
				if why := notSecretAlone(s); why != "" {
					notAlone++
					ctx = "no secret alone (" + why + ")"
				} else if w := idOrName(c.input, s); w != "" {
					named++
					ctx = "an id or a name (the key's last word is " + w + ")"
				} else if placeholder(s) {
					placeholders++
					ctx = "a placeholder (one character is half of it)"
				}
				byContext[ctx]++
				examples[ctx] = append(examples[ctx], fmt.Sprintf("%s: %.60q in %q", det, s, lineOf(c.input, s)))
			}
		}
	}
	fmt.Printf("trufflehog %s: %d table cases with literal input and want, %d (%d detectors) hold a secret of ≥ 8 bytes verbatim\n",
		*rev, cases, withSecret, len(detectors))
	fmt.Printf("redacted %d of %d secrets (%.1f%%); %d detectors with a miss\n",
		held, total, 100*float64(held)/float64(total), len(missedDetectors))
	fmt.Printf("of the misses, %d are parts trufflehog reports with a secret that are none alone (a host, an e-mail, a URL, a number, a UUID-shaped id): %d of %d secrets redacted without them (%.1f%%)\n",
		notAlone, held, total-notAlone, 100*float64(held)/float64(total-notAlone))
	rest := total - notAlone - named - placeholders
	fmt.Printf("of the rest, %d are ids or names (the key before them says so: client_id, AccountName, username …) and %d placeholders (one character is half the part: shippo_test_1111…): %d of %d secrets redacted without all three (%.1f%%)\n",
		named, placeholders, held, rest, 100*float64(held)/float64(rest))
	fmt.Println("misses by context:")
	keys := make([]string, 0, len(byContext))
	for k := range byContext {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if byContext[keys[i]] != byContext[keys[j]] {
			return byContext[keys[i]] > byContext[keys[j]]
		}
		return keys[i] < keys[j]
	})
	for _, k := range keys {
		fmt.Printf("  %4d  %s\n", byContext[k], k)
		n := len(examples[k])
		if !*verbose && n > 3 {
			n = 3
		}
		for _, e := range examples[k][:n] {
			fmt.Printf("          %.200s\n", e)
		}
	}
}

func git(dir string, args ...string) (string, error) {
	out, err := exec.Command("git", append([]string{"--git-dir=" + dir}, args...)...).Output()
	if err != nil {
		return "", fmt.Errorf("git %s: %w", strings.Join(args, " "), err)
	}
	return string(out), nil
}

type tableCase struct {
	input string
	want  []string
}

// tableCases are the composite literals of a file with an input field
// and a want field, both string literals (want a []string of them).
func tableCases(name, src string) []tableCase {
	f, err := parser.ParseFile(token.NewFileSet(), name, src, 0)
	if err != nil {
		return nil
	}
	var out []tableCase
	ast.Inspect(f, func(n ast.Node) bool {
		cl, ok := n.(*ast.CompositeLit)
		if !ok {
			return true
		}
		var c tableCase
		var hasInput, hasWant bool
		for _, e := range cl.Elts {
			kv, ok := e.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			id, ok := kv.Key.(*ast.Ident)
			if !ok {
				continue
			}
			switch id.Name {
			case "input":
				if s, ok := literal(kv.Value); ok {
					c.input, hasInput = s, true
				}
			case "want":
				w, ok := kv.Value.(*ast.CompositeLit)
				if !ok {
					continue
				}
				hasWant = true
				for _, x := range w.Elts {
					s, ok := literal(x)
					if !ok {
						hasWant = false
						break
					}
					c.want = append(c.want, s)
				}
			}
		}
		if hasInput && hasWant {
			out = append(out, c)
		}
		return true
	})
	return out
}

func literal(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		a, ok1 := literal(e.X)
		b, ok2 := literal(e.Y)
		return a + b, ok1 && ok2
	case *ast.ParenExpr:
		return literal(e.X)
	}
	return "", false
}

// parts splits a wanted result into the pieces of the input it joins:
// trufflehog reports a key and its id as one string ("<key><id>"). Each
// piece is the longest prefix of the rest that stands in the input; a
// result written as JSON is split into its values first.
func parts(input, want string) []string {
	var fields map[string]any
	if strings.HasPrefix(want, "{") && json.Unmarshal([]byte(want), &fields) == nil {
		// A result written as JSON: its values are the parts.
		var out []string
		for _, v := range fields {
			if s, ok := v.(string); ok {
				out = append(out, parts(input, s)...)
			}
		}
		return out
	}
	var out []string
	for want != "" {
		n := len(want)
		for n > 0 && !strings.Contains(input, want[:n]) {
			n--
		}
		if n == 0 {
			want = want[1:]
			continue
		}
		out = append(out, want[:n])
		want = want[n:]
	}
	return out
}

func lineOf(input, secret string) string {
	i := strings.Index(input, secret)
	start := strings.LastIndexByte(input[:i], '\n') + 1
	end := strings.IndexByte(input[i:], '\n')
	if end < 0 {
		end = len(input) - i
	}
	return strings.TrimSpace(input[start : i+end])
}

var (
	bearer    = regexp.MustCompile(`(?i)(authorization|bearer|basic|token|x-[a-z-]+)\s*[:=]?\s*["']?$`)
	userinfo  = regexp.MustCompile(`://[^\s/@]*:?$`)
	jsonField = regexp.MustCompile(`"[\w.-]+"\s*:\s*"$`)
	keyWord   = regexp.MustCompile(`(?i)(key|token|secret|pass(word|wd)?|pwd|auth|credential|api[_-]?key|access|client[_-]?id|id)[\w.-]*["']?\s*(:=|=>|[:=]|\s)\s*["'{]?\s*$`)
	anyWord   = regexp.MustCompile(`[A-Za-z]{3,}`)
)

var (
	email  = regexp.MustCompile(`^[\w.+-]+@[\w-]+(\.[\w-]+)+$`)
	host   = regexp.MustCompile(`^(?:[a-z][a-z0-9+.-]*://)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d+)?(/\S*)?$`)
	number = regexp.MustCompile(`^\d+$`)
	uuidID = regexp.MustCompile(`^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$`)
)

// notSecretAlone names a part that is no secret by itself.
func notSecretAlone(s string) string {
	switch {
	case email.MatchString(s):
		return "e-mail"
	case strings.Contains(s, "://") || host.MatchString(s) && strings.ContainsAny(s, "abcdefghijklmnopqrstuvwxyz") && !strings.ContainsAny(s, "_=+"):
		return "host or URL"
	case number.MatchString(s):
		return "number"
	case uuidID.MatchString(s):
		return "UUID"
	}
	return ""
}

// context names what precedes the secret: on its line first, then on the
// line before.
func context(input, secret string) string {
	i := strings.Index(input, secret)
	start := strings.LastIndexByte(input[:i], '\n') + 1
	before := input[start:i]
	after := input[i+len(secret):]
	if j := strings.IndexByte(after, '\n'); j >= 0 {
		after = after[:j]
	}
	prev := ""
	if start > 0 {
		p := input[:start-1]
		prev = p[strings.LastIndexByte(p, '\n')+1:]
	}
	service := ""
	if kw := serviceNear(before + "\n" + prev); kw != "" {
		service = " + service name"
	}
	switch {
	case userinfo.MatchString(before) || strings.HasPrefix(after, "@") && strings.Contains(before, "://"):
		return "URL userinfo" + service
	case bearer.MatchString(before):
		return "Authorization/Bearer/token header" + service
	case jsonField.MatchString(before):
		return "JSON field" + service
	case keyWord.MatchString(before):
		return "key word (key/token/secret/id …)" + service
	case service != "":
		if strings.TrimSpace(before) == "" {
			return "alone on its line, service name on the line before"
		}
		return "service name only"
	case anyWord.MatchString(before) || anyWord.MatchString(prev):
		return "other words, no key or service name"
	}
	return "nothing"
}

// serviceNear reports a keyword of the generated table's service rows in s.
func serviceNear(s string) string {
	l := strings.ToLower(s)
	for _, r := range redact.GitleaksKeyRules {
		for _, kw := range r.Keywords {
			if strings.Contains(l, kw) {
				return kw
			}
		}
	}
	return ""
}

// idWords are a key's last words that say its value is an id or a name,
// no secret alone (trufflehog reports them with the key they go with).
var idWords = map[string]bool{"id": true, "ids": true, "name": true, "user": true, "username": true,
	"domain": true, "project": true, "type": true, "server": true, "email": true}

// idOrName reports the last word of the key right before the part, when
// it names an id or a name.
func idOrName(input, secret string) string {
	i := strings.Index(input, secret)
	start := strings.LastIndexByte(input[:i], '\n') + 1
	if strings.Contains(input[start:i], ">{") {
		return "" // the suite's "<id>{service value}</id>": an element, no key
	}
	before := strings.TrimRight(input[start:i], " \t\"'`:=>{[(\\")
	j := len(before)
	for j > 0 && (isIdent(before[j-1])) {
		j--
	}
	key := before[j:]
	k := len(key)
	for k > 0 && (key[k-1] >= '0' && key[k-1] <= '9' || key[k-1] == '_' || key[k-1] == '-' || key[k-1] == '.') {
		k--
	}
	key = key[:k]
	w := k
	for w > 0 && isIdent(key[w-1]) && key[w-1] != '_' && key[w-1] != '-' && key[w-1] != '.' {
		w--
		if key[w] >= 'A' && key[w] <= 'Z' && w > 0 && key[w-1] >= 'a' && key[w-1] <= 'z' {
			break // a change of case starts the last word: clientId
		}
	}
	if last := strings.ToLower(key[w:]); idWords[last] {
		return last
	}
	return ""
}

func isIdent(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-' || c == '.'
}

// placeholder reports a part one character of which is half or more,
// separators aside: the one-character runs SPEC §8 leaves alone.
func placeholder(s string) bool {
	counts := map[rune]int{}
	n := 0
	for _, r := range s {
		if r == '-' || r == '_' {
			continue
		}
		n++
		counts[r]++
	}
	for _, c := range counts {
		if 2*c >= n {
			return true
		}
	}
	return false
}
