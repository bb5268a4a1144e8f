package runner

import (
	"strings"
	"testing"
)

// Every row of narrowings has a case: a run that uses the flag selects
// part of its suite, runs no test, or is not the runner's own reading.
func TestEveryNarrowingHasACase(t *testing.T) {
	cases := map[string]string{ // row name → a command line that uses it
		"go skip": "go test -skip TestX ./...", "go short mode": "go test -short ./...",
		"go short mode (test binary flag)": "go test ./... -test.short", "go skip (test binary flag)": "go test ./... -args -test.skip=X",
		"go run (test binary flag)": "go test ./... -args -test.run=X", "go list": "go test -list . ./...",
		"go list (test binary flag)": "go test ./... -args -test.list=.", "go compile only": "go test -c ./cart",
		"go run the tests through a program": "go test -exec true ./...", "go replace source files": "go test -overlay=o.json ./...",
		"go run the toolchain through a program": "go test -toolexec=./wrap ./...", "go run no test": "go test -count 0 ./...",
		"go run no test (test binary flag)": "go test ./... -test.count=0", "gotestsum any program": "gotestsum --raw-command -- ./fake ./...",
		"pytest last failed": "pytest --lf", "pytest last failed (long)": "pytest --last-failed", "pytest stepwise": "pytest --sw",
		"pytest stepwise (long)": "pytest --stepwise", "pytest stepwise skip": "pytest --sw-skip", "pytest stepwise skip (long)": "pytest --stepwise-skip",
		"pytest setup plan": "pytest --setup-plan", "pytest setup only": "pytest --setup-only", "pytest fixtures": "pytest --fixtures",
		"pytest markers": "pytest --markers", "pytest help": "pytest --help", "pytest version": "pytest --version",
		"pytest marker": "pytest -m fast", "pytest deselect": "pytest --deselect t.py::x", "pytest ignore": "pytest --ignore=t.py",
		"pytest ignore glob": "pytest --ignore-glob='*slow*'", "pytest collect only": "pytest --co",
		"pytest collect only (long)": "pytest --collect-only", "unittest pattern": "python -m unittest -k total",
		"jest only changed": "jest -o", "jest only changed (long)": "jest --onlyChanged", "jest changed since": "jest --changedSince=main",
		"jest last commit": "jest --lastCommit", "jest related tests": "jest --findRelatedTests src/a.js", "jest path pattern": "jest --testPathPattern a",
		"jest path patterns": "jest --testPathPatterns a", "jest path ignore": "jest --testPathIgnorePatterns a", "jest only failures": "jest --onlyFailures",
		"jest only failures (short)": "jest -f", "jest select projects": "jest --selectProjects a", "jest pass with no tests": "jest --passWithNoTests",
		"jest list": "jest --listTests", "jest test match": "jest --testMatch '**/a.test.js'", "jest test regex": "jest --testRegex a",
		"jest or deno filter": "jest --filter=./f.js", "deno or mocha ignore": "deno test --ignore=slow_test.ts",
		"deno or mocha no run": "deno test --no-run", "mocha dry run": "mocha --dry-run", "snapshots rewritten": "jest -u",
		"snapshots rewritten (jest)": "jest --updateSnapshot", "snapshots rewritten (vitest)": "vitest run --update",
		"snapshots rewritten (bun)": "bun test --update-snapshots",
		"vitest changed":            "vitest run --changed", "vitest project": "vitest run --project a", "vitest exclude": "vitest run --exclude a",
		"shard": "jest --shard=1/2", "mocha fixed-string grep": "mocha --fgrep a", "mocha inverted grep": "mocha --invert -g a",
		"node test skip pattern": "node --test --test-skip-pattern=a", "node test only": "node --test --test-only",
		"node test shard": "node --test --test-shard=1/2", "cargo package": "cargo test -p a", "cargo package (long)": "cargo test --package a",
		"cargo exclude": "cargo test --workspace --exclude a", "cargo lib only": "cargo test --lib", "cargo bins only": "cargo test --bins",
		"cargo one bin": "cargo test --bin a", "cargo one test target": "cargo test --test a", "cargo doc tests only": "cargo test --doc",
		"cargo skip": "cargo test -- --skip a", "cargo ignored only": "cargo test -- --ignored", "cargo no run": "cargo test --no-run",
		"cargo list (test binary flag)": "cargo test -- --list", "cargo examples only": "cargo test --examples",
		"cargo one example": "cargo test --example a", "cargo benches only": "cargo test --benches", "cargo one bench": "cargo test --bench a",
		"cargo exact name (test binary flag)": "cargo test -- --exact a", "nextest filter expression": "cargo nextest run -E 'test(a)'",
		"nextest filter expression (long)": "cargo nextest run --filter-expr 'test(a)'", "nextest partition": "cargo nextest run --partition count:1/2",
		"maven one test": "mvn test -Dtest=A", "maven one integration test": "mvn verify -Dit.test=A", "maven projects": "mvn test -pl a",
		"maven projects (long)": "mvn test --projects a", "maven skip tests": "mvn verify -DskipTests",
		"maven skip test compile": "mvn test -Dmaven.test.skip.exec=true", "maven groups": "mvn test -Dgroups=fast",
		"maven excluded groups": "mvn test -DexcludedGroups=slow", "maven excludes": "mvn test -Dsurefire.excludes=**/Slow*",
		"maven skip integration tests": "mvn verify -DskipITs", "gradle tests filter": "gradle test --tests A",
		"gradle exclude task": "gradle check -x test", "gradle exclude task (long)": "gradle check --exclude-task test",
		"gradle dry run": "gradle test --dry-run", "gradle dry run (short)": "gradle test -m", "dotnet filter": "dotnet test --filter A",
		"dotnet list": "dotnet test --list-tests", "dotnet list (short)": "dotnet test -t", "ctest include": "ctest -R a",
		"ctest include (long)": "ctest --tests-regex a", "ctest exclude": "ctest -E a", "ctest exclude (long)": "ctest --exclude-regex a",
		"ctest label": "ctest -L fast", "ctest exclude label": "ctest -LE slow", "ctest subset": "ctest -I 1,3",
		"ctest rerun failed": "ctest --rerun-failed", "ctest show only": "ctest -N", "ctest show only (long)": "ctest --show-only",
		"swift filter": "swift test --filter A", "swift skip": "swift test --skip A", "swift list": "swift test list",
		"rspec example": "rspec -e a", "rspec example (long)": "rspec --example a", "rspec tag": "rspec --tag fast", "rspec tag (short)": "rspec -t fast",
		"rspec only failures": "rspec --only-failures", "rspec next failure": "rspec --next-failure", "rspec dry run": "rspec --dry-run",
		"rspec exclude pattern": "rspec --exclude-pattern 'spec/slow/**'", "rspec pattern": "rspec --pattern 'spec/a/**'",
		"phpunit filter": "phpunit --filter a", "phpunit group": "phpunit --group a", "phpunit test suite": "phpunit --testsuite a",
		"phpunit exclude group": "phpunit --exclude-group slow", "phpunit exclude suite": "phpunit --exclude-testsuite slow",
		"phpunit list tests": "phpunit --list-tests", "phpunit list groups": "phpunit --list-groups", "phpunit list suites": "phpunit --list-suites",
		"mix only": "mix test --only fast", "mix failed": "mix test --failed", "mix stale": "mix test --stale", "mix exclude": "mix test --exclude slow",
		"mix partitions": "mix test --partitions 2",
	}
	for _, n := range narrowings {
		cmd, ok := cases[n.name]
		if !ok {
			t.Errorf("narrowing %q has no case", n.name)
			continue
		}
		got := Parse(cmd, "/p", testEnv())
		var ok2 bool
		switch {
		case n.void:
			ok2 = got.Kind == KindOther && got.Opaque != ""
		case n.none:
			ok2 = got.NoRun != ""
		default:
			ok2 = got.Scope.Part != "" || got.Scope.Filter != ""
		}
		if !ok2 {
			t.Errorf("%s: Parse(%q) = kind %s, part %q, none %q, opaque %q: the row did not apply", n.name, cmd, got.Kind, got.Scope.Part, got.NoRun, got.Opaque)
		}
	}
}

// A flag that does not narrow in its form or for its runner leaves the
// run whole: mocha's -u picks an interface, -count=1 runs every test once,
// -DskipTests=false runs them.
func TestNotNarrowed(t *testing.T) {
	for _, cmd := range []string{"mocha -u tdd", "go test -count=1 ./...", "go test -count 3 ./...", "mvn test -DskipTests=false",
		"cargo test -- --nocapture", "cargo test -- --test-threads=1", "pytest -p no:cacheprovider", "jest --ci --coverage"} {
		got := Parse(cmd, "/p", testEnv())
		if got.Kind != KindTest || got.Scope.Part != "" || got.Scope.Filter != "" || got.NoRun != "" {
			t.Errorf("Parse(%q) = kind %s, part %q, filter %q, none %q; want the whole suite", cmd, got.Kind, got.Scope.Part, got.Scope.Filter, got.NoRun)
		}
	}
}

// A runner pointed at another project covers that project (cargo
// --manifest-path, mvn -f, gradle -p, ctest --test-dir, swift
// --package-path, dotnet test PATH, npm --prefix and -w), and a name
// filter after cargo's "--" is a filter.
func TestRunnerPointedElsewhere(t *testing.T) {
	pkg := func(p string) ([]byte, error) {
		if strings.HasSuffix(p, "/package.json") {
			return []byte(`{"scripts": {"test": "jest"}}`), nil
		}
		return nil, errNoFile
	}
	cases := []struct{ cmd, dir, filter, part string }{
		{"cargo test --manifest-path /other/Cargo.toml", "/other", "", ""},
		{"cargo test --manifest-path=/other/Cargo.toml", "/other", "", ""},
		{"cargo test -- total", "/p", "total", ""},
		{"cargo test -- --skip slow total", "/p", "total", "part"},
		{"mvn test -f /other/pom.xml", "/other", "", ""},
		{"mvn test --file=/other", "/other", "", ""},
		{"gradle test -p /other", "/other", "", ""},
		{"ctest --test-dir /other/build", "/other/build", "", ""},
		{"swift test --package-path /other", "/other", "", ""},
		{"dotnet test /other/Other.csproj", "/other", "", ""},
		{"npm test --prefix /other", "/other", "", ""},
		{"npm test -w packages/a", "/p/packages/a", "", ""},
		{"npm test --workspace=a", "/p", "", "part"},
		{"npm test --workspaces", "/p", "", ""},
		{"python -m unittest discover -p 'test_one*.py'", "/p", "", "part"},
		{"python -m unittest discover -p 'test*.py'", "/p", "", ""},
	}
	for _, c := range cases {
		env := testEnv()
		env.ReadFile = pkg
		got := Parse(c.cmd, "/p", env)
		dir := ""
		if len(got.Scope.Dirs) > 0 {
			dir = got.Scope.Dirs[0].Path
		}
		if got.Kind != KindTest || dir != c.dir || got.Scope.Filter != c.filter || (got.Scope.Part != "") != (c.part != "") {
			t.Errorf("Parse(%q) = kind %s, dirs %v, filter %q, part %q, why %q; want dir %s, filter %q, part %v",
				c.cmd, got.Kind, got.Scope.Dirs, got.Scope.Filter, got.Scope.Part, got.Why, c.dir, c.filter, c.part != "")
		}
	}
}
