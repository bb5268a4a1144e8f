package runner

import (
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/text"
)

// A narrowing is a flag of a test runner that makes a run select part of
// its suite, execute no test at all (none), or not run the tests' own
// code as the runner would (void).
type narrowing struct {
	name   string
	family string // the runners it applies to; see families
	flag   string // matches the flag alone, "flag=value", and for prefix rows any word it starts
	prefix bool
	// value, when set, is the one value of the flag (inline or the next
	// word) that narrows: -count=0, -count 0.
	value string
	none  bool
	void  bool
	// why replaces the reason the kind gives ("selects part of the suite",
	// "runs no test", "runs the tests through another program").
	why string
	// only, when set, are the runners of the family the row applies to
	// (jest's -u rewrites snapshots; mocha's -u picks an interface).
	only []string
}

// narrowings is the table of flags that narrow a run. A run narrowed by
// one stands for neither "all tests" nor a whole path (docs/rules.md §13: "./..."
// covers all; a filtered run does not).
var narrowings = []narrowing{
	{name: "go skip", family: "go", flag: "-skip"},
	{name: "go short mode", family: "go", flag: "-short"},
	{name: "go short mode (test binary flag)", family: "go", flag: "-test.short"},
	{name: "go skip (test binary flag)", family: "go", flag: "-test.skip"},
	{name: "go run (test binary flag)", family: "go", flag: "-test.run"},
	{name: "go list", family: "go", flag: "-list", none: true},
	{name: "go list (test binary flag)", family: "go", flag: "-test.list", none: true},
	{name: "go compile only", family: "go", flag: "-c", none: true},
	{name: "go run the tests through a program", family: "go", flag: "-exec", void: true},
	{name: "go replace source files", family: "go", flag: "-overlay", void: true, why: "replaces source files with others for the build, so what ran is not the project's code"},
	{name: "go run the toolchain through a program", family: "go", flag: "-toolexec", void: true},
	{name: "go run no test", family: "go", flag: "-count", value: "0", none: true},
	{name: "go run no test (test binary flag)", family: "go", flag: "-test.count", value: "0", none: true},
	{name: "gotestsum any program", family: "go", flag: "--raw-command", void: true, why: "runs a program of its own choosing in place of go test, so what it prints is not go test's"},
	{name: "pytest last failed", family: "pytest", flag: "--lf"},
	{name: "pytest last failed (long)", family: "pytest", flag: "--last-failed"},
	{name: "pytest stepwise", family: "pytest", flag: "--sw"},
	{name: "pytest stepwise (long)", family: "pytest", flag: "--stepwise"},
	{name: "pytest stepwise skip", family: "pytest", flag: "--sw-skip"},
	{name: "pytest stepwise skip (long)", family: "pytest", flag: "--stepwise-skip"},
	{name: "pytest setup plan", family: "pytest", flag: "--setup-plan", none: true},
	{name: "pytest setup only", family: "pytest", flag: "--setup-only", none: true},
	{name: "pytest fixtures", family: "pytest", flag: "--fixtures", none: true},
	{name: "pytest markers", family: "pytest", flag: "--markers", none: true},
	{name: "pytest help", family: "pytest", flag: "--help", none: true},
	{name: "pytest version", family: "pytest", flag: "--version", none: true},
	{name: "pytest marker", family: "pytest", flag: "-m"},
	{name: "pytest deselect", family: "pytest", flag: "--deselect"},
	{name: "pytest ignore", family: "pytest", flag: "--ignore"},
	{name: "pytest ignore glob", family: "pytest", flag: "--ignore-glob"},
	{name: "pytest collect only", family: "pytest", flag: "--co", none: true},
	{name: "pytest collect only (long)", family: "pytest", flag: "--collect-only", none: true},
	{name: "unittest pattern", family: "unittest", flag: "-k"},
	{name: "jest only changed", family: "js", flag: "-o"},
	{name: "jest only changed (long)", family: "js", flag: "--onlyChanged"},
	{name: "jest changed since", family: "js", flag: "--changedSince"},
	{name: "jest last commit", family: "js", flag: "--lastCommit"},
	{name: "jest related tests", family: "js", flag: "--findRelatedTests"},
	{name: "jest path pattern", family: "js", flag: "--testPathPattern"},
	{name: "jest path patterns", family: "js", flag: "--testPathPatterns"},
	{name: "jest path ignore", family: "js", flag: "--testPathIgnorePatterns"},
	{name: "jest only failures", family: "js", flag: "--onlyFailures"},
	{name: "jest only failures (short)", family: "js", flag: "-f"},
	{name: "jest select projects", family: "js", flag: "--selectProjects"},
	{name: "jest pass with no tests", family: "js", flag: "--passWithNoTests"},
	{name: "jest list", family: "js", flag: "--listTests", none: true},
	{name: "jest test match", family: "js", flag: "--testMatch"},
	{name: "jest test regex", family: "js", flag: "--testRegex"},
	{name: "jest or deno filter", family: "js", flag: "--filter"},
	{name: "deno or mocha ignore", family: "js", flag: "--ignore"},
	{name: "deno or mocha no run", family: "js", flag: "--no-run", none: true},
	{name: "mocha dry run", family: "js", flag: "--dry-run", none: true},
	{name: "snapshots rewritten", family: "js", flag: "-u", void: true, why: snapshotsRewritten, only: []string{"jest", "vitest", "bun test", "deno test"}},
	{name: "snapshots rewritten (jest)", family: "js", flag: "--updateSnapshot", void: true, why: snapshotsRewritten},
	{name: "snapshots rewritten (vitest)", family: "js", flag: "--update", void: true, why: snapshotsRewritten},
	{name: "snapshots rewritten (bun)", family: "js", flag: "--update-snapshots", void: true, why: snapshotsRewritten},
	{name: "vitest changed", family: "js", flag: "--changed"},
	{name: "vitest project", family: "js", flag: "--project"},
	{name: "vitest exclude", family: "js", flag: "--exclude"},
	{name: "shard", family: "js", flag: "--shard"},
	{name: "mocha fixed-string grep", family: "js", flag: "--fgrep"},
	{name: "mocha inverted grep", family: "js", flag: "--invert"},
	{name: "node test skip pattern", family: "js", flag: "--test-skip-pattern"},
	{name: "node test only", family: "js", flag: "--test-only"},
	{name: "node test shard", family: "js", flag: "--test-shard"},
	{name: "cargo package", family: "cargo", flag: "-p"},
	{name: "cargo package (long)", family: "cargo", flag: "--package"},
	{name: "cargo exclude", family: "cargo", flag: "--exclude"},
	{name: "cargo lib only", family: "cargo", flag: "--lib"},
	{name: "cargo bins only", family: "cargo", flag: "--bins"},
	{name: "cargo one bin", family: "cargo", flag: "--bin"},
	{name: "cargo one test target", family: "cargo", flag: "--test"},
	{name: "cargo doc tests only", family: "cargo", flag: "--doc"},
	{name: "cargo skip", family: "cargo", flag: "--skip"},
	{name: "cargo ignored only", family: "cargo", flag: "--ignored"},
	{name: "cargo no run", family: "cargo", flag: "--no-run", none: true},
	{name: "cargo list (test binary flag)", family: "cargo", flag: "--list", none: true},
	{name: "cargo examples only", family: "cargo", flag: "--examples"},
	{name: "cargo one example", family: "cargo", flag: "--example"},
	{name: "cargo benches only", family: "cargo", flag: "--benches"},
	{name: "cargo one bench", family: "cargo", flag: "--bench"},
	{name: "cargo exact name (test binary flag)", family: "cargo", flag: "--exact"},
	{name: "nextest filter expression", family: "cargo", flag: "-E"},
	{name: "nextest filter expression (long)", family: "cargo", flag: "--filter-expr"},
	{name: "nextest partition", family: "cargo", flag: "--partition"},
	{name: "maven one test", family: "mvn", flag: "-Dtest=", prefix: true},
	{name: "maven one integration test", family: "mvn", flag: "-Dit.test=", prefix: true},
	{name: "maven projects", family: "mvn", flag: "-pl"},
	{name: "maven projects (long)", family: "mvn", flag: "--projects"},
	{name: "maven skip tests", family: "mvn", flag: "-DskipTests", none: true},
	{name: "maven skip test compile", family: "mvn", flag: "-Dmaven.test.skip", prefix: true, none: true},
	{name: "maven groups", family: "mvn", flag: "-Dgroups=", prefix: true},
	{name: "maven excluded groups", family: "mvn", flag: "-DexcludedGroups=", prefix: true},
	{name: "maven excludes", family: "mvn", flag: "-Dsurefire.excludes", prefix: true},
	{name: "maven skip integration tests", family: "mvn", flag: "-DskipITs"},
	{name: "gradle tests filter", family: "gradle", flag: "--tests"},
	{name: "gradle exclude task", family: "gradle", flag: "-x"},
	{name: "gradle exclude task (long)", family: "gradle", flag: "--exclude-task"},
	{name: "gradle dry run", family: "gradle", flag: "--dry-run", none: true},
	{name: "gradle dry run (short)", family: "gradle", flag: "-m", none: true},
	{name: "dotnet list", family: "dotnet", flag: "--list-tests", none: true},
	{name: "dotnet list (short)", family: "dotnet", flag: "-t", none: true},
	{name: "ctest include", family: "ctest", flag: "-R"},
	{name: "ctest include (long)", family: "ctest", flag: "--tests-regex"},
	{name: "ctest exclude", family: "ctest", flag: "-E"},
	{name: "ctest exclude (long)", family: "ctest", flag: "--exclude-regex"},
	{name: "ctest label", family: "ctest", flag: "-L"},
	{name: "ctest exclude label", family: "ctest", flag: "-LE"},
	{name: "ctest subset", family: "ctest", flag: "-I"},
	{name: "ctest rerun failed", family: "ctest", flag: "--rerun-failed"},
	{name: "ctest show only", family: "ctest", flag: "-N", none: true},
	{name: "ctest show only (long)", family: "ctest", flag: "--show-only", none: true},
	{name: "swift filter", family: "swift", flag: "--filter"},
	{name: "swift skip", family: "swift", flag: "--skip"},
	{name: "swift list", family: "swift", flag: "list", none: true},
	{name: "dotnet filter", family: "dotnet", flag: "--filter"},
	{name: "rspec example", family: "rspec", flag: "-e"},
	{name: "rspec example (long)", family: "rspec", flag: "--example"},
	{name: "rspec tag", family: "rspec", flag: "--tag"},
	{name: "rspec tag (short)", family: "rspec", flag: "-t"},
	{name: "rspec only failures", family: "rspec", flag: "--only-failures"},
	{name: "rspec next failure", family: "rspec", flag: "--next-failure"},
	{name: "phpunit filter", family: "phpunit", flag: "--filter"},
	{name: "phpunit group", family: "phpunit", flag: "--group"},
	{name: "phpunit test suite", family: "phpunit", flag: "--testsuite"},
	{name: "phpunit exclude group", family: "phpunit", flag: "--exclude-group"},
	{name: "phpunit exclude suite", family: "phpunit", flag: "--exclude-testsuite"},
	{name: "phpunit list tests", family: "phpunit", flag: "--list-tests", none: true},
	{name: "phpunit list groups", family: "phpunit", flag: "--list-groups", none: true},
	{name: "phpunit list suites", family: "phpunit", flag: "--list-suites", none: true},
	{name: "rspec dry run", family: "rspec", flag: "--dry-run", none: true},
	{name: "rspec exclude pattern", family: "rspec", flag: "--exclude-pattern"},
	{name: "rspec pattern", family: "rspec", flag: "--pattern"},
	{name: "mix exclude", family: "mix", flag: "--exclude"},
	{name: "mix partitions", family: "mix", flag: "--partitions"},
	{name: "mix only", family: "mix", flag: "--only"},
	{name: "mix failed", family: "mix", flag: "--failed"},
	{name: "mix stale", family: "mix", flag: "--stale"},
}

// snapshotsRewritten is why a run that updates its snapshots is not
// evidence: it also rewrote files.
const snapshotsRewritten = "rewrites the snapshots its tests compare against, so they pass by construction"

// narrowed reads a runner's arguments for the flags of narrowings: part
// says why the run selects part of its suite, none why it runs no test,
// void why its output is not the runner's reading of the tests.
func narrowed(runner string, args []string) (part, none, void string) {
	fam := families[runner]
	for i, a := range args {
		name, val, hasVal := strings.Cut(a, "=")
		if fam == "go" && strings.HasPrefix(name, "--") && name != "--raw-command" {
			name = name[1:] // go's flag package takes -flag and --flag alike
		}
		for _, n := range narrowings {
			if n.family != fam || len(n.only) > 0 && !slices.Contains(n.only, runner) {
				continue
			}
			flag, _, _ := strings.Cut(n.flag, "=")
			matched := name == flag && (!strings.Contains(n.flag, "=") || a == n.flag) || n.prefix && strings.HasPrefix(a, n.flag)
			if !matched {
				continue
			}
			if hasVal && n.none && strings.EqualFold(val, "false") {
				continue // -DskipTests=false runs the tests
			}
			if n.value != "" {
				v := val
				if !hasVal && i+1 < len(args) {
					v = args[i+1]
				}
				if v != n.value {
					continue
				}
			}
			what := "`" + text.Clip(a, 40) + "`"
			if (n.void || n.value != "") && !hasVal && i+1 < len(args) {
				what = "`" + text.Clip(a+" "+args[i+1], 40) + "`"
			}
			switch {
			case n.why != "":
				what += " " + n.why
			case n.void:
				what += " runs the tests through another program, so what it prints is not the runner's own reading"
			case n.none:
				what += " runs no test"
			default:
				what += " selects part of the suite"
			}
			switch {
			case n.void:
				void = firstNonEmpty(void, what)
			case n.none:
				none = firstNonEmpty(none, what)
			default:
				part = firstNonEmpty(part, what)
			}
		}
	}
	return part, none, void
}
