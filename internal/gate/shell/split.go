package shell

import "strings"

// A Segment is one simple command of a command line: its words (quotes
// removed, redirections dropped) and the operator before it.
type Segment struct {
	// Op is the operator that joins it to the segment before: "", "&&",
	// "||", ";", "|" or "&".
	Op   string
	Argv []string
	// Redir are the files written by > or >> (not /dev/null or &N), and
	// In the files read by <.
	Redir []string
	In    []string
	// Heredoc is the text of the here-documents the command reads on stdin
	// (<<EOF … EOF), which are not commands of the line.
	Heredoc string
	// Depth is how many subshells, ( … ), the command runs in: a cd inside
	// one does not move the commands after it.
	Depth int
	// Func names the function a segment defines (name() { … }, function
	// name { … }); it has no words of its own, and the body's commands
	// follow it as segments. A later command of that name runs the body,
	// not the program.
	Func string
	// Expands says, word by word, whether the shell expands something in
	// the word ($VAR, ${…}, $(…), `…` outside single quotes): its value is
	// not the text the reader sees. Program's result is a suffix of Argv,
	// so its i-th word is Expands[len(Argv)-len(argv)+i].
	Expands []bool
}

// keywords are the reserved words that open or continue a compound
// command (if, while, for, case, a group); at the start of a command they
// are grammar, not a program, and the command after them runs as typed.
var keywords = map[string]bool{"!": true, "{": true, "}": true, "then": true, "do": true, "else": true, "elif": true, "if": true,
	"while": true, "until": true, "fi": true, "done": true, "esac": true}

// headers are the compound commands whose first line names no command to
// run (for x in a b c, case $x in, select x in …): its words are skipped.
var headers = map[string]bool{"for": true, "case": true, "select": true}

// A pendingDoc is a here-document whose body starts after the line's end.
type pendingDoc struct {
	delim string
	strip bool // <<- strips leading tabs
	seg   int  // the index of its segment
}

// Split splits a command line into simple commands. It honours single and
// double quotes and backslashes, and treats &&, ||, ;, |, & and newlines as
// separators. What it cannot follow ($(…), `…`) stays inside a word, whole;
// [Substitutions] returns it. A here-document's body goes to its command's
// segment. Compound commands are read for the simple commands inside them:
// a subshell's ( … ) and a group's { … } run their commands as typed, the
// reserved words of if, while, until and case (then, do, fi, done, !…) are
// grammar, a for, case or select header names nothing to run, a case
// pattern runs nothing, and a function definition is a segment of its own
// ([Segment.Func]).
func Split(cmd string) []Segment {
	r := splitter{cmd: cmd}
	return r.split()
}

// A splitter is the state of one Split.
type splitter struct {
	cmd     string
	segs    []Segment
	docs    []pendingDoc
	cur     Segment
	word    strings.Builder
	inWord  bool
	quoted  bool // the word holds a quote or an escape: never a keyword
	expands bool // the word holds an expansion outside single quotes
	redir   bool // the next word is an output redirection's target
	depth   int  // subshells open
	// header is set inside a for, case or select header, whose words run
	// nothing; caseHeader when it is a case's, which ends at "in".
	header, caseHeader bool
	// pattern is set where a case pattern may start: after "in" and ";;".
	pattern  bool
	funcNext bool // after the function keyword: the next word is a name
}

func (r *splitter) flush() {
	if !r.inWord {
		return
	}
	w := r.word.String()
	r.word.Reset()
	q, x := r.quoted, r.expands
	r.inWord, r.quoted, r.expands = false, false, false
	if r.redir {
		r.redir = false
		if w != "/dev/null" && !strings.HasPrefix(w, "&") {
			r.cur.Redir = append(r.cur.Redir, w)
		}
		return
	}
	command := len(r.cur.Argv) == 0 && !q // a word where a command starts
	switch {
	case r.pattern && command && w == "esac":
		r.pattern = false
		return
	case r.pattern:
		return // a word of a case pattern
	case r.header:
		if r.caseHeader && w == "in" {
			r.header, r.caseHeader, r.pattern = false, false, true
		}
		return
	case r.funcNext:
		r.funcNext = false
		r.define(strings.TrimSuffix(w, "()"))
		return
	case command && keywords[w]:
		return
	case command && headers[w]:
		r.header, r.caseHeader = true, w == "case"
		return
	case command && w == "function":
		r.funcNext = true
		return
	}
	r.cur.Argv = append(r.cur.Argv, w)
	r.cur.Expands = append(r.cur.Expands, x)
}

// define adds the segment of a function definition.
func (r *splitter) define(name string) {
	r.segs = append(r.segs, Segment{Op: r.cur.Op, Depth: r.depth, Func: name})
	r.cur = Segment{Op: ";", Depth: r.depth}
}

func (r *splitter) end(op string) {
	r.flush()
	r.header, r.caseHeader = false, false
	if len(r.cur.Argv) > 0 || len(r.cur.Redir) > 0 || len(r.cur.In) > 0 {
		r.segs = append(r.segs, r.cur)
	}
	r.cur = Segment{Op: op, Depth: r.depth}
}

// funcDef reports whether the "(" at i opens a function definition's
// "()": right after a name, or after a command of one word, with only
// blanks before its ")".
func (r *splitter) funcDef(i int) bool {
	rest := strings.TrimLeft(r.cmd[i+1:], " \t")
	if !strings.HasPrefix(rest, ")") || r.quoted || r.expands {
		return false
	}
	if r.inWord {
		return len(r.cur.Argv) == 0 && isName(r.word.String())
	}
	return len(r.cur.Argv) == 1 && isName(r.cur.Argv[0])
}

func (r *splitter) split() []Segment {
	cmd := r.cmd
	for i := 0; i < len(cmd); i++ {
		c := cmd[i]
		switch {
		case c == '\'':
			j := strings.IndexByte(cmd[i+1:], '\'')
			if j < 0 {
				j = len(cmd) - i - 1
			}
			r.word.WriteString(cmd[i+1 : i+1+j])
			r.inWord, r.quoted = true, true
			i += j + 1
		case c == '"':
			i++
			for ; i < len(cmd) && cmd[i] != '"'; i++ {
				if cmd[i] == '\\' && i+1 < len(cmd) && strings.IndexByte(`"\$`+"`", cmd[i+1]) >= 0 {
					i++
				} else if cmd[i] == '$' || cmd[i] == '`' {
					r.expands = true
				}
				r.word.WriteByte(cmd[i])
			}
			r.inWord, r.quoted = true, true
		case (c == '$' || c == '<' || c == '>') && i+1 < len(cmd) && cmd[i+1] == '(' || c == '`':
			// $(…), `…`, and the process substitutions <(…) and >(…) stay
			// inside their word, whole: what they run is read by the caller.
			j := SubstitutionEnd(cmd, i)
			r.word.WriteString(cmd[i:j])
			r.inWord, r.expands = true, true
			i = j - 1
		case c == '$':
			r.word.WriteByte(c)
			r.inWord, r.expands = true, true
		case c == '\\' && i+1 < len(cmd):
			i++
			if cmd[i] != '\n' {
				r.word.WriteByte(cmd[i])
				r.inWord, r.quoted = true, true
			}
		case c == ' ' || c == '\t':
			r.flush()
		case c == '#' && !r.inWord: // a comment runs to the end of the line
			for i+1 < len(cmd) && cmd[i+1] != '\n' {
				i++
			}
		case c == '(' && r.pattern:
			// (a|b) cmd: a case pattern's optional "(".
		case c == '(' && r.funcDef(i):
			name := r.word.String()
			if !r.inWord {
				name = r.cur.Argv[0]
			}
			r.word.Reset()
			r.inWord, r.quoted, r.expands = false, false, false
			r.define(name)
			i += strings.IndexByte(cmd[i:], ')')
		case c == '(' && !r.inWord && len(r.cur.Argv) == 0 && !r.header:
			// A subshell: its commands run as typed, a level deeper.
			r.depth++
			r.cur.Depth = r.depth
		case c == ')' && r.pattern:
			// The end of a case pattern: the commands of its arm follow.
			r.word.Reset()
			r.inWord, r.quoted, r.expands, r.pattern = false, false, false, false
			r.cur.Argv, r.cur.Expands = nil, nil
		case c == ')' && r.depth > 0:
			r.end(";")
			r.depth--
			r.cur.Depth = r.depth
		case c == '|' && r.pattern:
			r.flush() // a|b) : the alternatives of one pattern
		case c == ';' && i+1 < len(cmd) && cmd[i+1] == ';':
			// ;; ends a case arm: a pattern may follow.
			r.end(";")
			r.pattern = true
			i++
		case c == '\n' && len(r.docs) > 0:
			r.end(";")
			i = readDocs(cmd, i+1, r.docs, r.segs) - 1
			r.docs = nil
		case c == '\n' || c == ';':
			r.end(";")
		case c == '&' && i+1 < len(cmd) && cmd[i+1] == '&':
			r.end("&&")
			i++
		case c == '|' && i+1 < len(cmd) && cmd[i+1] == '|':
			r.end("||")
			i++
		case c == '|':
			r.end("|")
		case c == '&':
			r.end("&")
		case c == '<' && strings.HasPrefix(cmd[i:], "<<") && !strings.HasPrefix(cmd[i:], "<<<"):
			// A here-document: its body starts on the next line.
			r.flush()
			i += 2
			d := pendingDoc{seg: len(r.segs)}
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
			r.docs = append(r.docs, d)
			i = j - 1
		case c == '<' && strings.HasPrefix(cmd[i:], "<<<"):
			// A here-string: the word that follows is the command's stdin,
			// kept as a word so that what it holds is read.
			r.flush()
			i += 2
		case c == '>' || c == '<':
			// 2>&1, >file, >>file, <file: drop the operator; keep the target
			// of an output redirection.
			prefix := r.word.String()
			if r.inWord && !IsDigits(prefix) {
				r.flush()
			} else {
				r.word.Reset()
				r.inWord, r.quoted, r.expands = false, false, false
			}
			if i+1 < len(cmd) && (cmd[i+1] == '>' || c == '>' && cmd[i+1] == '|') {
				i++ // >>, and >| which writes past noclobber
			}
			if i+1 < len(cmd) && cmd[i+1] == '&' { // >&2, 2>&1
				i++
				for i+1 < len(cmd) && (cmd[i+1] >= '0' && cmd[i+1] <= '9' || cmd[i+1] == '-') {
					i++
				}
				continue
			}
			r.redir = c == '>'
			if c == '<' {
				// the input file word, which ends at the line's end too
				for i+1 < len(cmd) && (cmd[i+1] == ' ' || cmd[i+1] == '\t') {
					i++
				}
				j := i + 1
				for i+1 < len(cmd) && strings.IndexByte(" \t\n;&|)", cmd[i+1]) < 0 {
					i++
				}
				if in := strings.Trim(cmd[j:i+1], `'"`); in != "" {
					r.cur.In = append(r.cur.In, in)
				}
			}
		default:
			r.word.WriteByte(c)
			r.inWord = true
		}
	}
	r.end("")
	return r.segs
}

// isName reports whether w can name a shell function.
func isName(w string) bool {
	if w == "" {
		return false
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if !(c == '_' || c == '-' || c == '.' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// readDocs reads the bodies of the pending here-documents from cmd[i:],
// one after the other, into their segments, and returns the index just
// past the last delimiter line (len(cmd) when one is missing).
func readDocs(cmd string, i int, docs []pendingDoc, segs []Segment) int {
	for _, d := range docs {
		var body strings.Builder
		for i < len(cmd) {
			j := strings.IndexByte(cmd[i:], '\n')
			line := cmd[i:]
			next := len(cmd)
			if j >= 0 {
				line = cmd[i : i+j]
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
			segs[d.seg].Heredoc += body.String()
		}
	}
	return i
}

// SubstitutionEnd returns the index just past the command substitution
// that starts at i ("$(" … ")" with nesting, or "`" … "`"), or len(cmd)
// when it is not closed.
func SubstitutionEnd(cmd string, i int) int {
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

// Substitutions returns the command lines inside the command substitutions
// of words.
func Substitutions(words []string) []string {
	var out []string
	for _, w := range words {
		for i := 0; i < len(w); i++ {
			if (w[i] == '$' || w[i] == '<' || w[i] == '>') && i+1 < len(w) && w[i+1] == '(' || w[i] == '`' {
				j := SubstitutionEnd(w, i)
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

// HasSubstitution reports whether a word holds a command substitution or a
// variable, whose value the reader does not know.
func HasSubstitution(w string) bool { return strings.ContainsAny(w, "$`") }

// IsDigits reports whether s is a non-empty run of ASCII digits.
func IsDigits(s string) bool {
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
