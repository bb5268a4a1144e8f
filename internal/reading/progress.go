package reading

import "strings"

// Progress lines (docs/tools.md, Readings): a tool prints where an
// operation stands while it runs — "aws_lb.main: Still modifying... [10s
// elapsed]", "Waiting for deployment \"web\" rollout to finish…", "仍在修改…"
// — and then its end state: "Modifications complete after 3m12s", "Apply
// complete!", "successfully rolled out". The persistence words of a
// progress line are the way to that end state, not a state that persists,
// when a completion line of the same thing follows; without one, they
// stand.

// progressMarkers open the progress of an operation that is running.
var progressMarkers = []string{"still ", "waiting for ", "todavía ", "aún ", "sigue ", "仍在", "正在", "等待"}

// completionWords say an operation reached its end state.
var completionWords = []string{"complete", "successfully", "rolled out", "finished", "completado", "completada", "terminado",
	"terminada", "完成", "成功"}

// completionFailWords on a completion line make it no completion.
var completionFailWords = []string{"error", "fail", "timeout", "timed out", "失败", "错误", "超时", "fallo", "falló"}

// maxProgressChecks bounds the persistences of one item read as progress
// lines, and maxProgressLines the lines after one searched for its
// completion, so that reading stays linear.
const maxProgressChecks, maxProgressLines = 8, 256

// harmWords on a progress line make it a harm that continues.
var harmWords = []string{"crash", "panic", "refus", "reject", "denied", "崩溃", "拒绝", "rechaz"}

// progressEnded reports whether the line of text around at is a progress
// line and a later line completes what it names.
func progressEnded(text string, at int) bool {
	from := strings.LastIndexByte(text[:at], '\n') + 1
	to := strings.IndexByte(text[at:], '\n')
	if to < 0 {
		return false // the last line: nothing follows it
	}
	to += at
	line := strings.ToLower(text[from:to])
	if !strings.Contains(line, "...") && !strings.Contains(line, "…") {
		return false // a progress line ends in its ellipsis
	}
	if containsAnyOf(line, completionFailWords) || containsAnyOf(line, harmWords) {
		return false // "Still failing...": the harm, not an operation on its way
	}
	label, body := progressLabel(line)
	marked := false
	for _, m := range progressMarkers {
		marked = marked || strings.HasPrefix(strings.TrimLeft(body, " "), m)
	}
	if !marked {
		return false
	}
	for n, rest := 0, text[to+1:]; rest != "" && n < maxProgressLines; n++ {
		next, tail, _ := strings.Cut(rest, "\n")
		rest = tail
		l := strings.ToLower(next)
		if !containsAnyOf(l, completionWords) || containsAnyOf(l, completionFailWords) {
			continue
		}
		if other, _ := progressLabel(l); other == "" || other == label {
			return true
		}
	}
	return false
}

// progressLabel splits a tool's line into the name of what it is about,
// a word without spaces before ": " ("aws_lb.main"), and the rest.
func progressLabel(line string) (string, string) {
	line = strings.TrimLeft(line, " \t")
	if i := strings.Index(line, ": "); i > 0 && !strings.ContainsAny(line[:i], " \t") {
		return line[:i], line[i+2:]
	}
	return "", line
}
