package clientconfig_test

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/ackrite/ackrite/internal/clientconfig"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestLocationsPerOS(t *testing.T) {
	tests := []struct {
		goos, home string
		vars       map[string]string
		want       map[string]string // client/scope → path
	}{
		{"linux", "/home/me", nil, map[string]string{
			"claude-desktop/user": "/home/me/.config/Claude/claude_desktop_config.json",
			"claude-code/user":    "/home/me/.claude.json",
			"claude-code/project": "/p/.mcp.json",
			"cursor/user":         "/home/me/.cursor/mcp.json",
			"cursor/project":      "/p/.cursor/mcp.json",
			"vscode/user":         "/home/me/.config/Code/User/mcp.json",
			"vscode/workspace":    "/p/.vscode/mcp.json",
			"windsurf/user":       "/home/me/.codeium/windsurf/mcp_config.json",
			"copilot/user":        "/home/me/.copilot/mcp-config.json",
			"zed/user":            "/home/me/.config/zed/settings.json",
			"zed/project":         "/p/.zed/settings.json",
		}},
		{"linux", "/home/me", map[string]string{"XDG_CONFIG_HOME": "/xdg", "COPILOT_HOME": "/cp"}, map[string]string{
			"copilot/user":        "/cp/mcp-config.json",
			"claude-desktop/user": "/xdg/Claude/claude_desktop_config.json",
			"vscode/user":         "/xdg/Code/User/mcp.json",
			"zed/user":            "/xdg/zed/settings.json",
		}},
		{"darwin", "/Users/me", nil, map[string]string{
			"claude-desktop/user": "/Users/me/Library/Application Support/Claude/claude_desktop_config.json",
			"vscode/user":         "/Users/me/Library/Application Support/Code/User/mcp.json",
			"zed/user":            "/Users/me/.config/zed/settings.json",
			"windsurf/user":       "/Users/me/.codeium/windsurf/mcp_config.json",
		}},
		{"windows", "/Users/me", map[string]string{"APPDATA": "/Users/me/AppData/Roaming"}, map[string]string{
			"claude-desktop/user": "/Users/me/AppData/Roaming/Claude/claude_desktop_config.json",
			"vscode/user":         "/Users/me/AppData/Roaming/Code/User/mcp.json",
			"zed/user":            "/Users/me/AppData/Roaming/zed/settings.json",
			"claude-code/user":    "/Users/me/.claude.json",
		}},
	}
	for _, tt := range tests {
		got := map[string]string{}
		for _, l := range clientconfig.Locations(clientconfig.Paths{GOOS: tt.goos, Home: tt.home, Dir: "/p", Getenv: env(tt.vars)}) {
			got[l.Client+"/"+l.Scope] = filepath.ToSlash(l.Path)
		}
		for k, want := range tt.want {
			if got[k] != want {
				t.Errorf("%s %v: %s = %q, want %q", tt.goos, tt.vars, k, got[k], want)
			}
		}
	}
}

// TestDiscoverFixtures reads one fixture per client format, in the layout
// each client documents, from a fake home and project directory.
func TestDiscoverFixtures(t *testing.T) {
	home, _ := filepath.Abs("testdata/home")
	proj, _ := filepath.Abs("testdata/project")
	vars := map[string]string{"API_KEY": "fixture-expanded-key"}
	got, errs := clientconfig.Discover(clientconfig.Paths{GOOS: "linux", Home: home, Dir: proj, Getenv: env(vars)})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	rel := func(p string) string {
		if r, err := filepath.Rel(filepath.Dir(home), p); err == nil {
			return filepath.ToSlash(r)
		}
		return p
	}
	type row struct {
		Name, Client, Scope, File, Transport, Target string
		EnvKeys, HeaderKeys                          []string
		Disabled                                     bool
		Problem                                      string
	}
	var rows []row
	for _, s := range got {
		rows = append(rows, row{s.Name, s.Client, s.Scope, rel(s.File), s.Transport, s.Target(), s.EnvKeys, s.HeaderKeys, s.Disabled, s.Problem})
	}
	want := []row{
		{"filesystem", "claude-desktop", "user", "home/.config/Claude/claude_desktop_config.json", "stdio", "npx -y @modelcontextprotocol/server-filesystem /Users/me/Desktop", nil, nil, false, ""},
		{"github", "claude-desktop", "user", "home/.config/Claude/claude_desktop_config.json", "stdio", "docker run -i --rm -e GITHUB_PERSONAL_ACCESS_TOKEN ghcr.io/github/github-mcp-server", []string{"GITHUB_PERSONAL_ACCESS_TOKEN"}, nil, false, ""},
		{"memory", "claude-code", "user", "home/.claude.json", "stdio", "npx -y @modelcontextprotocol/server-memory", nil, nil, false, ""},
		{"notion", "claude-code", "local /home/me/work/api", "home/.claude.json", "http", "https://mcp.notion.com/mcp", nil, []string{"Authorization"}, false, ""},
		{"api-server", "claude-code", "project", "project/.mcp.json", "http", "https://api.example.com/mcp", nil, []string{"Authorization"}, false, ""},
		{"sentry", "claude-code", "project", "project/.mcp.json", "stdio", "npx @sentry/mcp-server@latest", nil, nil, false, ""},
		{"memory", "cursor", "user", "home/.cursor/mcp.json", "stdio", "npx -y @modelcontextprotocol/server-memory", nil, nil, false, ""},
		{"remote", "cursor", "user", "home/.cursor/mcp.json", "http", "https://mcp.example.com/mcp", nil, []string{"X-Api-Key"}, false, ""},
		{"db", "cursor", "project", "project/.cursor/mcp.json", "stdio", "node tools/db-mcp.js", []string{"DATABASE_URL"}, nil, false, ""},
		{"github", "vscode", "user", "home/.config/Code/User/mcp.json", "http", "https://api.githubcopilot.com/mcp/", nil, nil, false, ""},
		{"perplexity", "vscode", "user", "home/.config/Code/User/mcp.json", "stdio", "npx -y server-perplexity-ask", []string{"PERPLEXITY_API_KEY"}, nil, false, "needs an interactive input (${input:perplexity-key})"},
		{"everything", "vscode", "workspace", "project/.vscode/mcp.json", "stdio", "npx -y @modelcontextprotocol/server-everything", nil, nil, false, ""},
		{"local", "vscode", "workspace", "project/.vscode/mcp.json", "stdio", proj + "/bin/server", nil, nil, false, ""},
		{"github", "windsurf", "user", "home/.codeium/windsurf/mcp_config.json", "http", "https://api.githubcopilot.com/mcp/", nil, []string{"Authorization"}, false, ""},
		{"ollama", "windsurf", "user", "home/.codeium/windsurf/mcp_config.json", "stdio", "py -m mcp_ollama_python", nil, nil, true, ""},
		{"legacy", "zed", "user", "home/.config/zed/settings.json", "stdio", "uv run server.py", nil, nil, true, ""},
		{"local-mcp-server", "zed", "user", "home/.config/zed/settings.json", "stdio", "some-command arg-1 arg-2", []string{"TOKEN"}, nil, false, ""},
		{"remote-mcp-server", "zed", "user", "home/.config/zed/settings.json", "http", "https://example.com/mcp", nil, []string{"Authorization"}, false, ""},
	}
	if diff := cmp.Diff(want, rows, cmpopts.EquateEmpty()); diff != "" {
		t.Errorf("servers (-want +got):\n%s", diff)
	}
	for _, s := range got {
		if s.Name == "api-server" && s.Headers()["Authorization"] != "Bearer fixture-expanded-key" {
			t.Errorf("api-server: ${API_KEY} not expanded in the header")
		}
		if s.Name == "github" && s.Client == "claude-desktop" && !strings.Contains(strings.Join(s.Env(), " "), "GITHUB_PERSONAL_ACCESS_TOKEN=ghp_") {
			t.Errorf("github: the env value is not kept for launching")
		}
	}
	untyped := map[string]bool{}
	for _, s := range got {
		if s.Untyped {
			untyped[s.Client+"/"+s.Name] = true
		}
	}
	// A URL without a type: the client tries both HTTP transports.
	if diff := cmp.Diff(map[string]bool{"cursor/remote": true, "windsurf/github": true, "zed/remote-mcp-server": true}, untyped); diff != "" {
		t.Errorf("untyped URLs (-want +got):\n%s", diff)
	}
	dirs := map[string]string{}
	for _, s := range got {
		dirs[s.Client+"/"+s.Name] = s.Dir
	}
	if dirs["claude-code/sentry"] != proj || dirs["vscode/everything"] != proj || dirs["cursor/db"] != proj ||
		dirs["claude-code/notion"] != "/home/me/work/api" || dirs["claude-desktop/filesystem"] != "" {
		t.Errorf("working directories: %v", dirs)
	}
	// No value of env or headers reaches JSON.
	b, err := json.Marshal(got)
	if err != nil {
		t.Fatal(err)
	}
	for _, secret := range []string{"ghp_fixture", "fixture-secret-header", "fixture-cursor-key", "fixturepw", "fixture-windsurf-pat", "fixture-zed", "fixture-expanded-key"} {
		if strings.Contains(string(b), secret) {
			t.Errorf("JSON of the servers carries %q", secret)
		}
	}
}

func TestLoadFileDetectsFormat(t *testing.T) {
	for _, f := range []string{"testdata/home/.config/Claude/claude_desktop_config.json", "testdata/home/.claude.json",
		"testdata/project/.vscode/mcp.json", "testdata/home/.config/zed/settings.json", "testdata/home/.codeium/windsurf/mcp_config.json"} {
		s, err := clientconfig.LoadFile(f, env(nil))
		if err != nil || len(s) == 0 {
			t.Errorf("%s: %d servers, %v", f, len(s), err)
		}
	}
	if _, err := clientconfig.LoadFile("testdata/project/.zed/settings.json", env(nil)); err != nil {
		t.Errorf("an empty context_servers is no error: %v", err)
	}
	if _, err := clientconfig.LoadFile("clientconfig.go", env(nil)); err == nil {
		t.Error("a Go file: want an error")
	}
}

func TestDedupe(t *testing.T) {
	home, _ := filepath.Abs("testdata/home")
	proj, _ := filepath.Abs("testdata/project")
	all, _ := clientconfig.Discover(clientconfig.Paths{GOOS: "linux", Home: home, Dir: proj, Getenv: env(nil)})
	var names []string
	for _, s := range clientconfig.Dedupe(all) {
		names = append(names, s.Name)
		if s.Name == "memory" && len(s.AlsoIn) != 1 {
			t.Errorf("memory is configured identically in two files; AlsoIn = %v", s.AlsoIn)
		}
	}
	want := []string{"filesystem", "github@claude-desktop", "memory", "notion", "api-server", "sentry", "remote", "db",
		"github@vscode", "perplexity", "everything", "local", "github@windsurf", "ollama", "legacy", "local-mcp-server", "remote-mcp-server"}
	if diff := cmp.Diff(want, names); diff != "" {
		t.Errorf("names (-want +got):\n%s", diff)
	}
}

// Names key a lock, so Dedupe leaves no two servers with one name: not
// two --config files of the same client and scope, nor a server already
// named like a renamed one.
func TestDedupeNamesAreUnique(t *testing.T) {
	srv := func(name, client, file, cmd string) clientconfig.Server {
		return clientconfig.Server{Name: name, Client: client, Scope: "user", File: file, Transport: clientconfig.Stdio, Command: []string{cmd}}
	}
	for _, c := range []struct {
		name string
		in   []clientconfig.Server
		want []string
	}{
		{name: "one name in two clients", in: []clientconfig.Server{srv("gh", "cursor", "a.json", "x"), srv("gh", "zed", "b.json", "y")},
			want: []string{"gh@cursor", "gh@zed"}},
		{name: "one name in two files of one client", in: []clientconfig.Server{srv("gh", "config", "a.json", "x"), srv("gh", "config", "b.json", "y")},
			want: []string{"gh@config (a.json)", "gh@config (b.json)"}},
		{name: "a name like a renamed one", in: []clientconfig.Server{srv("gh@zed", "zed", "a.json", "x"), srv("gh", "zed", "a.json", "y"), srv("gh", "cursor", "b.json", "z")},
			want: []string{"gh@zed (a.json) #1", "gh@zed (a.json) #2", "gh@cursor"}},
		{name: "configured identically: kept once", in: []clientconfig.Server{srv("gh", "config", "a.json", "x"), srv("gh", "config", "b.json", "x")},
			want: []string{"gh"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			for _, s := range clientconfig.Dedupe(c.in) {
				got = append(got, s.Name)
			}
			if diff := cmp.Diff(c.want, got); diff != "" {
				t.Errorf("names (-want +got):\n%s", diff)
			}
		})
	}
}

func TestStripJSONC(t *testing.T) {
	in := `{ // c
  "a": "x // not a comment, /* nor this */", /* block
  */ "b": [1, 2,], "c": {"d": 1,},
}`
	var v map[string]any
	if err := json.Unmarshal(clientconfig.StripJSONC([]byte(in)), &v); err != nil {
		t.Fatal(err)
	}
	if v["a"] != "x // not a comment, /* nor this */" {
		t.Errorf("string changed: %q", v["a"])
	}
}
