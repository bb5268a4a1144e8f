package gate

import (
	"net/url"
	"os"
	"path/filepath"
	"strings"

	"github.com/ackrite/ackrite/internal/lazy"
)

// A segment is one simple command of a shell command line: its words
// (quotes removed, redirections dropped) and the operator before it.
type segment struct {
	op    string // "", "&&", "||", ";", "|", "&"
	argv  []string
	redir []string // files written by > or >>
	// heredoc is the text of the here-documents the command reads on
	// stdin (<<EOF … EOF), which are not commands of the line.
	heredoc string
}

// A pendingDoc is a here-document whose body starts after the line's end.
type pendingDoc struct {
	delim string
	strip bool // <<- strips leading tabs
	seg   int  // the index of its segment
}

// splitShell splits a command line into simple commands. It honours single
// and double quotes and backslashes, and treats &&, ||, ;, |, & and
// newlines as separators. It is a reader for deciding what ran, not a shell:
// what it cannot follow ($(…)) stays inside words; a here-document's body
// goes to its command's segment.
func splitShell(cmd string) []segment {
	var segs []segment
	var docs []pendingDoc
	cur := segment{}
	var word strings.Builder
	inWord := false
	redirNext := false
	flush := func() {
		if !inWord {
			return
		}
		w := word.String()
		word.Reset()
		inWord = false
		if redirNext {
			redirNext = false
			if w != "/dev/null" && !strings.HasPrefix(w, "&") {
				cur.redir = append(cur.redir, w)
			}
			return
		}
		cur.argv = append(cur.argv, w)
	}
	end := func(op string) {
		flush()
		if len(cur.argv) > 0 || len(cur.redir) > 0 {
			segs = append(segs, cur)
		}
		cur = segment{op: op}
	}
	for i := 0; i < len(cmd); i++ {
		c := cmd[i]
		switch {
		case c == '\'':
			j := strings.IndexByte(cmd[i+1:], '\'')
			if j < 0 {
				j = len(cmd) - i - 1
			}
			word.WriteString(cmd[i+1 : i+1+j])
			inWord = true
			i += j + 1
		case c == '"':
			i++
			for ; i < len(cmd) && cmd[i] != '"'; i++ {
				if cmd[i] == '\\' && i+1 < len(cmd) && strings.IndexByte(`"\$`+"`", cmd[i+1]) >= 0 {
					i++
				}
				word.WriteByte(cmd[i])
			}
			inWord = true
		case (c == '$' || c == '<' || c == '>') && i+1 < len(cmd) && cmd[i+1] == '(' || c == '`':
			// $(…), `…`, and the process substitutions <(…) and >(…)
			// A command substitution stays inside its word, whole: what it
			// runs is read by the caller (see substitutions).
			j := substitutionEnd(cmd, i)
			word.WriteString(cmd[i:j])
			inWord = true
			i = j - 1
		case c == '\\' && i+1 < len(cmd):
			i++
			if cmd[i] != '\n' {
				word.WriteByte(cmd[i])
				inWord = true
			}
		case c == ' ' || c == '\t':
			flush()
		case c == '#' && !inWord: // a comment runs to the end of the line
			for i+1 < len(cmd) && cmd[i+1] != '\n' {
				i++
			}
		case c == '\n' && len(docs) > 0:
			end(";")
			i = readDocs(cmd, i+1, docs, segs) - 1
			docs = nil
		case c == '\n' || c == ';':
			end(";")
		case c == '&' && i+1 < len(cmd) && cmd[i+1] == '&':
			end("&&")
			i++
		case c == '|' && i+1 < len(cmd) && cmd[i+1] == '|':
			end("||")
			i++
		case c == '|':
			end("|")
		case c == '&':
			end("&")
		case c == '<' && strings.HasPrefix(cmd[i:], "<<") && !strings.HasPrefix(cmd[i:], "<<<"):
			// A here-document: its body starts on the next line.
			flush()
			i += 2
			d := pendingDoc{seg: len(segs)}
			if i < len(cmd) && cmd[i] == '-' {
				d.strip = true
				i++
			}
			for i < len(cmd) && (cmd[i] == ' ' || cmd[i] == '\t') {
				i++
			}
			j := i
			for j < len(cmd) && strings.IndexByte(" \t\n;&|<>()", cmd[j]) < 0 {
				j++
			}
			d.delim = strings.NewReplacer(`'`, "", `"`, "", `\`, "").Replace(cmd[i:j])
			docs = append(docs, d)
			i = j - 1
		case c == '<' && strings.HasPrefix(cmd[i:], "<<<"):
			// A here-string: the word that follows is the command's stdin,
			// kept as a word so that what it holds is read.
			flush()
			i += 2
		case c == '>' || c == '<':
			// 2>&1, >file, >>file, <file: drop the operator; keep the target
			// of an output redirection.
			prefix := word.String()
			if inWord && !isDigits(prefix) {
				flush()
			} else {
				word.Reset()
				inWord = false
			}
			if i+1 < len(cmd) && cmd[i+1] == '>' {
				i++
			}
			if i+1 < len(cmd) && cmd[i+1] == '&' { // >&2, 2>&1
				i++
				for i+1 < len(cmd) && (cmd[i+1] >= '0' && cmd[i+1] <= '9' || cmd[i+1] == '-') {
					i++
				}
				continue
			}
			redirNext = c == '>'
			if c == '<' {
				// skip the input file word, which ends at the line's end too
				for i+1 < len(cmd) && (cmd[i+1] == ' ' || cmd[i+1] == '\t') {
					i++
				}
				for i+1 < len(cmd) && strings.IndexByte(" \t\n;&|)", cmd[i+1]) < 0 {
					i++
				}
			}
		default:
			word.WriteByte(c)
			inWord = true
		}
	}
	end("")
	return segs
}

// readDocs reads the bodies of the pending here-documents from cmd[i:],
// one after the other, into their segments, and returns the index just
// past the last delimiter line (len(cmd) when one is missing).
func readDocs(cmd string, i int, docs []pendingDoc, segs []segment) int {
	for _, d := range docs {
		var body strings.Builder
		for i < len(cmd) {
			j := strings.IndexByte(cmd[i:], '\n')
			line := cmd[i:]
			if j >= 0 {
				line = cmd[i : i+j]
			}
			next := len(cmd)
			if j >= 0 {
				next = i + j + 1
			}
			if d.strip {
				line = strings.TrimLeft(line, "\t")
			}
			i = next
			if line == d.delim {
				break
			}
			body.WriteString(line)
			body.WriteByte('\n')
		}
		if d.seg < len(segs) {
			segs[d.seg].heredoc += body.String()
		}
	}
	return i
}

// substitutionEnd returns the index just past the command substitution
// that starts at i ("$(" … ")" with nesting, or "`" … "`"), or len(cmd)
// when it is not closed.
func substitutionEnd(cmd string, i int) int {
	if cmd[i] == '`' {
		if j := strings.IndexByte(cmd[i+1:], '`'); j >= 0 {
			return i + j + 2
		}
		return len(cmd)
	}
	depth := 0
	for j := i + 1; j < len(cmd); j++ {
		switch cmd[j] {
		case '(':
			depth++
		case ')':
			depth--
			if depth == 0 {
				return j + 1
			}
		}
	}
	return len(cmd)
}

// substitutions returns the command lines inside the command
// substitutions of words.
func substitutions(words []string) []string {
	var out []string
	for _, w := range words {
		for i := 0; i < len(w); i++ {
			if (w[i] == '$' || w[i] == '<' || w[i] == '>') && i+1 < len(w) && w[i+1] == '(' || w[i] == '`' {
				j := substitutionEnd(w, i)
				inner := w[i:j]
				if inner[0] != '`' {
					inner = strings.TrimSuffix(inner[2:], ")")
				} else {
					inner = strings.Trim(inner, "`")
				}
				out = append(out, inner)
				i = j - 1
			}
		}
	}
	return out
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// assignment matches a leading VAR=value word.
var assignment = lazy.Regexp(`^[A-Za-z_][A-Za-z0-9_]*=`)

// wrappers run the command that follows their options; each row lists
// the options that take a separate value (sudo -u postgres psql).
var wrappers = map[string][]string{
	"env":     {"-u", "--unset", "-C", "--chdir", "-S", "--split-string"},
	"time":    {"-f", "--format", "-o", "--output"},
	"nice":    {"-n", "--adjustment"},
	"sudo":    {"-u", "--user", "-g", "--group", "-h", "--host", "-p", "--prompt", "-C", "--close-from", "-D", "--chdir", "-r", "--role", "-t", "--type", "-U", "--other-user", "-T", "--command-timeout"},
	"doas":    {"-u", "-C"},
	"command": nil, "exec": {"-a"}, "nohup": nil, "nocorrect": nil, "noglob": nil,
	"timeout": {"-s", "--signal", "-k", "--kill-after"},
	"stdbuf":  {"-i", "--input", "-o", "--output", "-e", "--error"},
	"ionice":  {"-c", "--class", "-n", "--classdata", "-p", "--pid"},
}

// program strips leading assignments and wrapper commands (env, time,
// timeout N, nice, stdbuf, sudo, command) with their options from argv
// and returns the rest, a suffix of argv.
func program(argv []string) []string {
	for len(argv) > 0 {
		a := argv[0]
		if assignment().MatchString(a) {
			argv = argv[1:]
			continue
		}
		valued, ok := wrappers[a]
		if !ok {
			return argv
		}
		argv = argv[1:]
		for len(argv) > 0 && strings.HasPrefix(argv[0], "-") {
			f := argv[0]
			argv = argv[1:]
			if f == "--" {
				break
			}
			if contains(valued, f) && len(argv) > 0 {
				argv = argv[1:]
			}
		}
		if a == "timeout" && len(argv) > 0 {
			argv = argv[1:] // the duration
		}
	}
	return argv
}

// A Kind says what an entry of the ledger is.
type Kind string

// The kinds of entries.
const (
	KindTest  Kind = "test"  // a test runner ran
	KindHTTP  Kind = "http"  // an HTTP client ran
	KindEdit  Kind = "edit"  // a file was written
	KindOther Kind = "other" // a command whose output is not evidence
)

// A Scope is what a run covers: directories (a whole tree, or one
// package's directory), a test-name filter, an endpoint.
type Scope struct {
	// Dirs are absolute directories; a Tree dir covers everything under it.
	Dirs []Dir `json:"dirs,omitempty"`
	// Files are the test files named on the command line.
	Files []string `json:"files,omitempty"`
	// Filter is the test-name filter (go -run, pytest -k, jest -t, a cargo
	// test name), "" for none.
	Filter string `json:"filter,omitempty"`
	// FilterRegexp says Filter is a regular expression (go -run).
	FilterRegexp bool `json:"filterRegexp,omitempty"`
	// FilterExact says Filter is one test's exact name (a pytest node id).
	FilterExact bool `json:"filterExact,omitempty"`
	// Area is, for a runner whose tests live apart from the code they
	// test (pytest, jest, rspec…), the directory it ran in: an edit of
	// code anywhere under it makes the run stale.
	Area string `json:"area,omitempty"`
	// Endpoint is the URL path an HTTP client requested, and Method its
	// method ("" for GET).
	Endpoint string `json:"endpoint,omitempty"`
	Method   string `json:"method,omitempty"`
	// Part says why the run covers only part of what its directories
	// hold (a skip, a rerun of the last failures, a name pattern, runs
	// with different filters on one line): it stands for neither the
	// whole suite nor a whole path, only for the tests its output names.
	Part string `json:"part,omitempty"`
	// Passed and Failed are test names the output shows passing and
	// failing (at most MaxTests each), as the evidence reader found them.
	Passed []string `json:"passed,omitempty"`
	Failed []string `json:"failed,omitempty"`
}

// A Dir is one covered directory.
type Dir struct {
	Path string `json:"path"`
	Tree bool   `json:"tree,omitempty"`
}

// A runner is one row of the table of commands whose own output is
// evidence (SPEC §13): a test runner or an HTTP client.
type runner struct {
	name   string
	kind   Kind
	prefix []string // argv prefix after wrappers
	// scope reads what the run covers from the arguments after the prefix.
	scope func(args []string, cwd string) Scope
}

// runners is the table. A command not in it is not evidence, whatever it
// prints (echo ok, printf PASS, cat results.txt).
var runners = []runner{
	{"go test", KindTest, []string{"go", "test"}, goTestScope},
	{"gotestsum", KindTest, []string{"gotestsum"}, gotestsumScope},
	{"pytest", KindTest, []string{"pytest"}, pytestScope},
	{"pytest", KindTest, []string{"py.test"}, pytestScope},
	{"pytest", KindTest, []string{"python", "-m", "pytest"}, pytestScope},
	{"pytest", KindTest, []string{"python3", "-m", "pytest"}, pytestScope},
	{"pytest", KindTest, []string{"uv", "run", "pytest"}, pytestScope},
	{"pytest", KindTest, []string{"poetry", "run", "pytest"}, pytestScope},
	{"unittest", KindTest, []string{"python", "-m", "unittest"}, unittestScope},
	{"unittest", KindTest, []string{"python3", "-m", "unittest"}, unittestScope},
	{"npm test", KindTest, []string{"npm", "test"}, jsScope},
	{"npm test", KindTest, []string{"npm", "t"}, jsScope},
	{"npm test", KindTest, []string{"npm", "run", "test"}, jsScope},
	{"yarn test", KindTest, []string{"yarn", "test"}, jsScope},
	{"pnpm test", KindTest, []string{"pnpm", "test"}, jsScope},
	{"pnpm test", KindTest, []string{"pnpm", "run", "test"}, jsScope},
	{"bun test", KindTest, []string{"bun", "test"}, jsScope},
	{"jest", KindTest, []string{"jest"}, jsScope},
	{"jest", KindTest, []string{"npx", "jest"}, jsScope},
	{"vitest", KindTest, []string{"vitest"}, jsScope},
	{"vitest", KindTest, []string{"npx", "vitest"}, jsScope},
	{"mocha", KindTest, []string{"mocha"}, jsScope},
	{"mocha", KindTest, []string{"npx", "mocha"}, jsScope},
	{"node --test", KindTest, []string{"node", "--test"}, jsScope},
	{"cargo test", KindTest, []string{"cargo", "test"}, cargoScope},
	{"cargo nextest", KindTest, []string{"cargo", "nextest", "run"}, cargoScope},
	{"mvn test", KindTest, []string{"mvn", "test"}, treeScope},
	{"gradle test", KindTest, []string{"gradle", "test"}, treeScope},
	{"gradle test", KindTest, []string{"./gradlew", "test"}, treeScope},
	{"rspec", KindTest, []string{"rspec"}, pathScope},
	{"rspec", KindTest, []string{"bundle", "exec", "rspec"}, pathScope},
	{"dotnet test", KindTest, []string{"dotnet", "test"}, treeScope},
	{"curl", KindHTTP, []string{"curl"}, httpScope},
	{"wget", KindHTTP, []string{"wget"}, httpScope},
	{"httpie", KindHTTP, []string{"http"}, httpScope},
	{"httpie", KindHTTP, []string{"https"}, httpScope},
	{"xh", KindHTTP, []string{"xh"}, httpScope},
}

// quiet are commands that may sit beside a runner on one command line
// without adding output of their own: changing directory, setting
// variables, truncating or copying the runner's output.
var quiet = map[string]bool{"cd": true, "pushd": true, "popd": true, "export": true, "set": true, "source": true, ".": true,
	"true": true, ":": true, "ulimit": true, "unset": true}

// buildSteps build, vet or fetch dependencies before a run on the same
// command line (go vet ./... && go test ./...): they print diagnostics or
// progress, never a test outcome, so the runner's output stays its own.
// A step that fails stops an && line with a non-zero exit, which reads
// as a failure.
var buildSteps = [][]string{{"go", "build"}, {"go", "vet"}, {"go", "mod", "download"}, {"go", "mod", "tidy"},
	{"go", "mod", "verify"}, {"cargo", "build"}, {"cargo", "check"}, {"cargo", "clippy"}, {"tsc"}, {"npx", "tsc"},
	{"npm", "ci"}, {"npm", "install"}, {"pip", "install"}, {"mvn", "compile"}, {"dotnet", "build"}}

// filters may take a runner's output through a pipe: they cut it or copy
// it, never rewrite it. grep, sed and awk are not filters here: they can
// hide the failing lines.
var filters = map[string]bool{"tail": true, "head": true, "tee": true, "cat": true}

// A Command is what the gate makes of one Bash command line.
type Command struct {
	Kind   Kind
	Runner string // the runner's name, for kinds test and http
	Scope  Scope
	// Why says, for KindOther, why the output is not evidence.
	Why string
	// Writes are files the command line writes through a redirection or
	// in place (sed -i), and Changes is set when it changes files it does
	// not name (git checkout, git apply, patch).
	Writes  []string
	Changes bool
	// Trees are paths written that may be directories (rm -r, mv, cp):
	// everything under them changed too.
	Trees []string
	// NoRun says why the runner executes no test however it ends (go test
	// -list, pytest --collect-only, mvn -DskipTests), "" when it runs.
	NoRun string
	// Cut is the head or tail the runner's output went through ("tail
	// -20"), and Keep how many lines it keeps (-1 when unknown): a pass
	// cannot be read from part of an output.
	Cut  string
	Keep int
}

// changers change files in the working tree without naming them all.
var changers = [][]string{{"git", "checkout"}, {"git", "restore"}, {"git", "apply"}, {"git", "am"}, {"git", "merge"},
	{"git", "pull"}, {"git", "rebase"}, {"git", "stash"}, {"git", "reset"}, {"git", "switch"}, {"git", "cherry-pick"},
	{"git", "revert"}, {"git", "clean"}, {"git", "rm"}, {"git", "mv"}, {"patch"}, {"go", "generate"}, {"go", "fix"}}

// unchanging are the subcommands of changers that only read.
var unchanging = [][]string{{"git", "stash", "list"}, {"git", "stash", "show"}, {"git", "clean", "-n"}, {"git", "clean", "--dry-run"}}

// fileChangers write the files they name: the last path (destination)
// or every path.
var fileChangers = map[string]int{"cp": lastPath, "install": lastPath, "ln": lastPath, "rsync": lastPath,
	"mv": everyPath, "rm": everyPath, "truncate": everyPath, "shred": everyPath, "unlink": everyPath}

const (
	lastPath = iota + 1
	everyPath
)

// changedPaths are the paths a file changer writes.
func changedPaths(name string, args []string) []string {
	var paths []string
	for i, a := range args {
		switch {
		case a == "-t" || a == "--target-directory":
			if i+1 < len(args) {
				return []string{args[i+1]} // cp -t DIR src…
			}
		case strings.HasPrefix(a, "--target-directory="):
			return []string{strings.TrimPrefix(a, "--target-directory=")}
		case strings.HasPrefix(a, "-") || (i > 0 && (args[i-1] == "-m" || args[i-1] == "-s" || args[i-1] == "--size")):
			// a flag, or the value of install -m / truncate -s
		default:
			paths = append(paths, a)
		}
	}
	if fileChangers[name] == lastPath && len(paths) > 0 {
		return paths[len(paths)-1:]
	}
	return paths
}

// ParseCommand classifies a Bash command line run in cwd.
func ParseCommand(cmd, cwd string) Command { return parseAt(cmd, cwd, 0) }

func parseAt(cmd, cwd string, depth int) Command {
	var c Command
	var found []int // indexes into runners
	var scopes []Scope
	var others []string // commands that print something of their own
	var steps []string  // build steps beside the runner
	lost := ""          // set after a cd the reader cannot follow
	dir := cwd
	for _, s := range splitShell(cmd) {
		for _, r := range s.redir {
			c.Writes = append(c.Writes, abs(dir, r))
		}
		argv := program(s.argv)
		if len(argv) == 0 {
			continue
		}
		if ri := matchRunner(argv); ri >= 0 {
			found = append(found, ri)
			args := argv[len(runners[ri].prefix):]
			sc := runners[ri].scope(args, dir)
			part, none := narrowed(runners[ri].name, args)
			sc.Part = firstNonEmpty(sc.Part, firstNonEmpty(part, lost))
			if fam := families[runners[ri].name]; fam != "go" && fam != "" {
				sc.Area = dir
			}
			if none != "" && c.NoRun == "" {
				c.NoRun = none
			}
			scopes = append(scopes, sc)
			continue
		}
		if anyPrefix(argv, buildSteps) {
			steps = append(steps, kept(strings.Join(argv, " "), 60))
			continue
		}
		name := filepath.Base(argv[0])
		switch {
		case name == "cd" || name == "pushd":
			target := "~"
			for _, a := range argv[1:] {
				if a == "-" || !strings.HasPrefix(a, "-") { // cd -P dir
					target = a
					break
				}
			}
			if d, ok := cdTarget(target); ok {
				if d != "" {
					dir = abs(dir, d)
				}
			} else {
				// The run happens somewhere the gate cannot name: it keeps
				// the directory for staleness but stands for no path.
				lost = "it ran after `cd " + clip(target, 40) + "`, which the gate cannot follow"
			}
			continue
		case quiet[name]:
			continue
		case s.op == "|" && filters[name] && (name != "cat" || len(argv) == 1):
			for _, a := range argv[1:] {
				if name == "tee" && !strings.HasPrefix(a, "-") {
					c.Writes = append(c.Writes, abs(dir, a))
				}
			}
			if name == "head" || name == "tail" {
				c.Cut, c.Keep = strings.Join(argv, " "), lineCount(argv[1:])
			}
			continue
		case name == "tee":
			for _, a := range argv[1:] {
				if !strings.HasPrefix(a, "-") {
					c.Writes = append(c.Writes, abs(dir, a))
				}
			}
		case (name == "sed" || name == "perl") && hasInPlace(argv):
			for _, a := range inPlaceFiles(argv) {
				c.Writes = append(c.Writes, abs(dir, a))
			}
		case (name == "awk" || name == "gawk") && awkInPlace(argv) != nil:
			for _, a := range awkInPlace(argv) {
				c.Writes = append(c.Writes, abs(dir, a))
			}
		case fileChangers[name] != 0:
			for _, a := range changedPaths(name, argv[1:]) {
				c.Writes = append(c.Writes, abs(dir, a))
				c.Trees = append(c.Trees, abs(dir, a))
			}
		}
		c.absorb(nestedAt(name, argv, s.heredoc, dir, depth))
		if rewrites(argv) {
			c.Changes = true // which files a formatter or fixer rewrote is not read here
		}
		for _, ch := range changers {
			if hasPrefix(argv, ch) && !anyPrefix(argv, unchanging) {
				c.Changes = true
			}
		}
		others = append(others, kept(strings.Join(argv, " "), 60))
	}
	if len(found) == 0 {
		others = append(steps, others...)
	}
	switch {
	case len(found) == 0 && len(others) > 0:
		c.Kind = KindOther
		c.Why = "`" + others[0] + "` is not a test runner or an HTTP client, so what it prints is not evidence"
		return c
	case len(found) == 0:
		c.Kind = KindOther
		c.Why = "no test runner or HTTP client ran"
		return c
	case len(others) > 0:
		c.Kind = KindOther
		c.Why = "the output mixes the runner's with `" + others[0] + "`'s, so it is not the runner's own"
		return c
	}
	c.Kind = runners[found[0]].kind
	c.Runner = runners[found[0]].name
	c.Scope = scopes[0]
	for i := 1; i < len(found); i++ {
		c.Scope = union(c.Scope, scopes[i])
		if runners[found[i]].kind != c.Kind {
			// An HTTP request's scope (the tree it may depend on) is not
			// a test run's coverage.
			c.Kind = KindTest
			c.Scope.Part = firstNonEmpty(c.Scope.Part, "a test run and an HTTP request on one command line")
		}
	}
	c.Scope.Dirs = dedupeDirs(c.Scope.Dirs)
	return c
}

// absorb adds the files a nested command writes to c's.
func (c *Command) absorb(n Command) {
	c.Writes = append(c.Writes, n.Writes...)
	c.Trees = append(c.Trees, n.Trees...)
	c.Changes = c.Changes || n.Changes
}

// maxNesting bounds how deep nested shells are read (sh -c "bash -c …").
const maxNesting = 4

// nestedAt reads what a command runs inside itself and may write files
// through: a shell's -c string or here-document, eval's words, find's
// -exec command or -delete, an interpreter's inline program that opens a
// file for writing. Agents edit files these ways as often as with Edit.
func nestedAt(name string, argv []string, heredoc, dir string, depth int) Command {
	var c Command
	if depth >= maxNesting {
		c.Changes = true // deeper than the gate reads: it may write anything
		return c
	}
	inner := func(cmd string) {
		n := parseAt(cmd, dir, depth+1)
		c.absorb(Command{Writes: n.Writes, Trees: n.Trees, Changes: n.Changes})
	}
	switch {
	case shells[name] && name != "ssh":
		for i := 1; i < len(argv); i++ {
			if a := argv[i]; len(a) > 1 && a[0] == '-' && a[1] != '-' && strings.Contains(a, "c") && i+1 < len(argv) {
				inner(argv[i+1]) // sh -c, bash -lc, bash -ec
				return c
			}
		}
		if heredoc != "" {
			inner(heredoc)
		}
	case name == "eval":
		inner(strings.Join(argv[1:], " "))
	case name == "find":
		starts := []string{}
		for _, a := range argv[1:] {
			if strings.HasPrefix(a, "-") || a == "(" || a == "!" {
				break
			}
			starts = append(starts, abs(dir, a))
		}
		if len(starts) == 0 {
			starts = []string{dir}
		}
		for i, a := range argv {
			writes := a == "-delete"
			if a == "-exec" || a == "-execdir" || a == "-ok" || a == "-okdir" {
				end := i + 1
				for end < len(argv) && argv[end] != ";" && argv[end] != "+" {
					end++
				}
				n := parseAt(strings.Join(argv[i+1:end], " "), dir, depth+1)
				writes = len(n.Writes) > 0 || len(n.Trees) > 0 || n.Changes
			}
			if writes {
				c.Trees = append(c.Trees, starts...)
				return c
			}
		}
	case inlineFlags[name] != nil:
		inline := heredoc != "" || contains(argv[1:], "-")
		for _, a := range argv[1:] {
			inline = inline || contains(inlineFlags[name], a)
		}
		if inline && writesFiles().MatchString(strings.Join(argv[1:], " ")+"\n"+heredoc) {
			c.Changes = true // which files the program writes is not read here
		}
	}
	return c
}

// inlineFlags are the interpreters whose inline program (after these
// flags, in a here-document, or from stdin with "-") the gate reads for
// file writes. A script run by name (node server.js) is not read.
var inlineFlags = map[string][]string{"python": {"-c"}, "python3": {"-c"}, "python2": {"-c"}, "node": {"-e", "--eval", "-p", "--print"},
	"perl": {"-e", "-E"}, "ruby": {"-e"}, "php": {"-r"}, "bun": {"-e", "--eval"}, "deno": {"eval"}}

// writesFiles finds an inline program that writes, moves or removes a
// file: Python's open(…, "w") and pathlib/os/shutil calls, Node's fs
// calls, Perl's open for writing, Ruby's File.write, PHP's
// file_put_contents.
var writesFiles = lazy.Regexp(`\bopen\([^)]*['"][rbt]*[wax][rbt+]*['"]|['"]r\+['"]|\.write_(text|bytes)\(|\bos\.(remove|unlink|rename|replace|rmdir|removedirs|truncate)\(|\bshutil\.(copy\w*|move|rmtree)\(|` +
	`\b(writeFile|appendFile|unlink|rmSync|rmdirSync|renameSync|copyFileSync|cpSync|truncateSync|createWriteStream)(Sync)?\(|\bfs\.(promises\.)?(writeFile|appendFile|unlink|rm|rmdir|rename|copyFile|cp|truncate)\(|` +
	`\bopen\s*\(?\s*(my\s+)?\$?\w*\s*,\s*['"]?\+?[>]|\bFile\.(write|delete|rename)\b|\bFileUtils\.|\bfile_put_contents\(|\bunlink\(|\bDeno\.(writeTextFile|writeFile|remove|rename)|\bBun\.write\(`)

// topLevel is how agents cd to the repository's root; the harness's
// shell starts at or under it, so keeping the directory is never wider.
var topLevel = lazy.Regexp("^(?:\\$\\(git rev-parse --show-toplevel\\)|`git rev-parse --show-toplevel`)$")

// envVar is a $NAME or ${NAME} in a cd target.
var envVar = lazy.Regexp(`\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))`)

// cdTarget resolves the directory of a cd: "~" and "~/…" through $HOME,
// $VAR and ${VAR} through the environment (CLAUDE_PROJECT_DIR is the
// hook's too). It returns "" with ok for a target that keeps the
// directory (the repository's top, cd -), and !ok for one it cannot
// resolve.
func cdTarget(t string) (string, bool) {
	switch {
	case t == "-" || topLevel().MatchString(t):
		return "", true
	case t == "~" || strings.HasPrefix(t, "~/"):
		home, err := os.UserHomeDir()
		if err != nil || home == "" {
			return "", false
		}
		t = home + t[1:]
	case strings.HasPrefix(t, "~"):
		return "", false // ~user
	}
	ok := true
	t = envVar().ReplaceAllStringFunc(t, func(m string) string {
		name := strings.Trim(m, "${}")
		v, set := os.LookupEnv(name)
		ok = ok && set && v != ""
		return v
	})
	if !ok || strings.ContainsAny(t, "$`") {
		return "", false
	}
	return t, true
}

func matchRunner(argv []string) int {
	best, bestLen := -1, 0
	for i, r := range runners {
		p := r.prefix
		if len(p) > bestLen && len(argv) >= len(p) && filepath.Base(argv[0]) == filepath.Base(p[0]) && hasPrefix(argv[1:], p[1:]) {
			best, bestLen = i, len(p)
		}
	}
	return best
}

func anyPrefix(argv []string, ps [][]string) bool {
	for _, p := range ps {
		if hasPrefix(argv, p) {
			return true
		}
	}
	return false
}

func hasPrefix(argv, p []string) bool {
	if len(argv) < len(p) {
		return false
	}
	for i := range p {
		if argv[i] != p[i] {
			return false
		}
	}
	return true
}

// lineCount reads how many lines head or tail keeps: -n N, -nN, -N,
// --lines=N; 10 by default; -1 for anything else (bytes, +N, follow).
func lineCount(args []string) int {
	n := 10
	for i := 0; i < len(args); i++ {
		a := args[i]
		v := ""
		switch {
		case a == "-n" && i+1 < len(args):
			i++
			v = args[i]
		case strings.HasPrefix(a, "--lines="):
			v = strings.TrimPrefix(a, "--lines=")
		case strings.HasPrefix(a, "-n"):
			v = a[2:]
		case len(a) > 1 && a[0] == '-' && isDigits(a[1:]):
			v = a[1:]
		case strings.HasPrefix(a, "-"):
			return -1 // -c, -f, -q…: not a line count
		default:
			continue
		}
		if !isDigits(v) {
			return -1
		}
		n = 0
		for _, d := range v {
			n = n*10 + int(d-'0')
			if n > 1<<20 {
				return -1
			}
		}
	}
	return n
}

// A rewriter is a formatter or fixer that rewrites the files it is given
// when its flag is present ("" for always), unless it only checks.
type rewriter struct {
	name   string
	prefix []string
	flag   string
}

// rewriters is the table; checkOnly are the flags that make one that
// writes without a flag only report (black --check, cargo fmt --check).
var (
	rewriters = []rewriter{
		{"gofmt", []string{"gofmt"}, "-w"}, {"gofumpt", []string{"gofumpt"}, "-w"}, {"goimports", []string{"goimports"}, "-w"},
		{"go fmt", []string{"go", "fmt"}, ""}, {"golangci-lint fix", []string{"golangci-lint", "run"}, "--fix"},
		{"prettier", []string{"prettier"}, "--write"}, {"prettier", []string{"npx", "prettier"}, "--write"},
		{"prettier", []string{"prettier"}, "-w"}, {"prettier", []string{"npx", "prettier"}, "-w"},
		{"eslint", []string{"eslint"}, "--fix"}, {"eslint", []string{"npx", "eslint"}, "--fix"},
		{"biome", []string{"biome"}, "--write"}, {"biome", []string{"npx", "biome"}, "--write"},
		{"ruff fix", []string{"ruff"}, "--fix"}, {"ruff format", []string{"ruff", "format"}, ""},
		{"black", []string{"black"}, ""}, {"isort", []string{"isort"}, ""}, {"autopep8", []string{"autopep8"}, "-i"},
		{"cargo fmt", []string{"cargo", "fmt"}, ""}, {"cargo fix", []string{"cargo", "fix"}, ""}, {"cargo clippy fix", []string{"cargo", "clippy"}, "--fix"},
		{"rustfmt", []string{"rustfmt"}, ""}, {"clang-format", []string{"clang-format"}, "-i"},
		{"rubocop", []string{"rubocop"}, "-a"}, {"rubocop", []string{"rubocop"}, "-A"}, {"terraform fmt", []string{"terraform", "fmt"}, ""},
	}
	checkOnly = []string{"--check", "-check", "--diff", "-l", "--list-different", "-d"}
)

// rewrites reports whether argv runs a formatter or fixer that writes.
func rewrites(argv []string) bool {
	for _, r := range rewriters {
		if !hasPrefix(argv, r.prefix) {
			continue
		}
		args := argv[len(r.prefix):]
		if r.flag != "" && !contains(args, r.flag) {
			continue
		}
		only := false
		for _, a := range args {
			only = only || r.flag == "" && contains(checkOnly, a) // gofmt -l -w still writes
		}
		if !only {
			return true
		}
	}
	return false
}

// awkInPlace returns the files gawk -i inplace rewrites, or nil: the
// words after its program, which is the first word that is not an option
// or an option's value.
func awkInPlace(argv []string) []string {
	inplace, program := false, false
	var files []string
	for i := 1; i < len(argv); i++ {
		a := argv[i]
		switch {
		case (a == "-i" || a == "--include") && i+1 < len(argv):
			inplace = inplace || argv[i+1] == "inplace"
			i++
		case a == "-iinplace" || a == "--include=inplace":
			inplace = true
		case a == "-f" || a == "-v" || a == "-F":
			program = program || a == "-f"
			i++
		case strings.HasPrefix(a, "-"):
		case !program:
			program = true
		default:
			files = append(files, a)
		}
	}
	if !inplace {
		return nil
	}
	return files
}

func hasInPlace(argv []string) bool {
	for _, a := range argv[1:] {
		if a == "-i" || strings.HasPrefix(a, "-i.") || strings.HasPrefix(a, "--in-place") || (strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.Contains(a, "i") && len(a) <= 4) {
			return true
		}
	}
	return false
}

// inPlaceFiles returns the files of sed -i or perl -i: the words that are
// not flags, the script, or a flag's script argument.
func inPlaceFiles(argv []string) []string {
	var files []string
	script := argv[0] == "sed" // sed's first word that is not a flag is its script, unless -e gives it
	for i := 1; i < len(argv); i++ {
		a := argv[i]
		if strings.HasPrefix(a, "-") {
			if a == "-e" || a == "--expression" || a == "-f" || (argv[0] == "perl" && strings.Contains(a, "e")) {
				script = false
				i++ // the script
			}
			continue
		}
		if script {
			script = false
			continue
		}
		files = append(files, a)
	}
	return files
}

func looksLikeFile(a string) bool {
	return strings.Contains(a, "/") || strings.Contains(filepath.Base(a), ".")
}

func union(a, b Scope) Scope {
	a.Dirs = append(a.Dirs, b.Dirs...)
	a.Files = append(a.Files, b.Files...)
	// Two runs on one command line with different filters: which filter
	// went with which directory is lost, so the union covers only the
	// tests its output names (go test ./billing/... && go test -run TestX
	// ./... is not an unfiltered run of ./...).
	if a.Filter != b.Filter || a.FilterExact != b.FilterExact {
		a.Filter, a.FilterRegexp, a.FilterExact = "", false, false
		a.Part = firstNonEmpty(a.Part, "runs with different test filters on one command line")
	}
	a.Part = firstNonEmpty(a.Part, b.Part)
	if a.Area == "" || b.Area == "" {
		a.Area = firstNonEmpty(a.Area, b.Area)
	} else {
		a.Area = commonDir([]string{a.Area, b.Area})
	}
	if a.Endpoint == "" {
		a.Endpoint = b.Endpoint
	}
	return a
}

// A narrowing is a flag of a test runner that makes a run select part of
// its suite, or execute no test at all (none).
type narrowing struct {
	name   string
	family string // the runners it applies to; see families
	flag   string // matches the flag alone, "flag=value", and for prefix rows any word it starts
	prefix bool
	none   bool
}

// families groups the runners of the table by the flags they share.
var families = map[string]string{"go test": "go", "gotestsum": "go", "pytest": "pytest", "unittest": "unittest",
	"npm test": "js", "yarn test": "js", "pnpm test": "js", "bun test": "js", "jest": "js", "vitest": "js", "mocha": "js",
	"node --test": "js", "cargo test": "cargo", "cargo nextest": "cargo", "mvn test": "mvn", "gradle test": "gradle",
	"dotnet test": "dotnet", "rspec": "rspec"}

// narrowings is the table of flags that narrow a run. A run narrowed by
// one stands for neither "all tests" nor a whole path (SPEC §13: "./..."
// covers all; a filtered run does not).
var narrowings = []narrowing{
	{name: "go skip", family: "go", flag: "-skip"},
	{name: "go short mode", family: "go", flag: "-short"},
	{name: "go short mode (test binary flag)", family: "go", flag: "-test.short"},
	{name: "go skip (test binary flag)", family: "go", flag: "-test.skip"},
	{name: "go list", family: "go", flag: "-list", none: true},
	{name: "go list (test binary flag)", family: "go", flag: "-test.list", none: true},
	{name: "go compile only", family: "go", flag: "-c", none: true},
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
	{name: "dotnet filter", family: "dotnet", flag: "--filter"},
	{name: "rspec example", family: "rspec", flag: "-e"},
	{name: "rspec example (long)", family: "rspec", flag: "--example"},
	{name: "rspec tag", family: "rspec", flag: "--tag"},
	{name: "rspec tag (short)", family: "rspec", flag: "-t"},
	{name: "rspec only failures", family: "rspec", flag: "--only-failures"},
	{name: "rspec next failure", family: "rspec", flag: "--next-failure"},
}

// narrowed reads a runner's arguments for the flags of narrowings: part
// says why the run selects part of its suite, none why it runs no test.
func narrowed(runner string, args []string) (part, none string) {
	fam := families[runner]
	for _, a := range args {
		name, _, _ := strings.Cut(a, "=")
		if fam == "go" && strings.HasPrefix(name, "--") {
			name = name[1:] // go's flag package takes -flag and --flag alike
		}
		for _, n := range narrowings {
			if n.family != fam || !(name == n.flag || n.prefix && strings.HasPrefix(a, n.flag)) {
				continue
			}
			why := "`" + clip(a, 40) + "`"
			if n.none {
				none = firstNonEmpty(none, why+" runs no test")
			} else {
				part = firstNonEmpty(part, why+" selects part of the suite")
			}
		}
	}
	return part, none
}

func dedupeDirs(ds []Dir) []Dir {
	var out []Dir
	for _, d := range ds {
		dup := false
		for i, o := range out {
			if o.Path == d.Path {
				out[i].Tree = o.Tree || d.Tree
				dup = true
			}
		}
		if !dup {
			out = append(out, d)
		}
	}
	return out
}

// abs resolves p against dir; "~" and variables are left as written.
func abs(dir, p string) string {
	if filepath.IsAbs(p) || dir == "" {
		return filepath.Clean(p)
	}
	return filepath.Join(dir, p)
}

// goValueFlags are go test flags that take a separate value.
var goValueFlags = map[string]bool{"-run": true, "-skip": true, "-count": true, "-timeout": true, "-tags": true, "-p": true,
	"-parallel": true, "-bench": true, "-benchtime": true, "-cpu": true, "-coverprofile": true, "-covermode": true,
	"-coverpkg": true, "-o": true, "-exec": true, "-ldflags": true, "-gcflags": true, "-mod": true, "-modfile": true,
	"-C": true, "-shuffle": true, "-fuzz": true, "-fuzztime": true, "-json": false, "-outputdir": true, "-cpuprofile": true,
	"-memprofile": true, "-blockprofile": true, "-trace": true, "-list": true, "-test.run": true, "-failfast": false}

func goTestScope(args []string, cwd string) Scope {
	var s Scope
	var pkgs []string
	dir := cwd
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "-args" || a == "--" {
			break
		}
		if strings.HasPrefix(a, "-") {
			name, val, hasVal := strings.Cut(a, "=")
			name = "-" + strings.TrimLeft(name, "-")
			if !hasVal && goValueFlags[name] && i+1 < len(args) {
				i++
				val = args[i]
			}
			switch name {
			case "-run", "-test.run":
				s.Filter, s.FilterRegexp = val, true
			case "-C":
				dir = abs(cwd, val)
			}
			continue
		}
		pkgs = append(pkgs, a)
	}
	if len(pkgs) == 0 {
		pkgs = []string{"."}
	}
	for _, p := range pkgs {
		if strings.Contains(p, "$(") || strings.Contains(p, "`") {
			// Packages listed by a substitution (go list ./... | grep -v
			// vendor): which ones is unknown, so the run stands for its
			// directory only, never for the whole tree.
			s.Dirs = append(s.Dirs, Dir{Path: dir})
			continue
		}
		tree := false
		if p == "..." || strings.HasSuffix(p, "/...") {
			tree = true
			p = strings.TrimSuffix(strings.TrimSuffix(p, "..."), "/")
			if p == "" {
				p = "."
			}
		}
		if p == "." || p == ".." || strings.HasPrefix(p, "./") || strings.HasPrefix(p, "../") || filepath.IsAbs(p) {
			s.Dirs = append(s.Dirs, Dir{abs(dir, p), tree})
			continue
		}
		// An import path: match it to the working directory's tree by
		// its trailing elements, which is what a claim names.
		s.Dirs = append(s.Dirs, Dir{Path: importDir(dir, p), Tree: tree})
	}
	return s
}

// importDir maps an import path to a directory under cwd when its trailing
// elements exist there, else to cwd joined with its last element.
func importDir(cwd, p string) string {
	parts := strings.Split(p, "/")
	for i := range parts {
		cand := filepath.Join(append([]string{cwd}, parts[i:]...)...)
		if exists(cand) {
			return cand
		}
	}
	return filepath.Join(cwd, parts[len(parts)-1])
}

func gotestsumScope(args []string, cwd string) Scope {
	for i, a := range args {
		if a == "--" {
			return goTestScope(args[i+1:], cwd)
		}
	}
	return goTestScope(nil, cwd)
}

// pytestValueFlags take a separate value.
var pytestValueFlags = map[string]bool{"-k": true, "-m": true, "-c": true, "-p": true, "-o": true, "--rootdir": true,
	"--maxfail": true, "--tb": true, "-n": true, "--junitxml": true, "--cov": true, "--durations": true, "--ignore": true,
	"--deselect": true, "-W": true}

func pytestScope(args []string, cwd string) Scope {
	var s Scope
	for i := 0; i < len(args); i++ {
		a := args[i]
		if strings.HasPrefix(a, "-") {
			name, val, hasVal := strings.Cut(a, "=")
			if !hasVal && pytestValueFlags[name] && i+1 < len(args) {
				i++
				val = args[i]
			}
			if name == "-k" {
				s.Filter = val
			}
			continue
		}
		file, test, _ := strings.Cut(a, "::")
		if test != "" {
			s.Filter, s.FilterExact = lastPart(test, "::"), true
		}
		addPath(&s, cwd, file)
	}
	if len(s.Dirs) == 0 {
		s.Dirs = []Dir{{cwd, true}}
	}
	return s
}

func lastPart(s, sep string) string {
	if i := strings.LastIndex(s, sep); i >= 0 {
		return s[i+len(sep):]
	}
	return s
}

func addPath(s *Scope, cwd, p string) {
	full := abs(cwd, p)
	if filepath.Ext(full) != "" {
		s.Files = append(s.Files, full)
		s.Dirs = append(s.Dirs, Dir{filepath.Dir(full), false})
		return
	}
	s.Dirs = append(s.Dirs, Dir{full, true})
}

// pathScope covers the paths named, or the whole tree under cwd.
func pathScope(args []string, cwd string) Scope {
	var s Scope
	for _, a := range args {
		if !strings.HasPrefix(a, "-") && looksLikeFile(a) {
			addPath(&s, cwd, a)
		}
	}
	if len(s.Dirs) == 0 {
		s.Dirs = []Dir{{cwd, true}}
	}
	return s
}

// unittestScope reads python -m unittest: "discover" with its start
// directory (-s) runs a tree; test files run themselves; a module, class
// or method name (test_cart, tests.test_cart.CartTest) selects part of
// the suite; no argument discovers from cwd.
func unittestScope(args []string, cwd string) Scope {
	var s Scope
	start := ""
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "discover":
		case a == "-s" || a == "--start-directory":
			if i+1 < len(args) {
				i++
				start = args[i]
			}
		case a == "-p" || a == "--pattern" || a == "-t" || a == "--top-level-directory" || a == "-k":
			i++
		case strings.HasPrefix(a, "-"):
		case strings.HasSuffix(a, ".py") || strings.Contains(a, "/"):
			addPath(&s, cwd, a)
		default:
			s.Part = firstNonEmpty(s.Part, "`"+clip(a, 40)+"` selects one module, class or test")
		}
	}
	if start != "" {
		s.Dirs = append(s.Dirs, Dir{abs(cwd, start), true})
	}
	if len(s.Dirs) == 0 {
		s.Dirs = []Dir{{cwd, true}}
	}
	return s
}

func treeScope(_ []string, cwd string) Scope { return Scope{Dirs: []Dir{{cwd, true}}} }

func jsScope(args []string, cwd string) Scope {
	var s Scope
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			continue
		}
		if strings.HasPrefix(a, "-") {
			name, val, hasVal := strings.Cut(a, "=")
			switch name {
			case "-t", "--testNamePattern", "--grep", "-g", "--test-name-pattern":
				if !hasVal && i+1 < len(args) {
					i++
					val = args[i]
				}
				s.Filter, s.FilterRegexp = val, true
			}
			continue
		}
		switch {
		case looksLikeFile(a):
			addPath(&s, cwd, a)
		case jsCommands[a]:
		case i > 0 && jsValueFlags[args[i-1]]:
		default:
			// jest cart, vitest run cart, npm test -- cart: a pattern
			// that selects the test files whose path matches.
			s.Part = firstNonEmpty(s.Part, "`"+clip(a, 40)+"` selects the test files whose names match")
		}
	}
	if len(s.Dirs) == 0 {
		s.Dirs = []Dir{{cwd, true}}
	}
	return s
}

// jsCommands are the subcommands of the JavaScript runners that run the
// whole suite (vitest run, vitest watch).
var jsCommands = map[string]bool{"run": true, "watch": true, "dev": true}

// jsValueFlags are JavaScript runner flags that take a separate value, so
// that value is not read as a file-name pattern.
var jsValueFlags = map[string]bool{"--reporter": true, "--reporters": true, "--config": true, "-c": true, "--maxWorkers": true,
	"-w": true, "--testTimeout": true, "--outputFile": true, "--environment": true, "--env": true, "--pool": true,
	"--root": true, "-r": true, "--dir": true, "--seed": true, "--coverageReporters": true, "--test-reporter": true,
	"--test-reporter-destination": true, "--timeout": true, "--require": true, "--import": true}

func cargoScope(args []string, cwd string) Scope {
	s := Scope{Dirs: []Dir{{cwd, true}}}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			break
		}
		if strings.HasPrefix(a, "-") {
			switch a {
			case "-p", "--package", "--test", "--bin", "--features", "-j", "--manifest-path", "--target":
				i++
			}
			continue
		}
		if s.Filter == "" {
			s.Filter = a
		}
	}
	return s
}

func httpScope(args []string, cwd string) Scope {
	s := Scope{Dirs: []Dir{{cwd, true}}, Method: requestMethod(args)}
	if s.Method == "GET" {
		s.Method = ""
	}
	for _, a := range args {
		if strings.HasPrefix(a, "-") {
			continue
		}
		cand := a
		if !strings.Contains(cand, "://") {
			if !strings.HasPrefix(cand, ":") && !strings.HasPrefix(cand, "localhost") && !strings.Contains(cand, ".") {
				continue
			}
			cand = "http://" + strings.TrimPrefix(cand, ":")
		}
		if u, err := url.Parse(cand); err == nil && u.Host != "" {
			s.Endpoint = u.Path
			if s.Endpoint == "" {
				s.Endpoint = "/"
			}
			return s
		}
	}
	return s
}

// requestMethod reads the method of an HTTP client's request: curl's -X
// and --request, a body (-d, --data…, -F, --json) for POST, -I for HEAD;
// wget's --method and --post-data; httpie's and xh's leading method word.
func requestMethod(args []string) string {
	method := ""
	for i, a := range args {
		name, val, hasVal := strings.Cut(a, "=")
		switch {
		case (a == "-X" || a == "--request" || a == "--method") && i+1 < len(args):
			return strings.ToUpper(args[i+1])
		case hasVal && (name == "--request" || name == "--method"):
			return strings.ToUpper(val)
		case strings.HasPrefix(a, "-X") && len(a) > 2:
			return strings.ToUpper(a[2:])
		case i == 0 && httpMethods[strings.ToUpper(a)] && !strings.HasPrefix(a, "-"):
			return strings.ToUpper(a) // http POST :8080/x
		case a == "-d" || strings.HasPrefix(a, "--data") || a == "-F" || a == "--form" || a == "--json" ||
			strings.HasPrefix(name, "--post-data") || strings.HasPrefix(name, "--post-file"):
			method = firstNonEmpty(method, "POST")
		case a == "-I" || a == "--head" || len(a) > 1 && a[0] == '-' && a[1] != '-' && strings.Contains(a, "I"):
			method = firstNonEmpty(method, "HEAD")
		}
	}
	return method
}

func exists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}
