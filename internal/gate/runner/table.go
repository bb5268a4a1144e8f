package runner

// A row is one command whose own output is evidence (docs/rules.md §13): a test
// runner, an HTTP client, or a build or lint tool.
type row struct {
	name   string
	kind   Kind
	prefix []string // argv prefix after wrappers
	// scope reads what the run covers from the arguments after the prefix.
	scope func(args []string, cwd string, env Env) Scope
	// category is, for a build row, what it checks.
	category string
}

// rows is the table. A command not in it is not evidence, whatever it
// prints (echo ok, printf PASS, cat results.txt). A prefix whose first
// word holds a "/" (./gradlew) names a project's own wrapper; any other
// first word is matched by name, and resolved (see resolve.go).
var rows = []row{
	{"go test", KindTest, []string{"go", "test"}, goTestScope, ""},
	{"gotestsum", KindTest, []string{"gotestsum"}, gotestsumScope, ""},
	{"pytest", KindTest, []string{"pytest"}, pytestScope, ""},
	{"pytest", KindTest, []string{"py.test"}, pytestScope, ""},
	{"pytest", KindTest, []string{"python", "-m", "pytest"}, pytestScope, ""},
	{"pytest", KindTest, []string{"python3", "-m", "pytest"}, pytestScope, ""},
	{"pytest", KindTest, []string{"uv", "run", "pytest"}, pytestScope, ""},
	{"pytest", KindTest, []string{"poetry", "run", "pytest"}, pytestScope, ""},
	{"unittest", KindTest, []string{"python", "-m", "unittest"}, unittestScope, ""},
	{"unittest", KindTest, []string{"python3", "-m", "unittest"}, unittestScope, ""},
	{"bun test", KindTest, []string{"bun", "test"}, jsScope, ""},
	{"jest", KindTest, []string{"jest"}, jsScope, ""},
	{"jest", KindTest, []string{"npx", "jest"}, jsScope, ""},
	{"vitest", KindTest, []string{"vitest"}, jsScope, ""},
	{"vitest", KindTest, []string{"npx", "vitest"}, jsScope, ""},
	{"mocha", KindTest, []string{"mocha"}, jsScope, ""},
	{"mocha", KindTest, []string{"npx", "mocha"}, jsScope, ""},
	{"node --test", KindTest, []string{"node", "--test"}, jsScope, ""},
	{"cargo test", KindTest, []string{"cargo", "test"}, cargoScope, ""},
	{"cargo nextest", KindTest, []string{"cargo", "nextest", "run"}, cargoScope, ""},
	{"mvn test", KindTest, []string{"mvn", "test"}, mvnScope, ""},
	{"mvn test", KindTest, []string{"./mvnw", "test"}, mvnScope, ""},
	{"gradle test", KindTest, []string{"gradle", "test"}, gradleScope, ""},
	{"gradle test", KindTest, []string{"./gradlew", "test"}, gradleScope, ""},
	{"rspec", KindTest, []string{"rspec"}, pathScope, ""},
	{"rspec", KindTest, []string{"bundle", "exec", "rspec"}, pathScope, ""},
	{"dotnet test", KindTest, []string{"dotnet", "test"}, dotnetScope, ""},
	{"mvn verify", KindTest, []string{"mvn", "verify"}, mvnScope, ""},
	{"mvn verify", KindTest, []string{"./mvnw", "verify"}, mvnScope, ""},
	{"gradle check", KindTest, []string{"gradle", "check"}, gradleScope, ""},
	{"gradle check", KindTest, []string{"./gradlew", "check"}, gradleScope, ""},
	{"deno test", KindTest, []string{"deno", "test"}, jsScope, ""},
	{"phpunit", KindTest, []string{"phpunit"}, pathScope, ""},
	{"phpunit", KindTest, []string{"vendor/bin/phpunit"}, pathScope, ""},
	{"phpunit", KindTest, []string{"./vendor/bin/phpunit"}, pathScope, ""},
	{"rails test", KindTest, []string{"rails", "test"}, pathScope, ""},
	{"rails test", KindTest, []string{"bin/rails", "test"}, pathScope, ""},
	{"mix test", KindTest, []string{"mix", "test"}, pathScope, ""},
	{"swift test", KindTest, []string{"swift", "test"}, projectScope("--package-path"), ""},
	{"ctest", KindTest, []string{"ctest"}, projectScope("--test-dir"), ""},
	{"curl", KindHTTP, []string{"curl"}, httpScope, ""},
	{"wget", KindHTTP, []string{"wget"}, httpScope, ""},
	{"httpie", KindHTTP, []string{"http"}, httpScope, ""},
	{"httpie", KindHTTP, []string{"https"}, httpScope, ""},
	{"xh", KindHTTP, []string{"xh"}, httpScope, ""},

	// Build, compile, type-check and lint tools: an exit status of 0 the
	// harness reports is a pass for a claim about that build or lint.
	{"go build", KindBuild, []string{"go", "build"}, goPackagesScope, CategoryBuild},
	{"go vet", KindBuild, []string{"go", "vet"}, goPackagesScope, CategoryLint},
	{"staticcheck", KindBuild, []string{"staticcheck"}, goPackagesScope, CategoryLint},
	{"golangci-lint", KindBuild, []string{"golangci-lint", "run"}, goPackagesScope, CategoryLint},
	{"cargo build", KindBuild, []string{"cargo", "build"}, treeScope, CategoryBuild},
	{"cargo check", KindBuild, []string{"cargo", "check"}, treeScope, CategoryBuild},
	{"cargo clippy", KindBuild, []string{"cargo", "clippy"}, treeScope, CategoryLint},
	{"tsc", KindBuild, []string{"tsc"}, treeScope, CategoryBuild},
	{"tsc", KindBuild, []string{"npx", "tsc"}, treeScope, CategoryBuild},
	{"vite build", KindBuild, []string{"vite", "build"}, treeScope, CategoryBuild},
	{"next build", KindBuild, []string{"next", "build"}, treeScope, CategoryBuild},
	{"webpack", KindBuild, []string{"webpack"}, treeScope, CategoryBuild},
	{"mypy", KindBuild, []string{"mypy"}, pathBuildScope, CategoryBuild},
	{"pyright", KindBuild, []string{"pyright"}, pathBuildScope, CategoryBuild},
	{"eslint", KindBuild, []string{"eslint"}, pathBuildScope, CategoryLint},
	{"eslint", KindBuild, []string{"npx", "eslint"}, pathBuildScope, CategoryLint},
	{"ruff check", KindBuild, []string{"ruff", "check"}, pathBuildScope, CategoryLint},
	{"flake8", KindBuild, []string{"flake8"}, pathBuildScope, CategoryLint},
	{"pylint", KindBuild, []string{"pylint"}, pathBuildScope, CategoryLint},
	{"mvn compile", KindBuild, []string{"mvn", "compile"}, treeScope, CategoryBuild},
	{"mvn package", KindBuild, []string{"mvn", "package"}, treeScope, CategoryBuild},
	{"gradle build", KindBuild, []string{"gradle", "build"}, treeScope, CategoryBuild},
	{"gradle build", KindBuild, []string{"./gradlew", "build"}, treeScope, CategoryBuild},
	{"dotnet build", KindBuild, []string{"dotnet", "build"}, treeScope, CategoryBuild},
}

// The project flags of the JVM build tools: another pom or project
// directory is another project.
var (
	mvnScope    = projectScope("-f", "--file")
	gradleScope = projectScope("-p", "--project-dir")
)

// scriptRunners run a script of package.json by name: the script is read
// and classified as if typed (npm test → "jest --coverage"), with the
// arguments after its name appended, as npm does. test names the script
// a bare subcommand runs (npm test, yarn test).
var scriptRunners = []struct {
	prefix []string
	script string // "" when the next word names the script
}{
	{[]string{"npm", "test"}, "test"}, {[]string{"npm", "t"}, "test"}, {[]string{"npm", "run-script"}, ""},
	{[]string{"npm", "run"}, ""}, {[]string{"yarn", "run"}, ""}, {[]string{"yarn", "test"}, "test"},
	{[]string{"pnpm", "test"}, "test"}, {[]string{"pnpm", "run"}, ""}, {[]string{"bun", "run"}, ""},
}

// families group the runners by the flags they share.
var families = map[string]string{"go test": "go", "gotestsum": "go", "pytest": "pytest", "unittest": "unittest",
	"bun test": "js", "jest": "js", "vitest": "js", "mocha": "js", "node --test": "js", "cargo test": "cargo",
	"cargo nextest": "cargo", "mvn test": "mvn", "mvn verify": "mvn", "gradle test": "gradle", "gradle check": "gradle",
	"dotnet test": "dotnet", "rspec": "rspec", "deno test": "js", "phpunit": "phpunit", "rails test": "rspec", "mix test": "mix",
	"ctest": "ctest", "swift test": "swift"}

// Family is the flag family of a runner ("go", "pytest", "js"…), "" for
// none.
func Family(runner string) string { return families[runner] }

// envArgs are the variables a runner reads as extra arguments: a skip in
// GOFLAGS narrows a run as much as one on its command line.
var envArgs = map[string]string{"go": "GOFLAGS", "pytest": "PYTEST_ADDOPTS"}

// quiet are commands that may sit beside a runner on one command line
// without adding output of their own: changing directory, setting
// variables.
var quiet = map[string]bool{"cd": true, "pushd": true, "popd": true, "export": true, "set": true,
	"true": true, "false": true, ":": true, "ulimit": true, "unset": true, "[": true, "[[": true, "test": true,
	"read": true, "wait": true, "sleep": true, "shopt": true}

// buildSteps build, vet or fetch dependencies before a run on the same
// command line (go vet ./... && go test ./...): they print diagnostics or
// progress, never a test outcome, so the runner's output stays its own. A
// step that fails stops an && line with a non-zero exit, which reads as a
// failure.
var buildSteps = [][]string{{"go", "build"}, {"go", "vet"}, {"go", "mod", "download"}, {"go", "mod", "tidy"},
	{"go", "mod", "verify"}, {"cargo", "build"}, {"cargo", "check"}, {"cargo", "clippy"}, {"tsc"}, {"npx", "tsc"},
	{"npm", "ci"}, {"npm", "install"}, {"pip", "install"}, {"mvn", "compile"}, {"dotnet", "build"}}

// filters may take a runner's output through a pipe: they cut it or copy
// it, never rewrite it. grep, sed and awk are not filters here: they can
// hide the failing lines.
var filters = map[string]bool{"tail": true, "head": true, "tee": true, "cat": true}
