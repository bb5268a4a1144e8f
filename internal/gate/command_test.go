package gate

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

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
		{"npm test", "npm test", Command{Kind: KindTest, Runner: "npm test", Scope: Scope{Dirs: []Dir{{"/p", true}}, Area: "/p"}}},
		{"curl endpoint", "curl -s -X POST http://localhost:8080/api/checkout -d '{}'",
			Command{Kind: KindHTTP, Runner: "curl", Scope: Scope{Dirs: []Dir{{"/p", true}}, Endpoint: "/api/checkout", Method: "POST"}}},
		{"echo is not evidence", `echo "ok  all tests pass"`,
			Command{Kind: KindOther, Why: "`echo ok  all tests pass` is not a test runner or an HTTP client, so what it prints is not evidence"}},
		{"runner mixed with echo", `go test ./... ; echo PASS`,
			Command{Kind: KindOther, Why: "the output mixes the runner's with `echo PASS`'s, so it is not the runner's own"}},
		{"grep can hide failures", `go test ./... | grep -v FAIL`,
			Command{Kind: KindOther, Why: "the output mixes the runner's with `grep -v FAIL`'s, so it is not the runner's own"}},
		{"packages from a substitution cover their directory only", "go test $(go list ./... | grep -v /vendor/)",
			Command{Kind: KindTest, Runner: "go test", Scope: Scope{Dirs: []Dir{{"/p", false}}}}},
		{"cd to an unresolvable directory keeps cwd", `cd "$(git rev-parse --show-toplevel)" && go test ./...`,
			Command{Kind: KindTest, Runner: "go test", Scope: Scope{Dirs: []Dir{{"/p", true}}}}},
		{"go vet is not a test run", "go vet ./...",
			Command{Kind: KindOther, Why: "`go vet ./...` is not a test runner or an HTTP client, so what it prints is not evidence"}},
		{"redirect writes a file", "echo x > cart.go",
			Command{Kind: KindOther, Why: "`echo x` is not a test runner or an HTTP client, so what it prints is not evidence", Writes: []string{"/p/cart.go"}}},
		{"sed -i writes a file", "sed -i 's/a/b/' cart.go",
			Command{Kind: KindOther, Why: "`sed -i s/a/b/ cart.go` is not a test runner or an HTTP client, so what it prints is not evidence", Writes: []string{"/p/cart.go"}}},
		{"git checkout changes the tree", "git checkout -- .",
			Command{Kind: KindOther, Why: "`git checkout -- .` is not a test runner or an HTTP client, so what it prints is not evidence", Changes: true}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if d := cmp.Diff(c.want, ParseCommand(c.cmd, cwd)); d != "" {
				t.Errorf("ParseCommand(%q) (-want +got):\n%s", c.cmd, d)
			}
		})
	}
}

func TestSplitShell(t *testing.T) {
	got := splitShell(`cd "a b" && go test ./... 2>&1 | tee out.log; echo 'x;y' > /dev/null`)
	want := []segment{
		{argv: []string{"cd", "a b"}},
		{op: "&&", argv: []string{"go", "test", "./..."}},
		{op: "|", argv: []string{"tee", "out.log"}},
		{op: ";", argv: []string{"echo", "x;y"}},
	}
	if d := cmp.Diff(want, got, cmp.AllowUnexported(segment{})); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}
