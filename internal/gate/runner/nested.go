package runner

import (
	"path/filepath"
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/lazy"
	"github.com/ackrite/ackrite/internal/text"
)

// maxNesting bounds how deep nested shells are read (sh -c "bash -c …").
const maxNesting = 4

// shells read their arguments or stdin as command lines.
var shells = map[string]bool{"sh": true, "bash": true, "zsh": true, "dash": true, "ksh": true, "fish": true}

// Shells reports whether name is a shell that runs a -c string, a script
// or its stdin as command lines.
func Shells(name string) bool { return shells[name] }

// shellString returns the command line a shell runs with -c (sh -c, bash
// -lc, bash -ec), and whether it has one.
func shellString(argv []string) (string, bool) {
	for i := 1; i < len(argv); i++ {
		a := argv[i]
		if a == "--" || !strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "+") {
			return "", false
		}
		if len(a) > 1 && a[0] == '-' && a[1] != '-' && strings.Contains(a, "c") && i+1 < len(argv) {
			return argv[i+1], true
		}
	}
	return "", false
}

// inlineFlags are the interpreters whose inline program (after these
// flags, in a here-document, or from stdin with "-") the gate reads.
var inlineFlags = map[string][]string{"python": {"-c"}, "python3": {"-c"}, "python2": {"-c"}, "pypy3": {"-c"},
	"node": {"-e", "--eval", "-p", "--print"}, "perl": {"-e", "-E"}, "ruby": {"-e"}, "php": {"-r"},
	"bun": {"-e", "--eval"}, "deno": {"eval"}}

// interpreterValued are interpreter options that take a separate value,
// so that value is not read as the script.
var interpreterValued = map[string]bool{"-W": true, "-X": true, "-r": true, "--require": true, "--import": true,
	"-I": true, "--loader": true, "--env-file": true}

// harmlessModules are the python -m modules that change no project file.
var harmlessModules = map[string]bool{"json.tool": true, "http.server": true, "pip": true, "site": true, "this": true,
	"timeit": true, "platform": true, "sysconfig": true, "pydoc": true, "ensurepip": true, "venv": true, "compileall": true,
	"py_compile": true, "tokenize": true, "ast": true, "dis": true}

// actsOnFiles finds an inline program that writes, moves or removes a file
// or runs another program: Python's open(…, "w"), os/shutil/pathlib and
// subprocess calls; Node's fs and child_process; Perl's and Ruby's system,
// backticks and file calls; PHP's file_put_contents and exec. Which files
// it changes is not read, so every earlier result goes stale.
var actsOnFiles = lazy.Regexp(`\bopen\([^)]*['"][rbt]*[wax][rbt+]*['"]|['"]r\+['"]|\.write_(text|bytes)\(|\bos\.(remove|unlink|rename|replace|rmdir|removedirs|truncate|system|popen|exec\w*|spawn\w*|makedirs|mkdir|symlink|link|chmod)\(|\bshutil\.|` +
	`\bsubprocess\b|\bpty\.spawn|\b__import__\(|\bimportlib\b|\bexec\(|\beval\(|\bcompile\(|\bPath\([^)]*\)\.(write|unlink|rename|replace|rmdir|touch|mkdir|symlink)|\.(unlink|rename|rmdir|touch|mkdir|write_text|write_bytes)\(|` +
	`\b(writeFile|appendFile|unlink|rmSync|rmdirSync|renameSync|copyFileSync|cpSync|truncateSync|createWriteStream|mkdirSync|symlinkSync)(Sync)?\(|\bfs\.(promises\.)?(writeFile|appendFile|unlink|rm|rmdir|rename|copyFile|cp|truncate|mkdir|symlink)\(|` +
	`\bchild_process\b|\brequire\(\s*['"](fs|child_process|node:fs|node:child_process)['"]\)|\bfrom\s+['"](node:)?(fs|child_process)|` +
	`\bopen\s*\(?\s*(my\s+)?\$?\w*\s*,\s*['"]?\+?[>|]|\bsystem\s*\(|\bsystem\s+['"]|\bqx\b|\x60|\bexec\s*\(|\bFile\.(write|delete|rename|open)\b|\bFileUtils\.|\bDir\.(mkdir|rmdir|delete)|\bIO\.popen|\bKernel\.|\bspawn\b|` +
	`\bfile_put_contents\(|\bunlink\(|\bshell_exec\(|\bpassthru\(|\bproc_open\(|\bDeno\.(writeTextFile|writeFile|remove|rename|run|Command)|\bBun\.(write|spawn)\(`)

// nested reads what a command runs inside itself: a shell's -c string,
// script or here-document, eval's words, find's -exec command or -delete,
// xargs' command, an interpreter's program. Agents edit files these ways
// as often as with Edit.
func nested(name string, argv []string, exp []bool, heredoc, dir string, piped bool, env Env, depth int) Command {
	var c Command
	if depth >= maxNesting {
		c.Opaque = "it nests shells deeper than the gate reads"
		return c
	}
	inner := func(cmd string) {
		c.absorb(parseAt(cmd, dir, env, depth+1))
	}
	switch {
	case shells[name]:
		if s, ok := shellString(argv); ok {
			inner(s)
			return c
		}
		if script := operands(argv[1:], map[string]bool{"-o": true, "-O": true, "--rcfile": true, "--init-file": true}); len(script) > 0 {
			c.Opaque = "`" + text.Clip(name+" "+script[0], 60) + "` runs a script the gate does not read"
			return c
		}
		switch {
		case heredoc != "":
			inner(heredoc)
		case piped:
			c.Opaque = "`" + name + "` runs command lines from a pipe the gate does not read"
		}
	case name == "eval":
		inner(strings.Join(argv[1:], " "))
	case name == "source" || name == ".":
		if len(argv) > 1 && !activate().MatchString(argv[1]) {
			c.Opaque = "`" + text.Clip(name+" "+argv[1], 60) + "` runs a script the gate does not read"
		}
	case name == "find":
		starts := []string{}
		for _, a := range argv[1:] {
			if strings.HasPrefix(a, "-") || a == "(" || a == "!" {
				break
			}
			starts = append(starts, Abs(dir, a))
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
				n := parseAt(strings.Join(argv[i+1:end], " "), dir, env, depth+1)
				if n.Opaque != "" {
					c.Opaque = n.Opaque
					return c
				}
				writes = len(n.Writes) > 0 || len(n.Trees) > 0 || n.Changes
			}
			if writes {
				c.Trees = append(c.Trees, starts...)
				if a == "-delete" {
					c.Removes = append(c.Removes, starts...)
				}
				return c
			}
		}
	case name == "parallel":
		// GNU parallel CMD ::: ARGS: the command runs with each argument.
		cmd := parallelCommand(argv[1:])
		if len(cmd) == 0 {
			c.Opaque = "`parallel` runs command lines from its input that the gate does not read"
			return c
		}
		c.absorb(runOver(cmd, dir, env, depth))
	case name == "xargs":
		cmd := xargsCommand(argv[1:])
		if len(cmd) == 0 {
			return c
		}
		c.absorb(runOver(cmd, dir, env, depth))
	case inlineFlags[name] != nil || strings.HasPrefix(name, "python"):
		c.absorb(interpreter(name, argv, exp, heredoc, piped))
	}
	return c
}

// runOver reads a command that xargs or parallel runs over files it
// reads from elsewhere: a program it cannot read, or a change to files
// it does not name.
func runOver(cmd []string, dir string, env Env, depth int) Command {
	var c Command
	n := parseAt(strings.Join(cmd, " "), dir, env, depth+1)
	switch {
	case n.Opaque != "":
		c.Opaque = n.Opaque
	case len(n.Writes) > 0 || len(n.Trees) > 0 || n.Changes || isWriter(cmd):
		c.Changes = true // the files come from stdin or the arguments: which ones is not read
	}
	return c
}

// activate is a virtual environment's activation script, which sets
// variables and changes no file.
var activate = lazy.Regexp(`(^|/)bin/activate(\.fish|\.csh)?$`)

// isWriter reports whether a command writes the files given to it on its
// arguments (sed -i, rm, mv…), so that xargs feeding it changes files.
func isWriter(argv []string) bool {
	name := filepath.Base(argv[0])
	return fileChangers[name] != 0 || (name == "sed" || name == "perl") && hasInPlace(argv) || rewrites(argv) ||
		editors[name] || name == "truncate" || name == "dd"
}

// interpreter reads an interpreter's command line: an inline program that
// acts on files or runs programs, or a script or module run by name,
// cannot be followed, so every earlier result goes stale; an inline
// program that only computes changes nothing.
func interpreter(name string, argv []string, exp []bool, heredoc string, piped bool) Command {
	var c Command
	flags := inlineFlags[name]
	if flags == nil {
		flags = []string{"-c"} // python3.12 and the like
	}
	args := argv[1:]
	for i := 0; i < len(args); i++ {
		a := args[i]
		if len(a) > 2 && a[0] == '-' && a[1] != '-' && slices.Contains(flags, "-"+a[len(a)-1:]) {
			a = "-" + a[len(a)-1:] // perl -ne, ruby -ane: the inline flag last among grouped letters
		}
		switch {
		case slices.Contains(flags, a) && i+1 < len(args):
			if i+2 < len(exp) && exp[i+2] {
				// python3 -c "$P", -c "$(… | base64 -d)": the program is
				// what the shell computes, which the gate does not see.
				c.Opaque = "`" + text.Clip(name+" "+a, 20) + "` runs a program the shell computes from a variable or substitution"
				return c
			}
			if actsOnFiles().MatchString(args[i+1] + "\n" + heredoc) {
				c.Opaque = "`" + text.Clip(name+" "+a, 20) + "` runs a program that changes files or runs commands"
			}
			return c
		case a == "-m" && i+1 < len(args):
			if !harmlessModules[args[i+1]] {
				c.Opaque = "`" + text.Clip(name+" -m "+args[i+1], 60) + "` runs a module the gate does not read"
			}
			return c
		case a == "-" || a == "--":
			if actsOnFiles().MatchString(heredoc) || piped && heredoc == "" {
				c.Opaque = "`" + name + "` runs a program from stdin that the gate cannot read in full"
			}
			return c
		case interpreterValued[a]:
			i++
		case strings.HasPrefix(a, "-"):
		default:
			c.Opaque = "`" + text.Clip(name+" "+a, 60) + "` runs a script the gate does not read"
			return c
		}
	}
	switch {
	case heredoc != "":
		if actsOnFiles().MatchString(heredoc) {
			c.Opaque = "`" + name + "` runs a program that changes files or runs commands"
		}
	case piped:
		c.Opaque = "`" + name + "` runs a program from a pipe the gate does not read"
	}
	return c
}

// opaquePrograms run code the gate does not read: build tools' targets,
// task runners, a package's binary fetched and run.
var opaquePrograms = [][]string{{"make"}, {"gmake"}, {"just"}, {"task"}, {"rake"}, {"invoke"}, {"nox"}, {"tox"},
	{"go", "run"}, {"cargo", "run"}, {"npx"}, {"pnpm", "dlx"}, {"pnpm", "exec"}, {"npm", "exec"}, {"bunx"},
	{"yarn", "dlx"}, {"uv", "run"}, {"poetry", "run"}, {"pipenv", "run"}, {"bundle", "exec"}, {"deno", "run"}}
