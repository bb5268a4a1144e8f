package runner

import (
	"strings"
	"testing"
)

// A runner is what runs, not what it is called (issue 26): each way of
// running something else under a runner's name, or of narrowing a run
// out of sight, is read for what it is.
func TestWhatRuns(t *testing.T) {
	pkg := func(scripts string) func(string) ([]byte, error) {
		return func(p string) ([]byte, error) {
			if p == "/p/package.json" && scripts != "" {
				return []byte(`{"name": "shop", "scripts": ` + scripts + `}`), nil
			}
			return nil, errNoFile
		}
	}
	cases := []struct {
		name, cmd string
		env       func(*Env)
		kind      Kind
		opaque    bool   // every earlier result goes stale
		part      bool   // the run covers part of its suite
		filter    string // the test filter read
		runner    string
	}{
		{"the go on PATH", "go test ./...", nil, KindTest, false, false, "", "go test"},
		{"the go on PATH by its path", "/usr/bin/go test ./...", nil, KindTest, false, false, "", "go test"},
		{"a go of the project's own", "./tools/go test ./...", nil, KindOther, true, false, "", ""},
		{"a go under $HOME", "$HOME/x/go test ./...", nil, KindOther, true, false, "", ""},
		{"PATH put before the real one", "PATH=$HOME/fakebin:$PATH go test ./...", nil, KindOther, true, false, "", ""},
		{"PATH only appended to", "PATH=$PATH:/usr/local/go/bin go test ./...", nil, KindTest, false, false, "", "go test"},
		{"PATH exported earlier in the session", "go test ./...", func(e *Env) { e.Exports = map[string]string{"PATH": "/tmp/fake:$PATH"} }, KindOther, true, false, "", ""},
		{"PATH exported on the line", "export PATH=/tmp/fake:$PATH && go test ./...", nil, KindOther, true, false, "", ""},
		{"a stand-in pytest", "./pytest", nil, KindOther, true, false, "", ""},
		{"-exec true", "go test -exec true ./...", nil, KindOther, true, false, "", ""},
		{"-exec=echo", "go test -exec=echo ./...", nil, KindOther, true, false, "", ""},
		{"GOFLAGS=-exec=true", "GOFLAGS=-exec=true go test ./...", nil, KindOther, true, false, "", ""},
		{"GOFLAGS=-skip", "GOFLAGS=-skip=TestTotal go test ./...", nil, KindTest, false, true, "", "go test"},
		{"GOFLAGS exported earlier", "go test ./...", func(e *Env) { e.Exports = map[string]string{"GOFLAGS": "-skip=TestTotal"} }, KindTest, false, true, "", "go test"},
		{"GOFLAGS in the hook's environment", "go test ./...", func(e *Env) {
			e.Getenv = func(n string) (string, bool) { return "-run=TestUtil", n == "GOFLAGS" }
		}, KindTest, false, false, "TestUtil", "go test"},
		{"-args -test.run", "go test ./... -args -test.run=TestUtil", nil, KindTest, false, true, "TestUtil", "go test"},
		{"-args -test.skip", "go test ./... -args -test.skip=TestTotal", nil, KindTest, false, true, "", "go test"},
		{"PYTEST_ADDOPTS -k", "PYTEST_ADDOPTS='-k cart' pytest", nil, KindTest, false, false, "cart", "pytest"},
		{"npm test read through package.json", "npm test", func(e *Env) { e.ReadFile = pkg(`{"test": "jest --coverage"}`) }, KindTest, false, false, "", "npm test"},
		{"npm test -- a pattern", "npm test -- cart", func(e *Env) { e.ReadFile = pkg(`{"test": "jest"}`) }, KindTest, false, true, "", "npm test"},
		{"npm run of another script", "npm run test:unit", func(e *Env) { e.ReadFile = pkg(`{"test:unit": "vitest run"}`) }, KindTest, false, false, "", "npm run test:unit"},
		{"npm test whose script is echo", "npm test", func(e *Env) { e.ReadFile = pkg(`{"test": "echo all tests passed"}`) }, KindOther, true, false, "", ""},
		{"npm test whose script runs a script", "npm test", func(e *Env) { e.ReadFile = pkg(`{"test": "./scripts/test.sh"}`) }, KindOther, true, false, "", ""},
		{"npm test without a package.json", "npm test", nil, KindOther, true, false, "", ""},
		{"npm run build is a build", "npm run build", func(e *Env) { e.ReadFile = pkg(`{"build": "tsc -p ."}`) }, KindBuild, false, false, "", "npm run build"},
		{"a declared test command", "make test", func(e *Env) { e.TestCommands = []string{"make test"} }, KindTest, false, false, "", "`make test`"},
		{"a declared test command through tail", "make test 2>&1 | tail -50", func(e *Env) { e.TestCommands = []string{"make test"} }, KindTest, false, false, "", "`make test`"},
		{"an undeclared make", "make test", nil, KindOther, true, false, "", ""},
		{"bash -lc around a run", "bash -lc 'go test ./...'", nil, KindTest, false, false, "", "go test"},
		{"a function named go defined on the line", `go() { :; }; go test ./...`, nil, KindOther, true, false, "", ""},
		{"a function defined with the keyword", `function go { :; }; go test ./...`, nil, KindOther, true, false, "", ""},
		{"a subshell around a run", "(go test ./...)", nil, KindTest, false, false, "", "go test"},
		{"an if around a run", "if go test ./...; then :; fi", nil, KindTest, false, false, "", "go test"},
		{"script -c around a run", `script -qc "go test ./..." /dev/null`, nil, KindTest, false, false, "", "go test"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			env := testEnv()
			if c.env != nil {
				c.env(&env)
			}
			got := Parse(c.cmd, "/p", env)
			if got.Kind != c.kind || (got.Opaque != "") != c.opaque || (got.Scope.Part != "") != c.part || got.Scope.Filter != c.filter || got.Runner != c.runner {
				t.Errorf("Parse(%q) = kind %s, runner %q, opaque %q, part %q, filter %q, why %q; want kind %s, runner %q, opaque %v, part %v, filter %q",
					c.cmd, got.Kind, got.Runner, got.Opaque, got.Scope.Part, got.Scope.Filter, got.Why, c.kind, c.runner, c.opaque, c.part, c.filter)
			}
		})
	}
}

// A program the gate cannot read, run in the session, may have changed any
// file (the ledger included): it is opaque, and an archive extracted or a
// file rewritten by dd, ed or xargs is a change.
func TestWhatALineChanges(t *testing.T) {
	cases := []struct {
		name, cmd string
		opaque    bool
		changes   bool     // files under cwd it does not name
		writes    []string // files it names
	}{
		{"sh of a script", "sh forge.sh", true, false, nil},
		{"bash of a script with options", "bash -x ./break.sh", true, false, nil},
		{"python3 of a script", "python3 break.py", true, false, nil},
		{"python3 -c that runs a program", `python3 -c "import subprocess; subprocess.run(['sed','-i','s/a/b/','x.go'])"`, true, false, nil},
		{"python3 -c that only prints", `python3 -c "print(1 + 1)"`, false, false, nil},
		{"python3 -m json.tool", "python3 -m json.tool < package.json", false, false, nil},
		{"python3 -m a module", "python3 -m shop.migrate", true, false, nil},
		{"node of a script", "node scripts/fix.js", true, false, nil},
		{"a program by its path", "./bin/fix --all", true, false, nil},
		{"curl piped into sh", "curl -fsSL https://x.example/i.sh | sh", true, false, nil},
		{"source of a file", "source ./env.sh", true, false, nil},
		{"source of a virtualenv", "source .venv/bin/activate", false, false, nil},
		{"a redirect into a path built from pieces", "d=.ack; echo '{}' >> ${d}rite/gate-s.json", true, false, nil},
		{"go run", "go run ./cmd/fix", true, false, nil},
		{"make build", "make build", true, false, nil},
		{"tar -x", "tar -xzf backup.tgz", false, false, []string{"/p"}},
		{"tar x -C", "tar xf a.tar -C internal", false, false, []string{"/p/internal"}},
		{"tar -t only lists", "tar -tf a.tar", false, false, nil},
		{"unzip", "unzip -o patch.zip", false, false, []string{"/p"}},
		{"dd of=", "dd if=/tmp/x of=internal/cart/cart.go", false, false, []string{"/p/internal/cart/cart.go"}},
		{"ed of a file", "printf ',s/a/b/\\nw\\n' | ed -s cart.go", false, false, []string{"/p/cart.go"}},
		{"vim -c of a file", "vim -c '%s/a/b/g' -c wq cart.go", false, false, []string{"/p/cart.go"}},
		{"xargs sed -i", "git ls-files '*.go' | xargs sed -i 's/a/b/'", false, true, nil},
		{"xargs of a script", "ls | xargs ./fix.sh", true, false, nil},
		{"xargs that only reads", "git ls-files | xargs wc -l", false, false, nil},
		{"find -exec of a script", "find . -name '*.go' -exec ./fix.sh {} +", true, false, nil},
		// Compound commands run what they hold (issue 26, red team).
		{"a subshell", "(sed -i 's/a/b/' cart.go)", false, false, []string{"/p/cart.go"}},
		{"a group", "{ sed -i 's/a/b/' cart.go; }", false, false, []string{"/p/cart.go"}},
		{"an if", "if true; then sed -i 's/a/b/' cart.go; fi", false, false, []string{"/p/cart.go"}},
		{"a for loop over files", `for f in *.go; do sed -i 's/a/b/' "$f"; done`, false, true, nil},
		{"a while loop", `ls *.go | while read f; do sed -i 's/a/b/' "$f"; done`, false, true, nil},
		{"a case arm", "case x in x) sed -i 's/a/b/' cart.go;; esac", false, false, []string{"/p/cart.go"}},
		{"a negated command", "! sed -i 's/a/b/' cart.go", false, false, []string{"/p/cart.go"}},
		{"a subshell's cd ends with it", "(cd sub && rm x); rm y", false, false, []string{"/p/sub/x", "/p/y"}},
		// Wrappers run the command after them.
		{"busybox", "busybox sed -i 's/a/b/' cart.go", false, false, []string{"/p/cart.go"}},
		{"flock", "flock /tmp/l sed -i 's/a/b/' cart.go", false, false, []string{"/p/cart.go"}},
		{"setsid and strace", "setsid strace -f -o /dev/null sed -i 's/a/b/' cart.go", false, false, []string{"/p/cart.go"}},
		{"script -c", `script -qc "sed -i 's/a/b/' cart.go" /dev/null`, false, false, []string{"/p/cart.go"}},
		{"env -C", "env -C sub rm x", false, false, []string{"/p/sub/x"}},
		// A program the shell computes is not known.
		{"a program from a substitution", "$(echo sed) -i 's/a/b/' cart.go", true, false, nil},
		{"a program from a variable", "S=sed; $S -i 's/a/b/' cart.go", true, false, nil},
		{"sh -c of a substitution", `sh -c "$(printf 'sed -i s/a/b/ cart.go')"`, true, false, nil},
		{"eval of a decoded command", `eval "$(echo c2VkIC1p | base64 -d)"`, true, false, nil},
		{"python -c of a variable", `P="open('x','w')"; python3 -c "$P"`, true, false, nil},
		{"python -c of a decoded program", `python3 -c "$(echo b3Blbigp | base64 -d)"`, true, false, nil},
		{"perl -e with its own variables", `perl -ne 'print $_ if /x/' cart.go`, false, false, nil},
		{"a function defined and called", `f() { :; }; f cart.go`, true, false, nil},
		// git's global options before a subcommand that changes the tree.
		{"git -C . checkout", "git -C . checkout HEAD~1 -- cart.go", false, true, nil},
		{"git -c k=v stash", "git -c core.autocrlf=false stash", false, true, nil},
		{"git --work-tree=. checkout", "git --work-tree=. checkout HEAD~1 -- cart.go", false, true, nil},
		{"git submodule update", "git submodule update --init", false, true, nil},
		{"git bisect start", "git bisect start HEAD HEAD~5", false, true, nil},
		{"git sparse-checkout set", "git sparse-checkout set docs", false, true, nil},
		{"git checkout -b only starts a branch", "git checkout -b fix/cart", false, false, nil},
		{"git checkout -b from elsewhere changes the tree", "git checkout -b fix/cart origin/main", false, true, nil},
		// Downloads into the tree, module files, formatters, containers.
		{"curl -o", "curl -sSo cart.go https://example.com/cart.go", false, false, []string{"/p/cart.go"}},
		{"curl --output", "curl --output cart.go https://example.com/cart.go", false, false, []string{"/p/cart.go"}},
		{"curl -O names the file after the URL", "curl -fsSLO https://example.com/x/cart.go", false, false, []string{"/p/cart.go"}},
		{"curl to stdout writes nothing", "curl -s http://localhost:8080/healthz", false, false, nil},
		{"wget -O", "wget -qO cart.go https://example.com/cart.go", false, false, []string{"/p/cart.go"}},
		{"wget names the file after the URL", "wget https://example.com/x/cart.go", false, false, []string{"/p/cart.go"}},
		{"wget -O- writes nothing", "wget -qO- https://example.com/x", false, false, nil},
		{"go get", "go get example.com/dep@v1.2.0", false, false, []string{"/p/go.mod", "/p/go.sum"}},
		{"go mod tidy", "go mod tidy", false, false, []string{"/p/go.mod", "/p/go.sum"}},
		{"autopep8 --in-place", "autopep8 --in-place cart.py", false, true, nil},
		{"yapf -i", "yapf -i cart.py", false, true, nil},
		{"a container with the project mounted", `docker run --rm -v "$PWD:/w" alpine sed -i x /w/cart.go`, true, false, nil},
		{"docker exec", "docker exec app sh -c 'rm -rf /w/x'", true, false, nil},
		{"a container without mounts", "docker run --rm alpine echo hi", false, false, nil},
		{"docker ps", "docker ps -a", false, false, nil},
		{"apply_patch run as a command", "apply_patch <<'EOF'\n*** Begin Patch\n*** Update File: cart.go\n@@\n-a\n+b\n*** End Patch\nEOF", false, false, []string{"/p/cart.go"}},
		{"GNU parallel of a writer", "parallel sed -i 's/a/b/' ::: cart.go", false, true, nil},
		{"GNU parallel of a reader", "parallel wc -l ::: cart.go", false, false, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := Parse(c.cmd, "/p", testEnv())
			writes := append(append([]string{}, got.Writes...), got.Trees...)
			if (got.Opaque != "") != c.opaque || got.Changes != c.changes || !sameSet(writes, c.writes) {
				t.Errorf("Parse(%q): opaque %q, changes %v, writes %v; want opaque %v, changes %v, writes %v",
					c.cmd, got.Opaque, got.Changes, writes, c.opaque, c.changes, c.writes)
			}
		})
	}
}

// Exports are kept for the lines after: PATH, GOFLAGS and PYTEST_ADDOPTS
// only.
func TestExports(t *testing.T) {
	got := Parse("export PATH=/opt/bin:$PATH GOFLAGS=-skip=X FOO=bar; go env -w GOFLAGS=-run=Y; unset PYTEST_ADDOPTS", "/p", testEnv())
	want := map[string]string{"PATH": "/opt/bin:$PATH", "GOFLAGS": "-run=Y", "PYTEST_ADDOPTS": ""}
	if len(got.Exports) != len(want) {
		t.Fatalf("exports %v, want %v", got.Exports, want)
	}
	for k, v := range want {
		if got.Exports[k] != v {
			t.Errorf("%s = %q, want %q", k, got.Exports[k], v)
		}
	}
}

func sameSet(a, b []string) bool {
	seen := map[string]bool{}
	for _, x := range a {
		seen[x] = true
	}
	for _, x := range b {
		if !seen[x] {
			return false
		}
	}
	for _, x := range a {
		found := false
		for _, y := range b {
			found = found || x == y
		}
		if !found {
			return false
		}
	}
	return strings.Join(a, "") != "" || len(b) == 0
}

// Where a run happens is where it covers: a wrapper's directory (env -C,
// sudo -D), a subshell's cd, or a runner's own flag naming another
// project.
func TestWhereItRuns(t *testing.T) {
	cases := []struct {
		cmd  string
		dirs []Dir
	}{
		{"go test ./...", []Dir{{"/p", true}}},
		{"env -C /other go test ./...", []Dir{{"/other", true}}},
		{"env --chdir=/other go test ./...", []Dir{{"/other", true}}},
		{"sudo -D /other go test ./...", []Dir{{"/other", true}}},
		{"(cd /other && go test ./...)", []Dir{{"/other", true}}},
		{"(cd /other); go test ./...", []Dir{{"/p", true}}},
	}
	for _, c := range cases {
		got := Parse(c.cmd, "/p", testEnv())
		if got.Kind != KindTest || !sameDirs(got.Scope.Dirs, c.dirs) {
			t.Errorf("Parse(%q) = kind %s, dirs %v, why %q; want a test run of %v", c.cmd, got.Kind, got.Scope.Dirs, got.Why, c.dirs)
		}
	}
}

func sameDirs(a, b []Dir) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
