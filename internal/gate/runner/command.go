package runner

import (
	"path/filepath"
	"strings"

	"github.com/ackrite/ackrite/internal/gate/shell"
	"github.com/ackrite/ackrite/internal/text"
)

// A Command is what the gate makes of one shell command line.
type Command struct {
	Kind   Kind
	Runner string // the runner's name, for kinds test, http and build
	Scope  Scope
	// Why says, for KindOther, why the output is not evidence.
	Why string
	// Writes are files the command line writes through a redirection or
	// in place (sed -i), and Changes is set when it changes files under
	// its directory that it does not name (git checkout, git apply).
	Writes  []string
	Changes bool
	// Trees are paths written that may be directories (rm -r, mv, cp, an
	// archive extracted): everything under them changed too.
	Trees []string
	// Removes are the paths of Writes and Trees that the line only
	// removes or empties (rm, find -delete, truncate): nothing new is put
	// there.
	Removes []string
	// Opaque says why the line runs a program the gate cannot read (a
	// script run by name, a stand-in for a runner, an inline program that
	// runs commands): it may have changed any file, the ledger included,
	// so every earlier result is stale. "" when the gate read it all.
	Opaque string
	// NoRun says why the runner executes no test however it ends (go test
	// -list, pytest --collect-only, mvn -DskipTests), "" when it runs.
	NoRun string
	// Cut is the head or tail the runner's output went through ("tail
	// -20"), and Keep how many lines it keeps (-1 when unknown): a pass
	// cannot be read from part of an output.
	Cut  string
	Keep int
	// Exports are the session variables (see [SessionVars]) the line sets
	// for the commands after it: "" unsets one.
	Exports map[string]string
	// Builds are the build and lint runs chained before a test run on the
	// line: when the line exits 0, each of them did.
	Builds []Build
}

// absorb adds what a nested command writes, changes and runs to c's.
func (c *Command) absorb(n Command) {
	c.Writes = append(c.Writes, n.Writes...)
	c.Trees = append(c.Trees, n.Trees...)
	c.Removes = append(c.Removes, n.Removes...)
	c.Changes = c.Changes || n.Changes
	c.Opaque = firstNonEmpty(c.Opaque, n.Opaque)
	for k, v := range n.Exports {
		c.export(k, v)
	}
}

func (c *Command) export(name, value string) {
	if !SessionVars[name] {
		return
	}
	if c.Exports == nil {
		c.Exports = map[string]string{}
	}
	c.Exports[name] = value
}

// Parse classifies a command line run in cwd.
func Parse(cmd, cwd string, env Env) Command { return parseAt(cmd, cwd, env, 0) }

// A hit is one evidence command found on a line.
type hit struct {
	row   string
	kind  Kind
	scope Scope
	// chained says every command after it on the line is joined by &&,
	// so the line's exit status 0 says it exited 0 too.
	chained bool
}

// A Build is a build or lint run on a test run's line, whose exit status
// is the line's when every command after it is joined by && (go build
// ./... && go test ./...).
type Build struct {
	Runner string
	Scope  Scope
}

func parseAt(cmd, cwd string, env Env, depth int) Command {
	var c Command
	segs := shell.Split(cmd)
	if len(segs) == 1 && depth < maxNesting && len(segs[0].Redir) == 0 {
		// sh -c "go test ./..." alone on a line runs what its string says:
		// read it as the line (Codex and others wrap commands so), as is a
		// wrapper's command line (script -c "…", su -c "…").
		p := shell.Unwrap(segs[0].Argv)
		at := cwd
		if p.Dir != "" && !shell.HasSubstitution(p.Dir) {
			at = Abs(cwd, p.Dir)
		}
		if p.Line != "" && p.Dir == "" {
			return parseAt(p.Line, at, env, depth+1)
		}
		if argv := p.Argv; len(argv) > 0 && shells[filepath.Base(argv[0])] && p.Dir == "" {
			if s, ok := shellString(argv); ok {
				return parseAt(s, cwd, env, depth+1)
			}
		}
	}
	for tc, why := range env.Redefined {
		if w := words(shell.Split(tc)); w != "" && w == words(segs) {
			c.Kind, c.Why, c.Opaque = KindOther, why, why
			return c
		}
	}
	if tc, ok := declared(segs, env); ok {
		c.Kind, c.Runner = KindTest, "`"+text.Clip(tc, 60)+"`"
		c.Scope = Scope{Dirs: []Dir{{firstNonEmpty(env.Project, cwd), true}}}
		return c
	}
	var hits []hit
	var others []string // commands that print something of their own
	var steps []string  // build steps beside the runner
	void := ""
	lost := ""            // set after a cd the reader cannot follow
	dirs := []string{cwd} // the directory at each subshell depth
	defined := map[string]bool{}
	for i, s := range segs {
		// A subshell's cd ends with the subshell.
		for len(dirs) <= s.Depth {
			dirs = append(dirs, dirs[len(dirs)-1])
		}
		dirs = dirs[:s.Depth+1]
		dir := dirs[s.Depth]
		if s.Func != "" {
			defined[s.Func] = true
			continue
		}
		for _, r := range s.Redir {
			if shell.HasSubstitution(r) || strings.HasPrefix(r, "~") {
				c.Opaque = firstNonEmpty(c.Opaque, "`> "+text.Clip(r, 40)+"` writes a file the gate cannot name")
				continue
			}
			c.Writes = append(c.Writes, Abs(dir, r))
		}
		p := shell.Unwrap(s.Argv)
		argv, assigns := p.Argv, p.Env
		if p.Dir != "" {
			// env -C dir, sudo -D dir: the command runs there.
			if shell.HasSubstitution(p.Dir) {
				lost = "it ran in `" + text.Clip(p.Dir, 40) + "`, which the gate cannot follow"
			} else {
				dir = Abs(dir, p.Dir)
			}
		}
		if p.Line != "" {
			// A wrapper runs a command line through a shell: read it as one.
			var n Command
			if depth < maxNesting {
				n = parseAt(p.Line, dir, env, depth+1)
			} else {
				n.Opaque = "it nests shells deeper than the gate reads"
			}
			c.absorb(n)
			others = append(others, text.Clip(strings.Join(s.Argv, " "), 60))
			continue
		}
		exp := s.Expands[len(s.Expands)-len(argv):]
		pathSet := ""
		local := map[string]string{}
		for _, a := range assigns {
			name, val, _ := strings.Cut(a, "=")
			if len(argv) == 0 {
				c.export(name, val) // VAR=value alone sets it for the lines after
			}
			local[name] = val
			if name == "PATH" && !appendsOnly(val) {
				pathSet = val
			}
		}
		if len(argv) == 0 {
			continue
		}
		segEnv := env
		if len(c.Exports) > 0 || len(local) > 0 {
			segEnv.Exports = merged(env.Exports, c.Exports, local)
		}
		fromPipe := s.Op == "|"
		if len(exp) > 0 && exp[0] && !strings.HasPrefix(argv[0], "$") {
			// A program named by a substitution ($(echo sed), `which go`):
			// which program runs is not known.
			void = firstNonEmpty(void, "`"+text.Clip(argv[0], 40)+"` names the program through a substitution, so which program it is is not known")
			continue
		}
		if len(exp) > 0 && exp[0] {
			void = firstNonEmpty(void, "`"+text.Clip(argv[0], 40)+"` names the program through a variable, so which program it is is not known")
			continue
		}
		argv = canonical(argv, dir, segEnv)
		name := filepath.Base(argv[0])
		if defined[argv[0]] {
			// A function defined on the line runs its body, whatever its
			// name: not the program, and not read with its arguments.
			void = firstNonEmpty(void, "`"+text.Clip(argv[0], 40)+"` is a function defined on the line, so what it runs is not the program of that name")
			continue
		}
		if tc, ok := declaredCommand(argv, segEnv); ok {
			hits = append(hits, hit{row: "`" + text.Clip(tc, 60) + "`", kind: KindTest, scope: Scope{Dirs: []Dir{{firstNonEmpty(env.Project, cwd), true}}}})
			continue
		}

		if h, why, ok := scriptHit(argv, dir, segEnv, depth); ok {
			if why != "" {
				void = firstNonEmpty(void, why)
			} else {
				hits = append(hits, h)
			}
			continue
		}
		if rewrites(argv) {
			c.Changes = true // which files a formatter or fixer rewrote is not read here
		}
		if ri := matchRow(argv); ri >= 0 {
			r := rows[ri]
			if why := resolveRunner(argv[0], r, pathSet, segEnv, dir); why != "" {
				void = firstNonEmpty(void, why)
				continue
			}
			args := withEnvArgs(r.name, argv[len(r.prefix):], segEnv)
			sc := r.scope(args, dir, segEnv)
			if r.kind == KindBuild {
				sc.Categories = []string{r.category}
			}
			part, none, voided := narrowed(r.name, args)
			if voided != "" {
				void = firstNonEmpty(void, voided)
				continue
			}
			sc.Part = firstNonEmpty(sc.Part, firstNonEmpty(part, lost))
			if fam := families[r.name]; fam != "go" && fam != "" {
				sc.Area = dir
			}
			if none != "" && c.NoRun == "" {
				c.NoRun = none
			}
			if r.kind == KindHTTP {
				// curl -o cart.go writes the body into the tree.
				c.absorb(downloads(r.name, args, dir))
			}
			hits = append(hits, hit{r.name, r.kind, sc, chainedAfter(segs, i)})
			continue
		}
		if anyPrefix(argv, moduleWriters) {
			// go get, go mod tidy: the module's go.mod and go.sum change.
			mod := moduleDir(dir, env)
			c.Writes = append(c.Writes, filepath.Join(mod, "go.mod"), filepath.Join(mod, "go.sum"))
		}
		if anyPrefix(argv, buildSteps) {
			steps = append(steps, text.Clip(strings.Join(argv, " "), 60))
			continue
		}
		switch {
		case name == "cd" || name == "pushd":
			target := "~"
			for _, a := range argv[1:] {
				if a == "-" || !strings.HasPrefix(a, "-") { // cd -P dir
					target = a
					break
				}
			}
			if d, ok := cdTarget(target, segEnv); ok {
				if d != "" {
					dirs[s.Depth] = Abs(dir, d)
				}
			} else {
				// The run happens somewhere the gate cannot name: it keeps
				// the directory for staleness but stands for no path.
				lost = "it ran after `cd " + text.Clip(target, 40) + "`, which the gate cannot follow"
			}
			continue
		case name == "export" || name == "declare" || name == "typeset":
			for _, a := range argv[1:] {
				if k, v, ok := strings.Cut(a, "="); ok {
					c.export(k, v)
				}
			}
			continue
		case name == "unset":
			for _, a := range argv[1:] {
				c.export(a, "")
			}
			continue
		case hasPrefix(argv, []string{"go", "env", "-w"}):
			for _, a := range argv[3:] {
				if k, v, ok := strings.Cut(a, "="); ok {
					c.export(k, v) // go env -w GOFLAGS=… applies to every later go command
				}
			}
		case quiet[name]:
			continue
		case fromPipe && filters[name] && (name != "cat" || len(argv) == 1):
			for _, a := range argv[1:] {
				if name == "tee" && !strings.HasPrefix(a, "-") {
					c.Writes = append(c.Writes, Abs(dir, a))
				}
			}
			if name == "head" || name == "tail" {
				c.Cut, c.Keep = strings.Join(argv, " "), lineCount(argv[1:])
			}
			continue
		}
		c.absorb(writes(name, argv, exp, s.Heredoc, dir, fromPipe, segEnv, depth))
		others = append(others, text.Clip(strings.Join(argv, " "), 60))
	}
	if void != "" {
		// A stand-in or a run through another program may print anything
		// and change anything: not evidence, and every earlier result is
		// stale.
		c.Kind, c.Why = KindOther, void
		c.Opaque = firstNonEmpty(c.Opaque, void)
		return c
	}
	kind := KindOther
	for _, h := range hits {
		if h.kind == KindTest || kind == KindOther || kind == KindBuild && h.kind == KindHTTP {
			kind = h.kind
		}
	}
	if kind == KindTest || kind == KindHTTP {
		// Build and lint steps beside a test run print diagnostics, never a
		// test outcome: the run's output stays its own.
		var kept []hit
		for _, h := range hits {
			switch {
			case h.kind != KindBuild:
				kept = append(kept, h)
			case h.chained:
				c.Builds = append(c.Builds, Build{Runner: h.row, Scope: h.scope})
				steps = append(steps, h.row)
			default:
				steps = append(steps, h.row)
			}
		}
		hits = kept
	}
	if len(hits) == 0 {
		others = append(steps, others...)
	}
	switch {
	case len(hits) == 0 && len(others) > 0:
		c.Kind = KindOther
		c.Why = "`" + others[0] + "` is not a test runner, a build tool or an HTTP client, so what it prints is not evidence"
		return c
	case len(hits) == 0:
		c.Kind = KindOther
		c.Why = "no test runner, build tool or HTTP client ran"
		return c
	case len(others) > 0:
		c.Kind = KindOther
		c.Why = "the output mixes the runner's with `" + others[0] + "`'s, so it is not the runner's own"
		return c
	}
	c.Kind, c.Runner, c.Scope = hits[0].kind, hits[0].row, hits[0].scope
	for _, h := range hits[1:] {
		c.Scope = union(c.Scope, h.scope)
		if h.kind != c.Kind {
			// An HTTP request's scope (the tree it may depend on) is not
			// a test run's coverage.
			c.Kind = KindTest
			c.Scope.Part = firstNonEmpty(c.Scope.Part, "a test run and an HTTP request on one command line")
		}
	}
	c.Scope.Dirs = dedupeDirs(c.Scope.Dirs)
	return c
}

// writes reads what one simple command that is not evidence writes,
// changes or runs unread.
func writes(name string, argv []string, exp []bool, heredoc, dir string, fromPipe bool, env Env, depth int) Command {
	var c Command
	add := func(p string, tree bool) {
		if shell.HasSubstitution(p) {
			c.Changes = true // a path the gate cannot name
			return
		}
		c.Writes = append(c.Writes, Abs(dir, p))
		if tree {
			c.Trees = append(c.Trees, Abs(dir, p))
		}
	}
	switch {
	case name == "tee":
		for _, a := range argv[1:] {
			if !strings.HasPrefix(a, "-") {
				add(a, false)
			}
		}
	case (name == "sed" || name == "perl") && hasInPlace(argv):
		for _, a := range inPlaceFiles(argv) {
			add(a, false)
		}
	case (name == "awk" || name == "gawk") && awkInPlace(argv) != nil:
		for _, a := range awkInPlace(argv) {
			add(a, false)
		}
	case fileChangers[name] != 0:
		for _, a := range changedPaths(name, argv[1:]) {
			add(a, true)
			if removers[name] && !shell.HasSubstitution(a) {
				c.Removes = append(c.Removes, Abs(dir, a))
			}
		}
	case name == "dd":
		if of := ddOutput(argv[1:]); of != "" {
			add(of, false)
		}
	case name == "apply_patch" || name == "applypatch":
		// Codex's patch tool run as a command: the files its headers name.
		files := patchFiles(strings.Join(argv[1:], "\n") + "\n" + heredoc)
		for _, f := range files {
			add(f, false)
		}
		if len(files) == 0 {
			c.Changes = true
		}
	case editors[name] && scripted(name, argv[1:]):
		valued := map[string]bool{"-c": true, "-s": true, "-S": true, "-u": true} // vim's; ed's -s is silent
		if name == "ed" || name == "red" || name == "ex" {
			valued = map[string]bool{"-p": true}
		}
		files := operands(argv[1:], valued)
		for _, f := range files {
			add(f, false)
		}
		if len(files) == 0 {
			c.Changes = true
		}
	case extractors[name] != nil:
		if d, ok := extractors[name](argv[1:]); ok {
			add(firstNonEmpty(d, "."), true)
		}
	}
	if strings.Contains(argv[0], "/") {
		c.Opaque = "`" + text.Clip(argv[0], 60) + "` runs a program the gate does not read"
	}
	if containers[name] {
		c.Opaque = firstNonEmpty(c.Opaque, containerWrites(argv))
	}
	if anyPrefix(argv, opaquePrograms) && !knownPackage(argv) {
		c.Opaque = firstNonEmpty(c.Opaque, "`"+text.Clip(strings.Join(argv, " "), 60)+"` runs code the gate does not read")
	}
	c.absorb(nested(name, argv, exp, heredoc, dir, fromPipe, env, depth))
	if rewrites(argv) {
		c.Changes = true // which files a formatter or fixer rewrote is not read here
	}
	git := GitCommand(argv)
	for _, ch := range changers {
		if hasPrefix(git, ch) && !anyPrefix(git, unchanging) && !newBranch(git) {
			c.Changes = true
		}
	}
	return c
}

// chainedAfter reports whether every segment after segs[i] is joined by
// &&, at the same subshell depth.
func chainedAfter(segs []shell.Segment, i int) bool {
	for _, s := range segs[i+1:] {
		if s.Op != "&&" || s.Depth != segs[i].Depth || s.Func != "" {
			return false
		}
	}
	return true
}

// newBranch reports whether a git command only starts a branch where HEAD
// is (git checkout -b x, git switch -c x), which changes no file.
func newBranch(git []string) bool {
	return len(git) == 4 && (git[1] == "checkout" && (git[2] == "-b" || git[2] == "-B") || git[1] == "switch" && (git[2] == "-c" || git[2] == "-C"))
}

// knownPackage reports whether npx runs a tool the reader knows (npx
// prettier --check, npx tsc), which is read as that tool.
func knownPackage(argv []string) bool {
	if argv[0] != "npx" || len(argv) < 2 {
		return false
	}
	for _, r := range rewriters {
		if len(r.prefix) > 1 && r.prefix[0] == "npx" && r.prefix[1] == argv[1] {
			return true
		}
	}
	for _, r := range rows {
		if len(r.prefix) > 1 && r.prefix[0] == "npx" && r.prefix[1] == argv[1] {
			return true
		}
	}
	return false
}

// matchRow returns the index of the longest row whose prefix argv starts
// with, comparing the first word by its base name, or -1.
func matchRow(argv []string) int {
	best, bestLen := -1, 0
	for i, r := range rows {
		p := r.prefix
		first := filepath.Base(argv[0]) == filepath.Base(p[0])
		if strings.Contains(p[0], "/") {
			first = argv[0] == p[0] || filepath.Clean(argv[0]) == filepath.Clean(p[0])
		}
		if len(p) > bestLen && len(argv) >= len(p) && first && hasPrefix(argv[1:], p[1:]) {
			best, bestLen = i, len(p)
		}
	}
	return best
}

// withEnvArgs puts a runner's flags from the environment (GOFLAGS,
// PYTEST_ADDOPTS) before its own arguments, as the runner reads them.
func withEnvArgs(runner string, args []string, env Env) []string {
	v, ok := env.getenv(envArgs[families[runner]])
	if envArgs[families[runner]] == "" || !ok || strings.TrimSpace(v) == "" {
		return args
	}
	return append(strings.Fields(v), args...)
}

// scriptHit reads a package manager's script (npm test, npm run test:unit,
// yarn test) through package.json: the script is classified as if typed,
// with the arguments after its name appended. ok is false for a command
// that runs no script; why says why a script that ran is not evidence.
func scriptHit(argv []string, dir string, env Env, depth int) (h hit, why string, ok bool) {
	for _, sr := range scriptRunners {
		if !hasPrefix(argv, sr.prefix) || filepath.Base(argv[0]) != argv[0] {
			continue
		}
		rest := argv[len(sr.prefix):]
		name := sr.script
		if name == "" {
			if len(rest) == 0 {
				return h, "", false
			}
			name, rest = rest[0], rest[1:]
		}
		var extra []string
		part := ""
		if argv[0] == "npm" {
			// npm's own options come before "--": the workspace or prefix
			// whose script runs; the rest goes to the script.
			var o npmOptions
			extra, o = npmArgs(rest)
			switch {
			case o.dir != "":
				dir = Abs(dir, o.dir)
			case o.part != "":
				part = o.part
			}
		} else {
			for _, a := range rest {
				if a != "--" {
					extra = append(extra, shellQuote(a))
				}
			}
		}
		what := "`" + text.Clip(strings.Join(argv[:len(argv)-len(rest)], " "), 40) + "`"
		script, at, found := packageScript(dir, name, env)
		if !found {
			if at == "" {
				return h, what + " runs a script of a package.json the gate cannot read, so what it ran is not known", true
			}
			return h, what + " runs no script named `" + text.Clip(name, 40) + "` in " + at + ", so what it ran is not known", true
		}
		if depth >= maxNesting {
			return h, what + " runs scripts nested deeper than the gate reads", true
		}
		line := strings.TrimSpace(script + " " + strings.Join(extra, " "))
		senv := env
		senv.scriptBins = nodeBins(filepath.Dir(at), env, "")
		n := parseAt(line, filepath.Dir(at), senv, depth+1)
		switch {
		case n.Kind == KindOther:
			return h, what + " runs `" + text.Clip(script, 60) + "` (package.json), which is not a test runner or build tool: " + n.Why, true
		case n.Opaque != "":
			return h, what + " runs `" + text.Clip(script, 60) + "` (package.json): " + n.Opaque, true
		}
		n.Scope.Part = firstNonEmpty(n.Scope.Part, part)
		return hit{row: strings.TrimPrefix(strings.TrimSuffix(what, "`"), "`"), kind: n.Kind, scope: n.Scope}, "", true
	}
	return h, "", false
}

// npmOptions are what npm's own options say about the script it runs.
type npmOptions struct {
	dir  string // the package directory (--prefix, a workspace by path)
	part string // why the run covers part of the project (a workspace by name)
}

// npmValued are npm options that take a separate value.
var npmValued = map[string]bool{"-w": true, "--workspace": true, "--prefix": true, "-C": true, "--loglevel": true,
	"--script-shell": true, "--userconfig": true, "--cache": true}

// npmArgs splits the words after an npm script's name into the script's
// arguments (positional words, and everything after "--") and what npm's
// own options say.
func npmArgs(rest []string) (extra []string, o npmOptions) {
	for i := 0; i < len(rest); i++ {
		a := rest[i]
		if a == "--" {
			for _, b := range rest[i+1:] {
				extra = append(extra, shellQuote(b))
			}
			break
		}
		if !strings.HasPrefix(a, "-") {
			extra = append(extra, shellQuote(a))
			continue
		}
		name, val, hasVal := strings.Cut(a, "=")
		if !hasVal && npmValued[name] && i+1 < len(rest) {
			i++
			val = rest[i]
		}
		switch name {
		case "--prefix", "-C":
			o.dir = val
		case "-w", "--workspace":
			if strings.Contains(val, "/") || val == "." {
				o.dir = val
			} else {
				o.part = firstNonEmpty(o.part, "`"+text.Clip(a+" "+val, 40)+"` runs one workspace's script")
			}
		}
	}
	return extra, o
}

// canonical names a program given by a path by its base name when the
// path is the program the PATH finds (/usr/bin/git is git), so that it is
// read as that program; any other path stays as written and is a program
// the gate does not read.
func canonical(argv []string, dir string, env Env) []string {
	if !strings.Contains(argv[0], "/") || shell.HasSubstitution(argv[0]) {
		return argv
	}
	base := filepath.Base(argv[0])
	if real := env.lookPath(base); real != "" && sameFile(real, Abs(dir, argv[0])) {
		return append([]string{base}, argv[1:]...)
	}
	return argv
}

// declaredCommand reports whether one simple command is a declared test
// command of one simple command (make test), so that a pipe into tail
// after it is read as after any runner.
func declaredCommand(argv []string, env Env) (string, bool) {
	line := strings.Join(argv, "\x00")
	for _, tc := range env.TestCommands {
		if segs := shell.Split(tc); len(segs) == 1 && len(segs[0].Redir) == 0 && strings.Join(segs[0].Argv, "\x00") == line {
			return tc, true
		}
	}
	return "", false
}

// declared reports whether a whole command line is one of the project's
// declared test commands, compared word by word.
func declared(segs []shell.Segment, env Env) (string, bool) {
	if len(env.TestCommands) == 0 {
		return "", false
	}
	line := words(segs)
	for _, tc := range env.TestCommands {
		if w := words(shell.Split(tc)); w != "" && w == line {
			return tc, true
		}
	}
	return "", false
}

// words is a command line's simple commands and operators, normalised.
func words(segs []shell.Segment) string {
	var b strings.Builder
	for _, s := range segs {
		if len(s.Redir) > 0 {
			return "" // a declared command writes no file of its own
		}
		if b.Len() > 0 {
			b.WriteString(" " + s.Op + " ")
		}
		b.WriteString(strings.Join(s.Argv, "\x00"))
	}
	return b.String()
}

func merged(maps ...map[string]string) map[string]string {
	out := map[string]string{}
	for _, m := range maps {
		for k, v := range m {
			out[k] = v
		}
	}
	return out
}

// shellQuote quotes a word for a command line the reader splits again.
func shellQuote(s string) string {
	if s != "" && !strings.ContainsAny(s, " \t\n'\"\\$`;&|<>()*?[]#~") {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
