package runner

import "strings"

// A narrowing is a flag of a test runner that makes a run select part of
// its suite, execute no test at all (none), or not run the tests' own
// code as the runner would (void).
type narrowing struct {
	name   string
	family string // the runners it applies to; see families
	flag   string // matches the flag alone, "flag=value", and for prefix rows any word it starts
	prefix bool
	none   bool
	void   bool
}

// narrowings is the table of flags that narrow a run. A run narrowed by
// one stands for neither "all tests" nor a whole path (SPEC §13: "./..."
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
	{name: "pytest last failed", family: "pytest", flag: "--lf"},
	{name: "pytest last failed (long)", family: "pytest", flag: "--last-failed"},
	{name: "pytest stepwise", family: "pytest", flag: "--sw"},
	{name: "pytest stepwise (long)", family: "pytest", flag: "--stepwise"},
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
	{name: "nextest filter expression", family: "cargo", flag: "-E"},
	{name: "nextest filter expression (long)", family: "cargo", flag: "--filter-expr"},
	{name: "nextest partition", family: "cargo", flag: "--partition"},
	{name: "maven one test", family: "mvn", flag: "-Dtest=", prefix: true},
	{name: "maven one integration test", family: "mvn", flag: "-Dit.test=", prefix: true},
	{name: "maven projects", family: "mvn", flag: "-pl"},
	{name: "maven projects (long)", family: "mvn", flag: "--projects"},
	{name: "maven skip tests", family: "mvn", flag: "-DskipTests", none: true},
	{name: "maven skip test compile", family: "mvn", flag: "-Dmaven.test.skip", none: true},
	{name: "gradle tests filter", family: "gradle", flag: "--tests"},
	{name: "gradle exclude task", family: "gradle", flag: "-x"},
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
	{name: "mix only", family: "mix", flag: "--only"},
	{name: "mix failed", family: "mix", flag: "--failed"},
	{name: "mix stale", family: "mix", flag: "--stale"},
}

// narrowed reads a runner's arguments for the flags of narrowings: part
// says why the run selects part of its suite, none why it runs no test,
// void why its output is not the runner's reading of the tests.
func narrowed(runner string, args []string) (part, none, void string) {
	fam := families[runner]
	for i, a := range args {
		name, _, hasVal := strings.Cut(a, "=")
		if fam == "go" && strings.HasPrefix(name, "--") {
			name = name[1:] // go's flag package takes -flag and --flag alike
		}
		for _, n := range narrowings {
			if n.family != fam {
				continue
			}
			flag, _, _ := strings.Cut(n.flag, "=")
			matched := name == flag && (!strings.Contains(n.flag, "=") || a == n.flag) || n.prefix && strings.HasPrefix(a, n.flag)
			if !matched {
				continue
			}
			why := "`" + clip(a, 40) + "`"
			if n.void && !hasVal && i+1 < len(args) {
				why = "`" + clip(a+" "+args[i+1], 40) + "`"
			}
			switch {
			case n.void:
				void = firstNonEmpty(void, why+" runs the tests through another program, so what it prints is not the runner's own reading")
			case n.none:
				none = firstNonEmpty(none, why+" runs no test")
			default:
				part = firstNonEmpty(part, why+" selects part of the suite")
			}
		}
	}
	return part, none, void
}
