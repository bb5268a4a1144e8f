package clientconfig_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ackrite/ackrite/internal/clientconfig"
)

func write(t *testing.T, name, content string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// A --config file is read whatever its client: a byte-order mark and the
// comments and trailing commas of JSONC are accepted in every format, and
// a strict format that held them says so.
func TestReadFileAcceptsBOMAndJSONC(t *testing.T) {
	for _, c := range []struct {
		name, content, relaxed string
	}{
		{"bom mcpServers", "\xef\xbb\xbf{\"mcpServers\": {\"a\": {\"command\": \"x\"}}}", ""},
		{"bom vscode", "\xef\xbb\xbf{\"servers\": {\"a\": {\"command\": \"x\"}}}", ""},
		{"jsonc mcpServers", "{\n  // a comment\n  \"mcpServers\": {\"a\": {\"command\": \"x\",},},\n}", "comments or trailing commas"},
		{"jsonc claude.json", "{\"projects\": {}, /* c */ \"mcpServers\": {\"a\": {\"command\": \"x\"}}}", "comments or trailing commas"},
		{"jsonc vscode", "{\"servers\": {\"a\": {\"command\": \"x\", /* c */},}}", ""},
		{"bom and jsonc zed", "\xef\xbb\xbf{\"context_servers\": {\"a\": {\"command\": \"x\"},}} // end", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			f, err := clientconfig.ReadFile(write(t, "c.json", c.content), env(nil))
			if err != nil {
				t.Fatal(err)
			}
			if len(f.Servers) != 1 || f.Servers[0].Name != "a" || f.Servers[0].Target() != "x" {
				t.Errorf("servers: %+v", f.Servers)
			}
			if c.relaxed == "" && f.Relaxed != "" || !strings.Contains(f.Relaxed, c.relaxed) {
				t.Errorf("Relaxed = %q; want %q", f.Relaxed, c.relaxed)
			}
		})
	}
}

// A client's own file is read as that client reads it, and an error says
// where, what was found and what was expected.
func TestLoadErrorsNameLineAndColumn(t *testing.T) {
	strict := func(p string) clientconfig.Location {
		return clientconfig.Location{Client: "cursor", Scope: "user", Path: p, Format: clientconfig.MCPServers}
	}
	for _, c := range []struct {
		name, content string
		loc           func(string) clientconfig.Location
		want          string
	}{
		{"trailing comma in a strict file", "{\"mcpServers\": {\n  \"a\": {\"command\": \"x\"},\n}}", strict,
			":3:1: a trailing comma before '}': JSON allows none (remove the comma); cursor reads this file as strict JSON"},
		{"a comment in a strict file", "{\n// servers\n\"mcpServers\": {}}", strict,
			":2:1: a comment: JSON has none (remove it); cursor reads this file as strict JSON"},
		{"a wrong type", "{\"mcpServers\": {\n  \"a\": {\"command\": \"x\", \"args\": \"-y\"}}}", strict,
			":2:33: mcpServers.a.args: is a JSON string; expected an array"},
		{"a comment where the client allows it", "{\n// servers\n\"servers\": {\"a\": {\"command\": \"x\"}}}", func(p string) clientconfig.Location {
			return clientconfig.Location{Client: "vscode", Scope: "user", Path: p, Format: clientconfig.VSCode}
		}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := write(t, "mcp.json", c.content)
			_, err := clientconfig.Load(c.loc(p), env(nil))
			if c.want == "" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil || err.Error() != p+c.want {
				t.Errorf("err = %v\nwant %s%s", err, p, c.want)
			}
		})
	}
	_, err := clientconfig.ReadFile(write(t, "c.json", "{\"mcpServers\": {\"a\": {\"command\": \"x\"}"), env(nil))
	if err == nil || !strings.HasSuffix(err.Error(), ":1:38: the document ends before its JSON does: a '}', ']' or closing quote is missing") {
		t.Errorf("truncated --config: %v", err)
	}
}

// BenchmarkLoadFileServers: reading a file of many servers is linear in
// its size (it used to search the file from the start for each server's
// line, so 200,000 servers took minutes) — compare ns/server across the
// sizes within one run.
func BenchmarkLoadFileServers(b *testing.B) {
	for _, n := range []int{4000, 16000} {
		var sb strings.Builder
		sb.WriteString(`{"mcpServers": {`)
		for i := range n {
			if i > 0 {
				sb.WriteString(",\n")
			}
			fmt.Fprintf(&sb, `"server-%06d": {"command": "npx", "args": ["-y", "@example/server-%d"], "env": {"TOKEN": "t"}}`, i, i)
		}
		sb.WriteString("}}")
		p := filepath.Join(b.TempDir(), "c.json")
		if err := os.WriteFile(p, []byte(sb.String()), 0o600); err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("servers=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				s, err := clientconfig.LoadFile(p, env(nil))
				if err != nil || len(s) != n || s[len(s)-1].Line == 0 {
					b.Fatalf("%v, %d servers", err, len(s))
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/server")
		})
	}
}

func BenchmarkLoadFile(b *testing.B) {
	var sb strings.Builder
	sb.WriteString(`{"mcpServers": {`)
	for i := range 2000 {
		if i > 0 {
			sb.WriteString(",\n")
		}
		fmt.Fprintf(&sb, `"server-%06d": {"command": "npx", "args": ["-y", "@example/server-%d"]}`, i, i)
	}
	sb.WriteString("}}")
	p := filepath.Join(b.TempDir(), "c.json")
	if err := os.WriteFile(p, []byte(sb.String()), 0o600); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := clientconfig.LoadFile(p, func(string) string { return "" }); err != nil {
			b.Fatal(err)
		}
	}
}

// One server configured in several clients is one server (docs/rules.md §10.5):
// same command, arguments, environment names and directory, or the same
// URL, whatever each client calls it.
func TestDedupeOneServerInSeveralClients(t *testing.T) {
	stdio := func(name, client, scope, file string, env []string, cmd ...string) clientconfig.Server {
		return clientconfig.Server{Name: name, Client: client, Scope: scope, File: file, Transport: clientconfig.Stdio, Command: cmd, EnvKeys: env}
	}
	remote := func(name, client, url string) clientconfig.Server {
		return clientconfig.Server{Name: name, Client: client, Scope: "user", File: client + ".json", Transport: clientconfig.HTTP, URL: url}
	}
	type out struct {
		Name    string
		Clients []string
	}
	for _, c := range []struct {
		name string
		in   []clientconfig.Server
		want []out
	}{
		{"two names, one command", []clientconfig.Server{
			stdio("github", "claude-code", "user", "a.json", []string{"TOKEN"}, "npx", "-y", "gh"),
			stdio("GitHub", "cursor", "user", "b.json", []string{"TOKEN"}, "npx", "-y", "gh")},
			[]out{{"github", []string{"github@claude-code", "GitHub@cursor"}}}},
		{"one URL", []clientconfig.Server{remote("docs", "cursor", "https://x/mcp"), remote("Docs", "windsurf", "https://x/mcp")},
			[]out{{"docs", []string{"docs@cursor", "Docs@windsurf"}}}},
		{"other environment names: another server", []clientconfig.Server{
			stdio("gh", "claude-code", "user", "a.json", []string{"TOKEN"}, "npx", "gh"),
			stdio("gh", "cursor", "user", "b.json", []string{"GH_HOST", "TOKEN"}, "npx", "gh")},
			[]out{{"gh@claude-code", []string{"gh@claude-code"}}, {"gh@cursor", []string{"gh@cursor"}}}},
		{"other arguments: another server", []clientconfig.Server{
			stdio("fs", "claude-code", "user", "a.json", nil, "npx", "fs", "/a"),
			stdio("fs2", "cursor", "user", "b.json", nil, "npx", "fs", "/b")},
			[]out{{"fs", []string{"fs@claude-code"}}, {"fs2", []string{"fs2@cursor"}}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got []out
			for _, s := range clientconfig.Dedupe(c.in) {
				o := out{Name: s.Name}
				for _, p := range s.Clients {
					o.Clients = append(o.Clients, p.Name+"@"+p.Client)
				}
				got = append(got, o)
			}
			if diff := cmp.Diff(c.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
	// The copy kept is one that can be started.
	off := stdio("gh", "zed", "user", "z.json", nil, "npx", "gh")
	off.Disabled = true
	on := stdio("gh", "cursor", "user", "c.json", nil, "npx", "gh")
	got := clientconfig.Dedupe([]clientconfig.Server{off, on})
	if len(got) != 1 || got[0].Disabled || got[0].Client != "cursor" || len(got[0].Clients) != 2 || got[0].Clients[0].Client != "zed" || len(got[0].AlsoIn) != 1 || got[0].AlsoIn[0] != "z.json" {
		t.Errorf("kept %+v", got)
	}
}

// An environment or header value can select what a server serves, so two
// configurations that differ in one are two servers, each probed.
func TestDedupeKeepsServersThatDifferInAValue(t *testing.T) {
	p := write(t, "c.json", `{"mcpServers": {
		"a": {"command": "srv", "env": {"MODE": "read"}},
		"b": {"command": "srv", "env": {"MODE": "write"}},
		"c": {"command": "srv", "env": {"MODE": "read"}},
		"r1": {"url": "https://x/mcp", "headers": {"Authorization": "Bearer one"}},
		"r2": {"url": "https://x/mcp", "headers": {"Authorization": "Bearer two"}}}}`)
	s, err := clientconfig.LoadFile(p, env(nil))
	if err != nil {
		t.Fatal(err)
	}
	// c is a in another client, with the same value: one server.
	for i := range s {
		if s[i].Name == "c" {
			s[i].Client = "cursor"
		}
	}
	var got []string
	for _, d := range clientconfig.Dedupe(s) {
		got = append(got, fmt.Sprintf("%s×%d", d.Name, len(d.Clients)))
	}
	if diff := cmp.Diff([]string{"a×2", "b×1", "r1×1", "r2×1"}, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
}

// One client that configures the same server under two names starts it
// twice: two servers, whose duplicate tools the checks across servers see.
func TestDedupeKeepsTwoCopiesInOneClient(t *testing.T) {
	p := write(t, "c.json", `{"mcpServers": {"one": {"command": "srv"}, "two": {"command": "srv"}}}`)
	s, err := clientconfig.LoadFile(p, env(nil))
	if err != nil {
		t.Fatal(err)
	}
	if got := clientconfig.Dedupe(s); len(got) != 2 {
		t.Errorf("%d servers; want 2", len(got))
	}
	same := []clientconfig.Server{s[0], s[0]}
	same[1].File = "other.json"
	if got := clientconfig.Dedupe(same); len(got) != 1 || len(got[0].AlsoIn) != 1 {
		t.Errorf("one name in two files of one client: %+v", got)
	}
}
