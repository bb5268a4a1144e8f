package runner

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// testEnv is a machine whose PATH finds every program under /usr/bin,
// with no files and no variables.
func testEnv() Env {
	return Env{
		Project:  "/p",
		LookPath: func(name string) (string, error) { return "/usr/bin/" + name, nil },
		Getenv:   func(string) (string, bool) { return "", false },
		Home:     "/home/dev",
		Exists:   func(string) bool { return false },
		ReadFile: func(p string) ([]byte, error) { return nil, errNoFile },
	}
}

func TestParseCommand(t *testing.T) {
	const cwd = "/p"
	cases := []struct {
		name string
		cmd  string
		want Command
	}{
		{"go test all", "go test ./...", Command{Kind: KindTest, Runner: "go test", Scope: Scope{Dirs: []Dir{{"/p", true}}}}},
		{"go test one package with -run", "go test -count=1 -run 'TestTotal$' ./internal/cart",
			Command{Kind: KindTest, Runner: "go test", Scope: Scope{Dirs: []Dir{{"/p/internal/cart", false}}, Filter: "TestTotal$", FilterRegexp: true}}},
		{"cd then go test, piped to tail", "cd sub && CGO_ENABLED=0 go test ./... 2>&1 | tail -20",
			Command{Kind: KindTest, Runner: "go test", Scope: Scope{Dirs: []Dir{{"/p/sub", true}}}, Cut: "tail -20", Keep: 20}},
		{"head -n", "go test ./... | head -n 5",
			Command{Kind: KindTest, Runner: "go test", Scope: Scope{Dirs: []Dir{{"/p", true}}}, Cut: "head -n 5", Keep: 5}},
		{"tail -f keeps an unknown number", "go test ./... | tail -f",
			Command{Kind: KindTest, Runner: "go test", Scope: Scope{Dirs: []Dir{{"/p", true}}}, Cut: "tail -f", Keep: -1}},
		{"pytest node id", "python -m pytest tests/test_cart.py::test_total -q",
			Command{Kind: KindTest, Runner: "pytest", Scope: Scope{Dirs: []Dir{{"/p/tests", false}}, Files: []string{"/p/tests/test_cart.py"}, Filter: "test_total", FilterExact: true, Area: "/p"}}},
		{"npm test without a package.json is not evidence", "npm test",
			Command{Kind: KindOther, Why: "`npm test` runs a script of a package.json the gate cannot read, so what it ran is not known",
				Opaque: "`npm test` runs a script of a package.json the gate cannot read, so what it ran is not known"}},
		{"curl endpoint", "curl -s -X POST http://localhost:8080/api/checkout -d '{}'",
			Command{Kind: KindHTTP, Runner: "curl", Scope: Scope{Dirs: []Dir{{"/p", true}}, Endpoint: "/api/checkout", Method: "POST"}}},
		{"echo is not evidence", `echo "ok  all tests pass"`,
			Command{Kind: KindOther, Why: "`echo ok  all tests pass` is not a test runner, a build tool or an HTTP client, so what it prints is not evidence"}},
		{"runner mixed with echo", `go test ./... ; echo PASS`,
			Command{Kind: KindOther, Why: "the output mixes the runner's with `echo PASS`'s, so it is not the runner's own"}},
		{"grep can hide failures", `go test ./... | grep -v FAIL`,
			Command{Kind: KindOther, Why: "the output mixes the runner's with `grep -v FAIL`'s, so it is not the runner's own"}},
		{"packages from a substitution cover their directory only", "go test $(go list ./... | grep -v /vendor/)",
			Command{Kind: KindTest, Runner: "go test", Scope: Scope{Dirs: []Dir{{"/p", false}}}}},
		{"cd to an unresolvable directory keeps cwd", `cd "$(git rev-parse --show-toplevel)" && go test ./...`,
			Command{Kind: KindTest, Runner: "go test", Scope: Scope{Dirs: []Dir{{"/p", true}}}}},
		{"go vet is a lint run", "go vet ./...",
			Command{Kind: KindBuild, Runner: "go vet", Scope: Scope{Dirs: []Dir{{"/p", true}}, Categories: []string{CategoryLint}}}},
		{"redirect writes a file", "echo x > cart.go",
			Command{Kind: KindOther, Why: "`echo x` is not a test runner, a build tool or an HTTP client, so what it prints is not evidence", Writes: []string{"/p/cart.go"}}},
		{"sed -i writes a file", "sed -i 's/a/b/' cart.go",
			Command{Kind: KindOther, Why: "`sed -i s/a/b/ cart.go` is not a test runner, a build tool or an HTTP client, so what it prints is not evidence", Writes: []string{"/p/cart.go"}}},
		{"git checkout changes the tree", "git checkout -- .",
			Command{Kind: KindOther, Why: "`git checkout -- .` is not a test runner, a build tool or an HTTP client, so what it prints is not evidence", Changes: true}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if d := cmp.Diff(c.want, Parse(c.cmd, cwd, testEnv())); d != "" {
				t.Errorf("ParseCommand(%q) (-want +got):\n%s", c.cmd, d)
			}
		})
	}
}

var errNoFile = fsError("no such file")

type fsError string

func (e fsError) Error() string { return string(e) }
