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
}

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
// segment.
func Split(cmd string) []Segment {
	var segs []Segment
	var docs []pendingDoc
	cur := Segment{}
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
				cur.Redir = append(cur.Redir, w)
			}
			return
		}
		cur.Argv = append(cur.Argv, w)
	}
	end := func(op string) {
		flush()
		if len(cur.Argv) > 0 || len(cur.Redir) > 0 || len(cur.In) > 0 {
			segs = append(segs, cur)
		}
		cur = Segment{Op: op}
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
			// $(…), `…`, and the process substitutions <(…) and >(…) stay
			// inside their word, whole: what they run is read by the caller.
			j := SubstitutionEnd(cmd, i)
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
			if inWord && !IsDigits(prefix) {
				flush()
			} else {
				word.Reset()
				inWord = false
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
			redirNext = c == '>'
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
					cur.In = append(cur.In, in)
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
