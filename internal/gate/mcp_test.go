package gate

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ackrite/ackrite/internal/testkit"
)

// mcpCall is a call of an MCP tool named as Claude Code names it,
// mcp__<server>__<tool>, as an adapter hands it to the core.
func mcpCall(failed bool, tool string, input any) *Event {
	data, _ := json.Marshal(input)
	return &Event{Session: "s", Project: "/p", Cwd: "/p", Tool: tool, Action: MCP, MCPTool: serverTool(tool), Input: data, Raw: string(data), Failed: failed}
}

// serverTool is the server's own name of an mcp__<server>__<tool> tool.
func serverTool(name string) string {
	rest := strings.TrimPrefix(name, "mcp__")
	if _, t, ok := strings.Cut(rest, "__"); ok {
		return t
	}
	return rest
}

// Every row of mcpRules, and the fallback, with a tool it reads and one it
// leaves to the next row.
func TestReadMCP(t *testing.T) {
	cases := []struct {
		tool  string
		input string
		want  mcpEdit
	}{
		{"mcp__filesystem__write_file", `{"path": "cart.go", "content": "package cart"}`,
			mcpEdit{Op: mcpWrite, Rule: "write a file", Paths: []string{"/p/cart.go"}, Added: "package cart\n"}},
		{"mcp__filesystem__edit_file", `{"path": "/p/cart.go", "edits": [{"oldText": "a", "newText": "b"}], "dryRun": false}`,
			mcpEdit{Op: mcpWrite, Rule: "edit a file", Paths: []string{"/p/cart.go"}, Added: "b\n", Removed: "a\n"}},
		{"mcp__filesystem__edit_file", `{"path": "cart.go", "edits": [], "dryRun": true}`,
			mcpEdit{Op: mcpWrite, Rule: "edit a file", Paths: []string{"/p/cart.go"}, DryRun: true}},
		{"mcp__desktop-commander__edit_block", `{"file_path": "x/y.go", "old_string": "a", "new_string": "b"}`,
			mcpEdit{Op: mcpWrite, Rule: "edit a file", Paths: []string{"/p/x/y.go"}, Added: "b\n", Removed: "a\n"}},
		{"mcp__filesystem__move_file", `{"source": "a/old.go", "destination": "b/new.go"}`,
			mcpEdit{Op: mcpMove, Rule: "move", Paths: []string{"/p/a/old.go", "/p/b/new.go"}}},
		{"mcp__fs__delete_file", `{"path": "build", "recursive": true}`,
			mcpEdit{Op: mcpDelete, Rule: "delete", Paths: []string{"/p/build"}, Recursive: true}},
		{"mcp__fs__delete_file", `{"path": "x.go"}`, mcpEdit{Op: mcpDelete, Rule: "delete", Paths: []string{"/p/x.go"}}},
		{"mcp__filesystem__create_directory", `{"path": "file:///p/new"}`,
			mcpEdit{Op: mcpMkdir, Rule: "make a directory", Paths: []string{"/p/new"}}},
		{"mcp__shell__execute_command", `{"command": "sed -i s/a/b/ cart.go"}`,
			mcpEdit{Op: mcpRun, Rule: "run a command", Command: "sed -i s/a/b/ cart.go"}},
		{"mcp__memory__create_entities", `{"entities": [{"name": "x"}]}`, mcpEdit{Op: mcpNone, Rule: "memory graph"}},
		{"mcp__filesystem__read_text_file", `{"path": "cart.go"}`, mcpEdit{Op: mcpNone, Rule: "read-only", Paths: []string{"/p/cart.go"}}},
		{"mcp__filesystem__search_files", `{"path": ".", "pattern": "x"}`, mcpEdit{Op: mcpNone, Rule: "read-only", Paths: []string{"/p"}}},
		{"mcp__notes__saveDocument", `{"files": [{"path": "docs/a.txt"}, "b.txt"]}`,
			mcpEdit{Op: mcpWrite, Rule: "tool name", Paths: []string{"/p/docs/a.txt", "/p/b.txt"}}},
		{"mcp__github__create_issue", `{"title": "x"}`, mcpEdit{Op: mcpWrite, Rule: "tool name"}},
		{"mcp__ackrite__audit", `{"change": "x"}`, mcpEdit{Op: mcpNone, Rule: "tool name"}},
		{"mcp__box__runInTerminal", `{"cmd": "go test ./..."}`, mcpEdit{Op: mcpRun, Rule: "tool name", Command: "go test ./..."}},
		{"mcp__weird__write_file", `"not an object"`, mcpEdit{Op: mcpWrite, Rule: "write a file"}},
	}
	for _, c := range cases {
		t.Run(c.tool, func(t *testing.T) {
			got := readMCP(serverTool(c.tool), json.RawMessage(c.input), "/p", "/home/dev")
			if d := cmp.Diff(c.want, got); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}

// An edit through an MCP filesystem server makes an earlier pass stale,
// as Edit does; a read, a dry run or a memory-graph write does not.
func TestStopStaleAfterMCPEdits(t *testing.T) {
	const passOut = "ok  \texample.com/cart\t0.002s"
	pass := bash("go test ./...", passOut, 0)
	post := func(tool, input string) *Event {
		var v any
		json.Unmarshal([]byte(input), &v)
		return mcpCall(false, tool, v)
	}
	cases := []struct {
		name  string
		call  *Event
		block bool
		shows string
	}{
		{"write_file", post("mcp__filesystem__write_file", `{"path": "/p/cart.go", "content": "x"}`), true, "before /p/cart.go was edited"},
		{"edit_file with a relative path", post("mcp__filesystem__edit_file", `{"path": "internal/cart/cart.go", "edits": [{"oldText": "a", "newText": "b"}]}`), true, "cart.go was edited"},
		{"move_file of a directory", post("mcp__filesystem__move_file", `{"source": "/p/internal", "destination": "/p/old"}`), true, "before /p/internal was edited"},
		{"create_directory", post("mcp__filesystem__create_directory", `{"path": "/p/internal/new"}`), true, "before /p/internal/new was edited"},
		{"a failed write may have written", mcpCall(true, "mcp__filesystem__write_file", map[string]string{"path": "/p/a.go"}), true, "/p/a.go"},
		{"an unknown writer that names no path", post("mcp__notes__saveEverything", `{"title": "x"}`), true, "`mcp__notes__saveEverything` changed files it does not name"},
		{"a shell server's sed -i", post("mcp__shell__execute_command", `{"command": "sed -i s/a/b/ cart.go"}`), true, "before /p/cart.go was edited"},
		{"a shell server's command the gate cannot read", post("mcp__shell__execute_command", `{"argv": ["x"]}`), true, "ran a command the gate cannot read"},
		{"read_text_file", post("mcp__filesystem__read_text_file", `{"path": "/p/cart.go"}`), false, ""},
		{"edit_file dry run", post("mcp__filesystem__edit_file", `{"path": "/p/cart.go", "edits": [], "dryRun": true}`), false, ""},
		{"memory graph", post("mcp__memory__delete_entities", `{"entityNames": ["x"]}`), false, ""},
		{"a file written to a GitHub repository, not the working tree", post("mcp__github__create_or_update_file",
			`{"owner": "acme", "repo": "cart", "path": "cart.go", "content": "x", "message": "fix", "branch": "main"}`), false, ""},
		{"a README written through MCP", post("mcp__filesystem__write_file", `{"path": "/p/README.md", "content": "x"}`), false, ""},
		{"a write elsewhere", post("mcp__filesystem__write_file", `{"path": "/elsewhere/x.go", "content": "x"}`), false, ""},
		{"a copy out of the project only reads it", post("mcp__fs__copy_file", `{"source": "/p/cart.go", "destination": "/tmp/cart.go.bak"}`), false, ""},
		{"a copy into the project", post("mcp__fs__copy_file", `{"source": "/tmp/cart.go.bak", "destination": "/p/cart.go"}`), true, "before /p/cart.go was edited"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			l := &Ledger{Version: ledgerVersion}
			record(t, l, pass, c.call)
			d := Decide(l, "All tests pass now.", "/p", Evidence)
			if d.Block != c.block || !strings.Contains(d.Reason, c.shows) {
				t.Errorf("Block = %v, want %v; reason %q, want it to hold %q", d.Block, c.block, d.Reason, c.shows)
			}
		})
	}
}

// A test run through an MCP shell server is not evidence: the harness
// saw the server's answer, not the runner's own output.
func TestStopMCPShellRunIsNotEvidence(t *testing.T) {
	l := &Ledger{Version: ledgerVersion}
	record(t, l, mcpCall(false, "mcp__shell__execute_command", map[string]string{"command": "go test ./..."}))
	d := Decide(l, "All tests pass now.", "/p", Evidence)
	if !d.Block || !strings.Contains(d.Reason, "not evidence; run it with the harness's shell tool") {
		t.Errorf("Block = %v; reason %q", d.Block, d.Reason)
	}
}

func TestCheckMCP(t *testing.T) {
	pre := func(tool, input string) *Event {
		var v any
		json.Unmarshal([]byte(input), &v)
		return mcpCall(false, tool, v)
	}
	cases := []checkCase{
		{"write_file adds TLS verification off", pre("mcp__filesystem__write_file", `{"path": "c.go", "content": "c := &tls.Config{InsecureSkipVerify: true}"}`), []string{"tls-verify-off"}},
		{"edit_file removes a guard", pre("mcp__filesystem__edit_file", `{"path": "r.go", "edits": [{"oldText": "r.Use(requireAuth)\nr.Get(\"/admin\", admin)", "newText": "r.Get(\"/admin\", admin)"}]}`), []string{"auth-guard-removed"}},
		{"write_file of a secret", pre("mcp__filesystem__write_file", `{"path": "c.go", "content": "const token = \"ghp_abcdefghijklmnopqrstuvwxyz0123456789\""}`), []string{"secret-in-code"}},
		{"a recursive delete asks like rm -rf", pre("mcp__fs__delete_file", `{"path": "data", "recursive": true}`), []string{"rm-recursive-force"}},
		{"delete_directory", pre("mcp__fs__delete_directory", `{"path": "data"}`), []string{"rm-recursive-force"}},
		{"a shell server's force push", pre("mcp__shell__execute_command", `{"command": "git push --force origin main"}`), []string{"git-push-force"}},
		{"a shell server's command as argv", pre("mcp__shell__run_command", `{"command": ["rm", "-rf", "data"]}`), []string{"rm-recursive-force"}},
		{"a dry run changes nothing", pre("mcp__filesystem__edit_file", `{"path": "c.go", "edits": [{"oldText": "", "newText": "InsecureSkipVerify: true"}], "dryRun": true}`), nil},
		{"one file deleted", pre("mcp__fs__delete_file", `{"path": "x.go"}`), nil},
		{"docs mention it", pre("mcp__filesystem__write_file", `{"path": "README.md", "content": "never DROP TABLE users"}`), nil},
		{"a read", pre("mcp__filesystem__read_text_file", `{"path": "c.go"}`), nil},
		// An MCP server's input is its own shape: a field the gate reads
		// for built-in tools, with another type, is no error (exit 2
		// would block the call).
		{"odd field types", pre("mcp__x__do_thing", `{"command": 3, "content": [1], "edits": "x"}`), nil},
	}
	wantChecks(t, cases)
}

// The table against the real servers scripts/install-tools installs: every
// tool the official filesystem server registers is read as changing files
// exactly when the server's own annotations say it is not read-only; no
// tool of the official memory server changes a project file (its graph is
// the server's own file).
func TestMCPRulesAgainstTheOfficialServers(t *testing.T) {
	dist := func(server string) string {
		_, modules := testkit.Tools(t, "@modelcontextprotocol/"+server+"/dist/index.js")
		data, err := os.ReadFile(filepath.Join(modules, "@modelcontextprotocol", server, "dist", "index.js"))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	tool := regexp.MustCompile(`registerTool\("(\w+)"[\s\S]*?readOnlyHint:\s*(true|false)`)
	for _, server := range []string{"server-filesystem", "server-memory"} {
		found := tool.FindAllStringSubmatch(dist(server), -1)
		if len(found) < 5 {
			t.Fatalf("%s: read %d tools; the pattern no longer fits its dist/index.js", server, len(found))
		}
		for _, m := range found {
			name, readOnly := m[1], m[2] == "true"
			got := readMCP(name, json.RawMessage(`{"path": "x.go", "source": "a.go", "destination": "b.go", "edits": []}`), "/p", "/home/dev")
			want := !readOnly && server == "server-filesystem"
			if got.Changes() != want {
				t.Errorf("%s %s (readOnlyHint %v): Changes() = %v (row %q), want %v", server, name, readOnly, got.Changes(), got.Rule, want)
			}
		}
	}
}
