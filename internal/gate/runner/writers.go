package runner

import (
	"path/filepath"
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/gate/shell"
	"github.com/ackrite/ackrite/internal/text"
)

// changers change files in the working tree without naming them all.
var changers = [][]string{{"git", "checkout"}, {"git", "restore"}, {"git", "apply"}, {"git", "am"}, {"git", "merge"},
	{"git", "pull"}, {"git", "rebase"}, {"git", "stash"}, {"git", "reset"}, {"git", "switch"}, {"git", "cherry-pick"},
	{"git", "revert"}, {"git", "clean"}, {"git", "rm"}, {"git", "mv"}, {"git", "submodule"}, {"git", "bisect"},
	{"git", "sparse-checkout"}, {"git", "read-tree"}, {"git", "checkout-index"}, {"git", "filter-branch"},
	{"git", "filter-repo"}, {"git", "lfs", "pull"}, {"git", "lfs", "checkout"}, {"git", "worktree", "remove"},
	{"patch"}, {"go", "generate"}, {"go", "fix"}, {"go", "mod", "vendor"}}

// unchanging are the subcommands of changers that only read.
var unchanging = [][]string{{"git", "stash", "list"}, {"git", "stash", "show"}, {"git", "clean", "-n"}, {"git", "clean", "--dry-run"},
	{"git", "submodule", "status"}, {"git", "submodule", "summary"}, {"git", "bisect", "log"}, {"git", "bisect", "visualize"},
	{"git", "sparse-checkout", "list"}}

// fileChangers write the files they name: the last path (destination)
// or every path.
var fileChangers = map[string]int{"cp": lastPath, "install": lastPath, "ln": lastPath, "rsync": lastPath,
	"mv": everyPath, "rm": everyPath, "truncate": everyPath, "shred": everyPath, "unlink": everyPath, "touch": everyPath,
	"mkdir": everyPath, "rmdir": everyPath}

const (
	lastPath = iota + 1
	everyPath
)

// removers are the file changers that only remove or empty what they
// name.
var removers = map[string]bool{"rm": true, "rmdir": true, "unlink": true, "shred": true, "truncate": true}

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
		{"rubocop", []string{"rubocop"}, "-a"}, {"rubocop", []string{"rubocop"}, "-A"}, {"rubocop", []string{"rubocop"}, "--autocorrect"},
		{"rubocop", []string{"rubocop"}, "--autocorrect-all"}, {"terraform fmt", []string{"terraform", "fmt"}, ""},
		{"autopep8", []string{"autopep8"}, "--in-place"}, {"yapf", []string{"yapf"}, "-i"}, {"yapf", []string{"yapf"}, "--in-place"},
		{"shfmt", []string{"shfmt"}, "-w"}, {"shfmt", []string{"shfmt"}, "--write"}, {"biome", []string{"biome"}, "--apply"},
		{"biome", []string{"npx", "biome"}, "--apply"}, {"dprint fmt", []string{"dprint", "fmt"}, ""}, {"stylua", []string{"stylua"}, ""},
		{"ktlint", []string{"ktlint"}, "-F"}, {"ktlint", []string{"ktlint"}, "--format"},
		{"google-java-format", []string{"google-java-format"}, "-i"}, {"google-java-format", []string{"google-java-format"}, "--replace"},
		{"php-cs-fixer fix", []string{"php-cs-fixer", "fix"}, ""}, {"swiftformat", []string{"swiftformat"}, ""},
		{"sqlfluff fix", []string{"sqlfluff", "fix"}, ""}, {"standard", []string{"standard"}, "--fix"}, {"npx standard", []string{"npx", "standard"}, "--fix"},
	}
	checkOnly = []string{"--check", "-check", "--diff", "-l", "--list-different", "-d", "--dry-run"}
)

// rewrites reports whether argv runs a formatter or fixer that writes.
func rewrites(argv []string) bool {
	for _, r := range rewriters {
		if !hasPrefix(argv, r.prefix) {
			continue
		}
		args := argv[len(r.prefix):]
		if r.flag != "" && !slices.Contains(args, r.flag) {
			continue
		}
		only := false
		for _, a := range args {
			only = only || r.flag == "" && slices.Contains(checkOnly, a) // gofmt -l -w still writes
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

// extractors unpack an archive into a directory: the -C / -d value, or
// the working directory. Which files an archive holds is not read.
var extractors = map[string]func(args []string) (dir string, ok bool){
	"tar": func(args []string) (string, bool) {
		extract, dir := false, ""
		for i, a := range args {
			switch {
			case a == "-C" || a == "--directory":
				if i+1 < len(args) {
					dir = args[i+1]
				}
			case strings.HasPrefix(a, "--directory="):
				dir = strings.TrimPrefix(a, "--directory=")
			case a == "--extract" || a == "--get":
				extract = true
			case i == 0 && !strings.HasPrefix(a, "-") && strings.Contains(a, "x"):
				extract = true // tar xzf a.tgz
			case strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.Contains(a, "x"):
				extract = true
			}
		}
		return dir, extract
	},
	"unzip": func(args []string) (string, bool) {
		for i, a := range args {
			if a == "-d" && i+1 < len(args) {
				return args[i+1], true
			}
			if a == "-l" || a == "-t" || a == "-Z" {
				return "", false // list or test only
			}
		}
		return "", true
	},
	"cpio": func(args []string) (string, bool) {
		for _, a := range args {
			if a == "-i" || a == "--extract" || strings.HasPrefix(a, "-i") && !strings.HasPrefix(a, "--") {
				return "", true
			}
		}
		return "", false
	},
	"7z": func(args []string) (string, bool) { return "", len(args) > 0 && (args[0] == "x" || args[0] == "e") },
}

// ddOutput returns dd's of= file, or "".
func ddOutput(args []string) string {
	for _, a := range args {
		if v, ok := strings.CutPrefix(a, "of="); ok {
			return v
		}
	}
	return ""
}

// editors change the files they are given without an interactive session:
// ed and ex read their commands from stdin; vi and vim with a command or
// a script (-c, +…, -s, -e).
var editors = map[string]bool{"ed": true, "ex": true, "red": true, "vi": true, "vim": true, "nvim": true}

// scripted reports whether an editor runs commands that are not typed by a
// person: ed and ex always; vi and vim with -c, +cmd, -s, -e or -es.
func scripted(name string, args []string) bool {
	if name == "ed" || name == "ex" || name == "red" {
		return true
	}
	for _, a := range args {
		if a == "-c" || a == "-s" || a == "-e" || a == "-es" || a == "-Es" || strings.HasPrefix(a, "+") {
			return true
		}
	}
	return false
}

// operands are the words of args that are neither flags nor a flag's
// value among valued.
func operands(args []string, valued map[string]bool) []string {
	var out []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if strings.HasPrefix(a, "-") || strings.HasPrefix(a, "+") {
			if valued[a] {
				i++
			}
			continue
		}
		out = append(out, a)
	}
	return out
}

// parallelValued are GNU parallel's options that take a separate value.
var parallelValued = map[string]bool{"-j": true, "--jobs": true, "-S": true, "--sshlogin": true, "--joblog": true, "-a": true,
	"--arg-file": true, "-d": true, "--delimiter": true, "-n": true, "--max-args": true, "-I": true, "--results": true, "--tmpdir": true}

// parallelCommand returns the command GNU parallel runs: the words after
// its options and before ":::" (or "::::").
func parallelCommand(args []string) []string {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == ":::" || a == "::::" {
			return nil
		}
		if !strings.HasPrefix(a, "-") {
			end := i
			for end < len(args) && args[end] != ":::" && args[end] != "::::" {
				end++
			}
			return args[i:end]
		}
		if parallelValued[a] {
			i++
		}
	}
	return nil
}

// xargsValued are the xargs options that take a separate value.
var xargsValued = map[string]bool{"-n": true, "-I": true, "-P": true, "-L": true, "-d": true, "-E": true, "-s": true,
	"-a": true, "--arg-file": true, "--delimiter": true, "--max-args": true, "--max-procs": true, "--replace": true}

// xargsCommand returns the command xargs runs, without xargs' options.
func xargsCommand(args []string) []string {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return args[i+1:]
		}
		if !strings.HasPrefix(a, "-") {
			return args[i:]
		}
		if xargsValued[a] {
			i++
		}
	}
	return nil
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
		case len(a) > 1 && a[0] == '-' && shell.IsDigits(a[1:]):
			v = a[1:]
		case strings.HasPrefix(a, "-"):
			return -1 // -c, -f, -q…: not a line count
		default:
			continue
		}
		if !shell.IsDigits(v) {
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

// moduleWriters rewrite the Go module's go.mod and go.sum (and go.work).
var moduleWriters = [][]string{{"go", "get"}, {"go", "mod", "tidy"}, {"go", "mod", "edit"},
	{"go", "work", "use"}, {"go", "work", "sync"}, {"go", "work", "edit"}, {"go", "work", "init"}}

// moduleDir is the directory of the go.mod that governs dir: the nearest
// at or above it, up to the project; dir itself when none is found.
func moduleDir(dir string, env Env) string {
	for d := dir; ; d = filepath.Dir(d) {
		if env.exists(filepath.Join(d, "go.mod")) {
			return d
		}
		if filepath.Dir(d) == d || env.Project != "" && d == env.Project {
			return dir
		}
	}
}

// downloads are the files an HTTP client writes the response to: curl's
// -o/--output (a file named after the URL with -O), wget's -O (else a
// file named after the URL), httpie's and xh's -o/--output. "-" is the
// output, not a file.
func downloads(name string, args []string, dir string) Command {
	var c Command
	add := func(p string) {
		switch {
		case p == "" || p == "-" || p == "/dev/null" || p == "/dev/stdout":
		case shell.HasSubstitution(p):
			c.Changes = true
		default:
			c.Writes = append(c.Writes, Abs(dir, p))
		}
	}
	remote := name == "wget"
	var urls []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		flag, val, hasVal := strings.Cut(a, "=")
		next := func() string {
			if hasVal {
				return val
			}
			if i+1 < len(args) {
				i++
				return args[i]
			}
			return ""
		}
		switch {
		case name == "curl" && (flag == "-o" || flag == "--output"), name == "wget" && (flag == "-O" || flag == "--output-document"),
			(name == "httpie" || name == "xh") && (flag == "-o" || flag == "--output"):
			add(next())
			remote = false
		case name == "curl" && (flag == "-O" || flag == "--remote-name" || flag == "--remote-name-all"):
			remote = true
		case len(a) > 2 && a[0] == '-' && a[1] != '-' && (name == "curl" && strings.Contains(a, "o") || name == "wget" && strings.Contains(a, "O")):
			// -sSo file, -qO file, -qO-: grouped letters with the output
			// flag, its value after it or in the next word.
			letter := "o"
			if name == "wget" {
				letter = "O"
			}
			if v := a[strings.Index(a, letter)+1:]; v != "" {
				add(v)
			} else if i+1 < len(args) {
				i++
				add(args[i])
			}
			remote = false
		case name == "curl" && len(a) > 1 && a[0] == '-' && a[1] != '-' && strings.Contains(a, "O"):
			remote = true
		case strings.Contains(a, "://"):
			urls = append(urls, a)
		}
	}
	if remote {
		for _, u := range urls {
			base := filepath.Base(strings.SplitN(strings.SplitN(u, "?", 2)[0], "#", 2)[0])
			if base != "" && base != "." && base != "/" && !strings.Contains(base, ":") {
				add(base)
			}
		}
	}
	return c
}

// containers run programs that see what the command mounts; one that
// mounts a directory, or enters a running container whose mounts are not
// on the line, may write the project.
var containers = map[string]bool{"docker": true, "podman": true, "nerdctl": true}

// containerWrites says why a container command may change the project's
// files, "" when it mounts nothing (docker run --rm alpine echo hi) or
// runs none (docker ps).
func containerWrites(argv []string) string {
	var sub []string
	mounts := false
	for i := 1; i < len(argv); i++ {
		a := argv[i]
		flag, _, _ := strings.Cut(a, "=")
		switch {
		case flag == "-v" || flag == "--volume" || flag == "--mount" || flag == "--volumes-from" || strings.HasPrefix(a, "-v") && len(a) > 2:
			mounts = true
		case !strings.HasPrefix(a, "-") && len(sub) < 2:
			sub = append(sub, a)
		}
	}
	if len(sub) == 0 {
		return ""
	}
	verb := sub[0]
	if (verb == "container" || verb == "compose") && len(sub) > 1 {
		verb = sub[1]
	}
	switch {
	case verb == "exec" || sub[0] == "compose" && verb == "run":
		return "`" + text.Clip(strings.Join(argv, " "), 60) + "` runs a program in a container whose mounts the gate does not see"
	case verb == "run" && mounts:
		return "`" + text.Clip(strings.Join(argv, " "), 60) + "` runs a program in a container with a directory mounted"
	}
	return ""
}

// patchFiles are the files a patch's headers name: Codex's envelope
// (*** Add File:, *** Update File:, *** Delete File:, *** Move to:) and
// a unified diff's +++ lines.
func patchFiles(patch string) []string {
	var out []string
	for _, line := range strings.Split(patch, "\n") {
		p := ""
		switch {
		case strings.HasPrefix(line, "*** Add File: "), strings.HasPrefix(line, "*** Update File: "),
			strings.HasPrefix(line, "*** Delete File: "), strings.HasPrefix(line, "*** Move to: "):
			_, p, _ = strings.Cut(line, ": ")
		case strings.HasPrefix(line, "+++ "):
			p = strings.TrimPrefix(strings.TrimSpace(line[4:]), "b/")
			if i := strings.IndexByte(p, '\t'); i >= 0 {
				p = p[:i]
			}
		}
		if p = strings.TrimSpace(p); p != "" && p != "/dev/null" && !slices.Contains(out, p) {
			out = append(out, p)
		}
	}
	return out
}
