package registry

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/gowebpki/jcs"

	"github.com/ackrite/ackrite/internal/redact"
)

// A redacted lock's stored definitions cannot be hashed back to its
// digests, so what they show is checked against the live registry they
// pin: only the redacted spans may differ.
func TestLockShows(t *testing.T) {
	secret := `{"name":"deploy","description":"Deploys. Uses token ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s1 for the API.","inputSchema":{"type":"object"}}`
	plain := `{"name":"read","description":"Reads a file.","inputSchema":{"type":"object"}}`
	live, err := Digest([]json.RawMessage{json.RawMessage(secret), json.RawMessage(plain)})
	if err != nil {
		t.Fatal(err)
	}
	lock, err := NewLock(live, nil, "2025-11-25", time.Time{}, redact.String)
	if err != nil {
		t.Fatal(err)
	}
	if !lock.Redacted || !strings.Contains(string(lock.Tools[0].Definition), redact.Marker) {
		t.Fatalf("the fixture must redact: %s", lock.Tools[0].Definition)
	}
	edit := func(f func(l *Lock)) *Lock {
		b, _ := lock.Marshal()
		var c Lock
		if err := json.Unmarshal(b, &c); err != nil {
			t.Fatal(err)
		}
		for i := range c.Tools {
			canon, err := jcs.Transform(c.Tools[i].Definition)
			if err != nil {
				t.Fatal(err)
			}
			c.Tools[i].Definition = canon
		}
		f(&c)
		return &c
	}
	replace := func(i int, old, new string) func(l *Lock) {
		return func(l *Lock) {
			l.Tools[i].Definition = json.RawMessage(strings.Replace(string(l.Tools[i].Definition), old, new, 1))
		}
	}
	for _, c := range []struct {
		name string
		lock *Lock
		want string // "" for no error
	}{
		{"as written", lock, ""},
		{"the redacted description reworded", edit(replace(0, "Deploys.", "Reads only; never deploys.")),
			`tools[0].definition/description: the stored text of "deploy" is not the pinned text with secrets redacted, so it was edited`},
		{"text put where the secret was", edit(replace(0, "[REDACTED:github-token]", "nothing")),
			`tools[0].definition/description: the stored text of "deploy" is not the pinned text with secrets redacted, so it was edited`},
		{"a schema field changed in a redacted tool", edit(replace(0, `"type":"object"`, `"type":"array"`)),
			`tools[0].definition/inputSchema/type: the stored text of "deploy" is not the pinned text with secrets redacted, so it was edited`},
		{"a field added", edit(replace(0, `"name":"deploy"`, `"name":"deploy","title":"Safe"`)),
			`tools[0].definition/: the stored text of "deploy" is not the pinned text with secrets redacted, so it was edited`},
		{"a tool without secrets edited", edit(replace(1, "Reads a file.", "Reads any file.")),
			`tools[1].definition/description: the stored text of "read" is not the pinned text with secrets redacted, so it was edited`},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := c.lock.Shows(live)
			got := ""
			if err != nil {
				got = err.Error()
				if !errors.Is(err, ErrEdited) {
					t.Errorf("not ErrEdited: %v", err)
				}
			}
			if got != c.want {
				t.Errorf("got  %s\nwant %s", got, c.want)
			}
		})
	}
	// A tool with nothing redacted is checked on parsing already, redacted
	// lock or not: it must hash to its digest.
	b, _ := edit(replace(1, "Reads a file.", "Reads any file.")).Marshal()
	if _, err := ParseLock(b); err == nil || !errors.Is(err, ErrEdited) || !strings.Contains(err.Error(), `tools[1].digest: the stored definition of "read"`) {
		t.Errorf("ParseLock of an edited unredacted tool in a redacted lock: %v", err)
	}
}

func TestRedactionOf(t *testing.T) {
	for _, c := range []struct {
		stored, live string
		want         bool
	}{
		{"abc", "abc", true},
		{"abc", "abd", false},
		{"key [REDACTED:x] end", "key secret end", true},
		{"key [REDACTED:x] end", "key  end", false}, // a marker stands for at least one character
		{"[REDACTED:x]", "s3cr3t", true},
		{"[REDACTED:x]", "", false},
		{"a [REDACTED:x] b [REDACTED:y] c", "a s1 b s2 c", true},
		{"a [REDACTED:x] b [REDACTED:y] c", "a s1 c s2 b", false},
		{"a [REDACTED:x][REDACTED:y] c", "a s1s2 c", true},
		{"prefix [REDACTED:x]", "other s", false},
		{"[REDACTED:x] suffix", "s other", false},
		{"[REDACTED:x] b [REDACTED:x]", "b b b", true},
	} {
		if got := redactionOf(c.stored, c.live); got != c.want {
			t.Errorf("redactionOf(%q, %q) = %v; want %v", c.stored, c.live, got, c.want)
		}
	}
}

// An unredacted lock shows its registry when its definitions are the
// pinned ones, however the file indents them.
func TestUnredactedLockShows(t *testing.T) {
	live, err := Digest([]json.RawMessage{json.RawMessage(`{"name":"read","description":"Reads.","inputSchema":{"type":"object"}}`)})
	if err != nil {
		t.Fatal(err)
	}
	l, err := NewLock(live, nil, "", time.Time{}, redact.String)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := l.Marshal()
	parsed, err := ParseLock(b)
	if err != nil {
		t.Fatal(err)
	}
	if err := parsed.Shows(live); err != nil {
		t.Error(err)
	}
	other, _ := Digest([]json.RawMessage{json.RawMessage(`{"name":"read","description":"Reads all.","inputSchema":{"type":"object"}}`)})
	if err := parsed.Shows(other); err == nil || !strings.Contains(err.Error(), `tools[0].definition: "read" differs from the definition its digest pins`) {
		t.Errorf("a different registry: %v", err)
	}
}
