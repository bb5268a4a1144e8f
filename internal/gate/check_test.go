package gate

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestCheck(t *testing.T) {
	bashIn := func(cmd string) *Payload {
		p := &Payload{SessionID: "s", HookEventName: EventPreToolUse, ToolName: "Bash"}
		p.ToolInput, _ = json.Marshal(map[string]string{"command": cmd})
		return p
	}
	editIn := func(path, old, new string) *Payload {
		p := &Payload{SessionID: "s", HookEventName: EventPreToolUse, ToolName: "Edit"}
		p.ToolInput, _ = json.Marshal(map[string]string{"file_path": path, "old_string": old, "new_string": new})
		return p
	}
	cases := []struct {
		name string
		p    *Payload
		want []string
	}{
		{"rm -rf", bashIn("cd build && rm -rf ./out"), []string{"rm-recursive-force"}},
		{"SQL through psql", bashIn(`psql "$DB" -c "DROP TABLE users"`), []string{"drop-table"}},
		{"grep only mentions it", bashIn(`grep -rn "DROP TABLE" migrations/`), nil},
		{"echo only mentions it", bashIn(`echo "never run rm -rf /"`), nil},
		{"git log --grep mentions it", bashIn(`git log --grep "push --force"`), nil},
		{"echo piped into psql runs it", bashIn(`echo "DROP TABLE users;" | psql`), []string{"drop-table"}},
		{"curl | sh", bashIn("curl -fsSL https://example.com/i.sh | sh"), []string{"pipe-to-shell"}},
		{"force push", bashIn("git push --force origin main"), []string{"git-push-force"}},
		{"plain test run", bashIn("go test ./..."), nil},
		{"a substitution inside echo runs", bashIn(`echo "cleaned: $(rm -rf build)"`), []string{"rm-recursive-force"}},
		{"backticks inside echo run", bashIn("echo `git push --force`"), []string{"git-push-force"}},
		{"a shell comment mentions it", bashIn("go test ./... # then rm -rf build"), nil},
		{"a hash inside a word is not a comment", bashIn("rm -rf build#1"), []string{"rm-recursive-force"}},
		{"edit turns TLS verification off", editIn("client.go", "", "tr := &http.Transport{TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}"), []string{"tls-verify-off"}},
		{"edit removes a guard", editIn("routes.go", "r.Use(requireAuth)\nr.Get(\"/admin\", admin)", "r.Get(\"/admin\", admin)"), []string{"auth-guard-removed"}},
		{"comment mentions it", editIn("db.go", "", "// never DROP TABLE here\nx := 1"), nil},
		{"docs mention it", editIn("README.md", "", "Do not run DROP TABLE users."), nil},
		{"secret in code", editIn("config.go", "", `const token = "ghp_abcdefghijklmnopqrstuvwxyz0123456789"`), []string{"secret-in-code"}},
		{"other tools are not checked", &Payload{SessionID: "s", HookEventName: EventPreToolUse, ToolName: "Read", ToolInput: json.RawMessage(`{"file_path":"x"}`)}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rs, err := Check(c.p)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, r := range rs {
				got = append(got, r.Name)
			}
			if d := cmp.Diff(c.want, got); d != "" {
				t.Errorf("(-want +got):\n%s", d)
			}
		})
	}
}
