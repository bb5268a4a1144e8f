package gate

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/ackrite/ackrite/internal/audit"
	"github.com/ackrite/ackrite/internal/gate/runner"
	"github.com/ackrite/ackrite/internal/gate/shell"
	"github.com/ackrite/ackrite/internal/lazy"
	"github.com/ackrite/ackrite/internal/redact"
	"github.com/ackrite/ackrite/internal/text"
)

// A Mode is what `gate check` does with a finding (docs/rules.md §13).
type Mode string

// The modes.
const (
	ModeWarn Mode = "warn" // let the tool run; show the finding
	ModeAsk  Mode = "ask"  // ask the person to confirm (the default)
	ModeDeny Mode = "deny" // refuse the tool call; tell the agent why
)

// ParseMode reads a --mode value.
func ParseMode(s string) (Mode, error) {
	switch m := Mode(s); m {
	case ModeWarn, ModeAsk, ModeDeny:
		return m, nil
	}
	return "", fmt.Errorf("--mode %q: want warn, ask or deny", text.Clip(s, 40))
}

// A Risk is one data-loss or security operation found before a tool runs.
type Risk struct {
	Name     string
	Category audit.Category
	// Text is the operation as written (redacted).
	Text    string
	Message string
}

// mentioners print or search text; what follows them is a mention of an
// operation, not the operation, unless their output is piped into an
// interpreter.
var mentioners = map[string]bool{"grep": true, "egrep": true, "fgrep": true, "rg": true, "ag": true, "ack": true,
	"echo": true, "printf": true, "man": true, "less": true, "more": true, "cat": true, "head": true, "tail": true,
	"wc": true, "jq": true, "awk": true, "tee": true, "git-grep": true, "git-log": true, "git-show": true, "git-commit": true,
	"git-tag": true, "gh": true}

// interpreters run what they read on stdin, and sinks send it away (nc
// host < key): a mention piped into either is the operation.
var interpreters = map[string]bool{"sh": true, "bash": true, "zsh": true, "dash": true, "psql": true, "mysql": true,
	"sqlite3": true, "python": true, "python3": true, "node": true, "ruby": true, "perl": true, "xargs": true,
	"eval": true, "kubectl": true, "sudo": true, "mongo": true, "mongosh": true, "redis-cli": true, "clickhouse-client": true,
	"ksh": true, "ssh": true, "docker": true, "podman": true, "mariadb": true, "valkey-cli": true,
	"nc": true, "ncat": true, "netcat": true, "socat": true, "telnet": true, "curl": true, "wget": true}

// shells read their stdin as command lines; what a here-document gives
// them is read as one.
var shells = map[string]bool{"sh": true, "bash": true, "zsh": true, "dash": true, "ksh": true, "ssh": true}

// awkRuns finds an awk program that runs commands: system(), a print
// piped into a command, a command piped into getline.
var awkRuns = lazy.Regexp(`system\s*\(|\|&?\s*"|"\s*\|&?\s*getline`)

// docExtensions are files whose text describes operations rather than
// performing them.
var docExtensions = map[string]bool{".md": true, ".markdown": true, ".rst": true, ".txt": true, ".adoc": true, ".org": true}

// Inspect runs audit's data-loss and security patterns (docs/rules.md §5) on what a
// tool is about to do: a command line, or the text an edit adds (and
// removes, for a guard taken away or commented out), or an MCP call read
// as the command or edit it amounts to. A command that only mentions an
// operation — grep "DROP TABLE", echo "rm -rf" — is not one.
func Inspect(ev *Event, home string) []Risk {
	switch ev.Action {
	case Run:
		return risks(audit.MatchPatterns(operations(ev.Command, ev.Cwd)))
	case Edit:
		path := ""
		if len(ev.Change.Paths) > 0 {
			path = ev.Change.Paths[0]
		}
		added, removed, after := ev.Change.Added, ev.Change.Removed, ev.Change.Added
		if ev.Change.Whole && removed == "" && path != "" {
			// A write of a whole file removes what the file holds now and
			// adds only what it did not hold.
			if old := currentText(runner.Abs(ev.Cwd, path)); old != "" {
				added, removed = newLines(old, added), old
			}
		}
		return checkEdit(path, added, removed, after)
	case MCP:
		return checkMCP(ev.Tool, readMCP(ev.MCPTool, ev.Input, ev.Cwd, home))
	}
	return nil
}

// checkEdit runs the patterns on the text an edit of path adds, and the
// removal patterns on what it takes out; documentation is not checked.
func checkEdit(path, added, removed, after string) []Risk {
	if docExtensions[strings.ToLower(filepath.Ext(path))] {
		return nil
	}
	added = code(added)
	matches := audit.MatchPatterns(added)
	matches = append(matches, removedGuards(code(removed), code(after))...)
	if redact.String(added) != added {
		return append(risks(matches), Risk{Name: "secret-in-code", Category: audit.Security,
			Text:    "a credential (redacted)",
			Message: "writes a secret into the file: it ends up in history and every copy; read it from the environment or a secret store"})
	}
	return risks(matches)
}

// removedGuards finds the guards an edit takes out: each line of the old
// code that holds one (requireAuth, isAdmin()) and is not a line of the
// new code — deleted, changed, or commented out (code drops comments).
// Comparing lines, not the whole text, keeps a guard whose name still
// appears elsewhere (its definition) from hiding its removal.
func removedGuards(old, new string) []audit.PatternMatch {
	if old == "" {
		return nil
	}
	kept := map[string]bool{}
	for _, l := range strings.Split(new, "\n") {
		kept[strings.TrimSpace(l)] = true
	}
	var out []audit.PatternMatch
	seen := map[string]bool{}
	for _, l := range strings.Split(old, "\n") {
		t := strings.TrimSpace(l)
		if t == "" || kept[t] {
			continue
		}
		for _, m := range audit.MatchRemoved(t, "") {
			if !seen[m.Pattern.Name] {
				seen[m.Pattern.Name] = true
				out = append(out, m)
			}
		}
	}
	return out
}

// newLines are the lines of new that old does not hold as many times:
// what a write of a whole file adds.
func newLines(old, new string) string {
	have := map[string]int{}
	for _, l := range strings.Split(old, "\n") {
		have[strings.TrimSpace(l)]++
	}
	var out []string
	for _, l := range strings.Split(new, "\n") {
		t := strings.TrimSpace(l)
		if have[t] > 0 {
			have[t]--
			continue
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// currentText reads the file a whole-file write replaces, "" when it does
// not exist or is not a small regular file.
func currentText(path string) string {
	f, err := openNoFollow(path, os.O_RDONLY, 0)
	if err != nil {
		return ""
	}
	defer f.Close()
	if st, err := f.Stat(); err != nil || !st.Mode().IsRegular() || st.Size() > maxCurrent {
		return ""
	}
	data, err := io.ReadAll(io.LimitReader(f, maxCurrent))
	if err != nil {
		return ""
	}
	return string(data)
}

// maxCurrent is the largest file whose current text a check reads.
const maxCurrent = 1 << 20

// checkMCP checks an MCP tool call as the Bash command or the edit it
// amounts to: a shell server's command line as a command; a file
// server's write or edit by the text it adds and removes; a delete of a
// whole tree as rm -rf, so that the gate asks before it as before the
// command.
func checkMCP(tool string, m mcpEdit) []Risk {
	switch {
	case m.Op == mcpRun:
		return risks(audit.MatchPatterns(operations(m.Command, "")))
	case m.DryRun:
		return nil
	case m.Op == mcpDelete && m.Recursive:
		var out []Risk
		for _, p := range m.Paths {
			for _, r := range risks(audit.MatchPatterns("rm -rf " + shellQuote(p))) {
				r.Text = text.Excerpt(redact.String(tool+" "+p+" (recursive)"), 80)
				out = append(out, r)
			}
		}
		return out
	case m.Op == mcpWrite:
		path := ""
		if len(m.Paths) > 0 {
			path = m.Paths[0]
		}
		added, removed, after := m.Added, m.Removed, m.Added
		if m.Rule == "write a file" && removed == "" && path != "" {
			if old := currentText(path); old != "" {
				added, removed = newLines(old, added), old
			}
		}
		return checkEdit(path, added, removed, after)
	}
	return nil
}

// shellQuote quotes a path as one shell word.
func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

func risks(ms []audit.PatternMatch) []Risk {
	out := make([]Risk, len(ms))
	for i, m := range ms {
		out[i] = Risk{m.Pattern.Name, m.Pattern.Category, text.Excerpt(redact.String(m.Text), 80), m.Pattern.Message}
	}
	return out
}

// operations returns the parts of a command line that perform something:
// every simple command except those that only print or search text, with
// the pipes between them kept. What the line feeds its database clients
// and shells is read too: SQL without its comments (DROP/**/TABLE is DROP
// TABLE), the value of a variable the line assigned (Q="…"; psql -c "$Q"),
// and the SQL file or script it runs — written by an earlier command of
// the line (echo … > x.sql && psql -f x.sql) or already in cwd.
func operations(cmd, cwd string) string {
	o := opReader{cwd: cwd, vars: map[string]string{}, written: map[string]string{}}
	return o.read(cmd, 0)
}

// An opReader reads one command line for operations.
type opReader struct {
	cwd string
	// vars are the variables the line assigned, and written the text its
	// mentions wrote into files (echo … > f), by absolute path.
	vars, written map[string]string
}

// maxOpDepth bounds how deep scripts run by scripts are read.
const maxOpDepth = 3

func (o *opReader) read(cmd string, depth int) string {
	segs := shell.Split(cmd)
	var b strings.Builder
	for i, s := range segs {
		p := shell.Unwrap(s.Argv)
		argv := p.Argv
		for _, a := range p.Env {
			o.assign(a)
		}
		if len(argv) == 0 {
			for _, r := range s.Redir {
				b.WriteString(" ; : > " + r) // > file alone empties it, as : > file does
			}
			var words []string
			for _, w := range s.Argv {
				if !shell.IsAssignment(w) {
					words = append(words, w)
				}
			}
			if len(words) > 0 && p.Line == "" {
				// env alone prints the environment: env | curl -d @- sends it.
				if b.Len() > 0 {
					b.WriteString(" " + firstNonEmpty(s.Op, ";") + " ")
				}
				b.WriteString(strings.Join(words, " "))
			}
			if p.Line != "" {
				if op := o.read(p.Line, depth+1); op != "" {
					b.WriteString(" ; " + op)
				}
			}
			continue
		}
		argv = o.expand(argv)
		prefix := s.Argv[:len(s.Argv)-len(p.Argv)] // assignments and wrappers, kept: NODE_TLS_REJECT_UNAUTHORIZED=0 node
		name := filepath.Base(argv[0])
		if name == "export" || name == "declare" || name == "typeset" || name == "local" || name == "readonly" {
			for _, a := range argv[1:] {
				o.assign(a)
			}
		}
		if name == "git" {
			argv = runner.GitCommand(argv)
			if len(argv) > 1 {
				name = "git-" + argv[1]
			}
		}
		piped := i+1 < len(segs) && segs[i+1].Op == "|" && pipesInto(segs[i+1:])
		if mentioners[name] && !piped && !(name == "awk" && awkRuns().MatchString(strings.Join(argv[1:], " "))) {
			// What a mention writes is written all the same (echo key >>
			// ~/.ssh/authorized_keys, tee -a it): the files, not the words.
			for _, r := range append(append([]string{}, s.Redir...), teeFiles(name, argv)...) {
				b.WriteString(" ; " + name + " > " + r)
				o.wrote(r, mentionText(name, argv, s.Heredoc))
			}
			// echo "$(rm -rf build)" prints, but its substitution runs.
			for _, sub := range shell.Substitutions(argv[1:]) {
				if op := o.read(sub, depth+1); op != "" {
					if b.Len() > 0 {
						b.WriteString(" ; ")
					}
					b.WriteString(op)
				}
			}
			continue
		}
		if b.Len() > 0 {
			op := s.Op
			if op == "" {
				op = ";"
			}
			b.WriteString(" " + op + " ")
		}
		words := argv
		if name != "find" { // find's options are words, not letters (-exec, -delete)
			words = shortFlags(argv)
		}
		b.WriteString(strings.Join(append(append([]string{}, prefix...), words...), " "))
		for _, q := range sqlOf(name, argv[1:]) {
			// The statement a database client is given, on a line of its
			// own: DELETE FROM orders ends there, whatever follows it on
			// the command line.
			b.WriteString("\n" + sqlText(q) + "\n")
		}
		if sqlClients[name] != nil {
			for _, f := range append(sqlFiles(name, argv[1:]), s.In...) {
				b.WriteString("\n" + sqlText(o.text(f)) + "\n")
			}
		}
		for _, r := range s.Redir {
			b.WriteString(" > " + r)
		}
		for _, in := range s.In {
			b.WriteString(" < " + in)
		}
		if shells[name] {
			// bash <(curl …), sh -c "$(curl …)": the shell runs what the
			// substitution prints, as curl … | sh would.
			for _, sub := range shell.Substitutions(argv[1:]) {
				b.WriteString(" ; " + o.read(sub, depth+1) + " | " + name)
			}
		}
		if script := scriptRun(name, argv); script != "" && depth < maxOpDepth {
			// echo 'rm -rf data' > c.sh && sh c.sh: the lines the line
			// wrote. A script already on disk is not read: a project's
			// build script that cleans its output would ask on every run,
			// and the edit that wrote it was checked when it was made.
			if t, ok := o.written[runner.Abs(o.cwd, script)]; ok {
				if op := o.read(t, depth+1); op != "" {
					b.WriteString(" ; " + op)
				}
			}
		}
		switch {
		case s.Heredoc == "":
		case shells[name]:
			if op := o.read(s.Heredoc, depth+1); op != "" {
				b.WriteString(" ; " + op)
			}
		case sqlClients[name] != nil:
			b.WriteString("\n" + sqlText(s.Heredoc))
		default: // python, node… read it as their input
			b.WriteString("\n" + s.Heredoc)
		}
	}
	return b.String()
}

// assign keeps a VAR=value word's value for the words after it.
func (o *opReader) assign(a string) {
	if k, v, ok := strings.Cut(a, "="); ok && shell.IsAssignment(a) && len(o.vars) < 64 {
		o.vars[k] = v
	}
}

// varRef is a $NAME or ${NAME} in a word.
var varRef = lazy.Regexp(`\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))`)

// expand puts in the words the values of the variables the line assigned.
func (o *opReader) expand(argv []string) []string {
	if len(o.vars) == 0 {
		return argv
	}
	out := make([]string, len(argv))
	for i, w := range argv {
		out[i] = varRef().ReplaceAllStringFunc(w, func(m string) string {
			if v, ok := o.vars[strings.Trim(m, "${}")]; ok {
				return v
			}
			return m
		})
	}
	return out
}

// wrote keeps the text a mention wrote into a file.
func (o *opReader) wrote(file, text string) {
	if len(o.written) < 16 {
		o.written[runner.Abs(o.cwd, file)] += text
	}
}

// text is what a file the line runs holds: what a command of the line
// wrote into it, else the file in cwd when it is small and regular.
func (o *opReader) text(file string) string {
	path := runner.Abs(o.cwd, file)
	if t, ok := o.written[path]; ok {
		return t
	}
	if o.cwd == "" && !filepath.IsAbs(file) {
		return ""
	}
	return currentText(path)
}

// mentionText is what a printing command writes: echo's and printf's
// words (printf's \n as line breaks), or cat's here-document.
func mentionText(name string, argv []string, heredoc string) string {
	switch name {
	case "echo":
		var words []string
		for _, a := range argv[1:] {
			if !strings.HasPrefix(a, "-") || len(words) > 0 {
				words = append(words, a)
			}
		}
		return strings.Join(words, " ") + "\n"
	case "printf":
		if len(argv) > 1 {
			return strings.NewReplacer(`\n`, "\n", `\t`, "\t").Replace(strings.Join(argv[1:], " ")) + "\n"
		}
	case "cat", "tee":
		return heredoc
	}
	return ""
}

// scriptRun returns the script a command runs by name: sh FILE, bash
// FILE, source FILE, . FILE, or ./FILE itself; "" for none.
func scriptRun(name string, argv []string) string {
	switch {
	case shells[name] && name != "ssh":
		for _, a := range argv[1:] {
			if a == "-c" || a == "-s" {
				return ""
			}
			if !strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "+") {
				return a
			}
		}
	case (name == "source" || name == ".") && len(argv) > 1:
		return argv[1]
	case strings.HasPrefix(argv[0], "./") || strings.HasPrefix(argv[0], "/") && strings.HasSuffix(argv[0], ".sh"):
		return argv[0]
	}
	return ""
}

// sqlFiles are the files of SQL a database client's options name (psql
// -f, mysql and sqlite3's source and .read).
func sqlFiles(name string, args []string) []string {
	var out []string
	for i, a := range args {
		switch {
		case (a == "-f" || a == "--file") && (name == "psql" || name == "duckdb" || name == "sqlcmd") && i+1 < len(args):
			out = append(out, args[i+1])
		case strings.HasPrefix(a, "--file=") && name == "psql":
			out = append(out, strings.TrimPrefix(a, "--file="))
		case name == "sqlcmd" && a == "-i" && i+1 < len(args):
			out = append(out, args[i+1])
		}
		for _, m := range sourced().FindAllStringSubmatch(a, -1) {
			out = append(out, m[1])
		}
	}
	return out
}

// sourced is a client command that runs a file of SQL: sqlite3's .read
// and mysql's source.
var sourced = lazy.Regexp(`(?i)(?:^|\s|;)(?:\.read|source|\\i)\s+['"]?([^\s'";]+)`)

// sqlComment is an SQL comment, block or line.
var sqlComment = lazy.Regexp(`/\*[\s\S]*?\*/|--[^\n]*`)

// sqlText is SQL without its comments: a comment inside a statement
// (DROP/**/TABLE, DROP -- x⏎TABLE) is a space, as the server reads it.
func sqlText(q string) string {
	if !strings.Contains(q, "/*") && !strings.Contains(q, "--") {
		return q
	}
	q = sqlComment().ReplaceAllString(q, " ")
	return strings.Join(strings.Fields(q), " ")
}

// sqlClients are the database clients and the options that hold the SQL
// they run; "" marks sqlite3's, whose SQL follows the database file.
var sqlClients = map[string][]string{"psql": {"-c", "--command"}, "mysql": {"-e", "--execute"}, "mariadb": {"-e", "--execute"},
	"clickhouse-client": {"-q", "--query"}, "sqlcmd": {"-Q", "-q"}, "sqlite3": {""}, "duckdb": {"-c"}}

// sqlOf returns the SQL a database client's arguments give it.
func sqlOf(name string, args []string) []string {
	flags, ok := sqlClients[name]
	if !ok {
		return nil
	}
	var out []string
	if flags[0] == "" {
		var operands []string
		for _, a := range args {
			if !strings.HasPrefix(a, "-") {
				operands = append(operands, a)
			}
		}
		if len(operands) > 1 {
			out = append(out, operands[1:]...)
		}
		return out
	}
	for i, a := range args {
		for _, f := range flags {
			switch {
			case a == f && i+1 < len(args):
				out = append(out, args[i+1])
			case strings.HasPrefix(a, f+"=") && strings.HasPrefix(f, "--"):
				out = append(out, strings.TrimPrefix(a, f+"="))
			case len(f) == 2 && strings.HasPrefix(a, f) && len(a) > 2 && !strings.HasPrefix(a, "--"):
				out = append(out, a[2:]) // mysql -e"DELETE …"
			}
		}
	}
	return out
}

// teeFiles are the files tee writes.
func teeFiles(name string, argv []string) []string {
	if name != "tee" {
		return nil
	}
	var out []string
	for _, a := range argv[1:] {
		if !strings.HasPrefix(a, "-") {
			out = append(out, a)
		}
	}
	return out
}

// shortFlags adds the single letters of combined short flags after them
// (curl -sSk → curl -sSk -s -S -k), so that a pattern for one flag finds
// it however the flags are grouped.
func shortFlags(argv []string) []string {
	var out []string
	for _, a := range argv {
		out = append(out, a)
		if len(a) < 3 || len(a) > 8 || a[0] != '-' || a[1] == '-' {
			continue
		}
		letters := true
		for i := 1; i < len(a); i++ {
			letters = letters && (a[i] >= 'a' && a[i] <= 'z' || a[i] >= 'A' && a[i] <= 'Z')
		}
		if letters {
			for i := 1; i < len(a); i++ {
				out = append(out, "-"+a[i:i+1])
			}
		}
	}
	return out
}

// pipesInto reports whether a pipeline continues into an interpreter.
func pipesInto(rest []shell.Segment) bool {
	for _, s := range rest {
		if s.Op != "|" {
			return false
		}
		if argv := shell.Program(s.Argv); len(argv) > 0 && interpreters[filepath.Base(argv[0])] {
			return true
		}
	}
	return false
}

// code drops comment lines from an edit's text: a comment that mentions
// an operation does not perform it.
func code(s string) string {
	if s == "" {
		return s
	}
	lines := strings.Split(s, "\n")
	out := lines[:0]
	for _, l := range lines {
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "//") || strings.HasPrefix(t, "#") || strings.HasPrefix(t, "--") ||
			strings.HasPrefix(t, "/*") || strings.HasPrefix(t, "*") || strings.HasPrefix(t, "<!--") {
			continue
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// RiskReason is the one-paragraph reason for a set of risks.
func RiskReason(rs []Risk) string {
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = fmt.Sprintf("%s [%s: %s]: %s", "`"+r.Text+"`", r.Category, r.Name, r.Message)
	}
	return redact.String("ackrite gate check: " + strings.Join(parts, "; ") + " (docs/rules.md §5, §13)")
}
