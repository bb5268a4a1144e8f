package ackrite

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// Every relative link in README.md, docs/ and the plugins' READMEs leads somewhere: the file
// exists, and a #fragment names a heading (or an explicit id) in it, as
// GitHub renders them.
func TestRelativeLinks(t *testing.T) {
	docs, _ := filepath.Glob("docs/*.md")
	plugins, _ := filepath.Glob("plugins/*/README.md")
	for _, doc := range append(append([]string{"README.md"}, docs...), plugins...) {
		for _, problem := range brokenLinks(doc) {
			t.Error(problem)
		}
	}
}

// The checker finds what it should: a missing file, a missing heading.
func TestRelativeLinksCanFail(t *testing.T) {
	dir := t.TempDir()
	write := func(name, s string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a.md", "# Top\n\n## `scan` — the same verdict\n\nSee [b](b.md#there), [gone](gone.md), [self](#top), [here](#scan--the-same-verdict),\n"+
		"[bad](#nowhere), [web](https://example.com/x.md), `[code](missing.md)`.\n\n```\n[fenced](missing.md)\n```\n")
	write("b.md", "# There\n")
	got := brokenLinks(filepath.Join(dir, "a.md"))
	want := []string{
		filepath.Join(dir, "a.md") + ":5: gone.md: no such file",
		filepath.Join(dir, "a.md") + ":6: #nowhere: no such heading in " + filepath.Join(dir, "a.md"),
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

var (
	inlineLink = regexp.MustCompile(`\]\(([^)\s]+)(?:\s+"[^"]*")?\)`)
	refLink    = regexp.MustCompile(`^\s*\[[^\]]+\]:\s*(\S+)`)
	codeSpan   = regexp.MustCompile("`[^`]*`")
	explicitID = regexp.MustCompile(`(?:id|name)="([^"]+)"`)
)

// brokenLinks lists the relative links of a Markdown file that lead
// nowhere, as "file:line: target: why".
func brokenLinks(doc string) []string {
	data, err := os.ReadFile(doc)
	if err != nil {
		return []string{err.Error()}
	}
	var out []string
	fenced := false
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fenced = !fenced
			continue
		}
		if fenced {
			continue
		}
		line = codeSpan.ReplaceAllString(line, "")
		var targets []string
		for _, m := range inlineLink.FindAllStringSubmatch(line, -1) {
			targets = append(targets, m[1])
		}
		if m := refLink.FindStringSubmatch(line); m != nil {
			targets = append(targets, m[1])
		}
		for _, target := range targets {
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			file, frag, _ := strings.Cut(target, "#")
			path := doc
			if file != "" {
				path = filepath.Join(filepath.Dir(doc), filepath.FromSlash(file))
				if _, err := os.Stat(path); err != nil {
					out = append(out, fmt.Sprintf("%s:%d: %s: no such file", doc, n, target))
					continue
				}
			}
			if frag != "" && strings.HasSuffix(path, ".md") && !anchors(path)[frag] {
				out = append(out, fmt.Sprintf("%s:%d: #%s: no such heading in %s", doc, n, frag, path))
			}
		}
	}
	return out
}

// anchors returns the fragment ids GitHub gives a Markdown file: one per
// heading (lower case, punctuation but "-" and "_" dropped, spaces to
// hyphens, a -N suffix for a repeat) and each explicit id.
func anchors(path string) map[string]bool {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	ids := map[string]bool{}
	seen := map[string]int{}
	fenced := false
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			fenced = !fenced
		}
		if fenced {
			continue
		}
		for _, m := range explicitID.FindAllStringSubmatch(line, -1) {
			ids[m[1]] = true
		}
		if !strings.HasPrefix(line, "#") {
			continue
		}
		text := strings.TrimSpace(strings.TrimLeft(line, "#"))
		var b strings.Builder
		for _, r := range strings.ToLower(text) {
			switch {
			case r == ' ':
				b.WriteRune('-')
			case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r):
				b.WriteRune(r)
			}
		}
		slug := b.String()
		if n := seen[slug]; n > 0 {
			ids[fmt.Sprintf("%s-%d", slug, n)] = true
		} else {
			ids[slug] = true
		}
		seen[slug]++
	}
	return ids
}
