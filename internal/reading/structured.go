package reading

import (
	"strings"

	"github.com/ackrite/ackrite/internal/text"
)

// Structured outputs (docs/rules.md §4.1: "read for what they say about the
// claim"): change plans, repository state, orchestrators, migration tools,
// error trackers and CI jobs. Their rows are outcome rows, read in the
// same pass as a runner's; what they show a claim is read in
// [Claim.readChanges], since "1 to destroy" refutes "nothing is destroyed"
// and says nothing against "the bucket is removed".

// changes is what a structured output says of the changes it plans or
// finds.
type changes struct {
	plan                          bool // a terraform plan or apply summary was read
	add, change, destroy, replace int
	none                          bool     // "No changes."
	files                         []string // git diff --stat paths
	clean, dirty                  bool     // git status
	commits                       []string // git log --oneline subjects
}

// maxChangedFiles bounds the paths kept from a diff summary.
const maxChangedFiles = 64

var structuredRows = []lineRow{
	// terraform.
	{"tf-plan", hDigit | hColon, func(l *line, st *state) (strength, bool) {
		rest, ok := cutPrefix(l.s, "Plan: ")
		if !ok {
			return 0, false
		}
		st.ch.plan = true
		st.ch.add, st.ch.change, st.ch.destroy = countBefore(rest, " to add"), countBefore(rest, " to change"), countBefore(rest, " to destroy")
		return 0, false
	}},
	{"tf-no-changes", hUpper, func(l *line, st *state) (strength, bool) {
		if l.s == "No changes." || strings.HasPrefix(l.s, "No changes. ") {
			st.ch.plan, st.ch.none = true, true
		}
		return 0, false
	}},
	{"tf-apply", hDigit | hColon, func(l *line, st *state) (strength, bool) {
		rest, ok := cutPrefix(l.s, "Apply complete! Resources: ")
		if !ok {
			return 0, false
		}
		st.ch.plan = true
		st.ch.add, st.ch.change, st.ch.destroy = countBefore(rest, " added"), countBefore(rest, " changed"), countBefore(rest, " destroyed")
		st.ch.none = st.ch.add+st.ch.change+st.ch.destroy == 0
		return 0, false
	}},
	{"tf-replace", 0, func(l *line, st *state) (strength, bool) {
		if strings.HasSuffix(l.s, " must be replaced") || strings.HasPrefix(l.s, "-/+ resource") || strings.HasPrefix(l.s, "+/- resource") {
			st.ch.replace++
		}
		return 0, false
	}},

	// git.
	{"git-clean", 0, func(l *line, st *state) (strength, bool) {
		if strings.HasPrefix(l.s, "nothing to commit") {
			st.ch.clean = true
		}
		return 0, false
	}},
	{"git-dirty", hUpper | hColon, func(l *line, st *state) (strength, bool) {
		switch {
		case strings.HasPrefix(l.s, "Changes not staged for commit:"), strings.HasPrefix(l.s, "Changes to be committed:"),
			strings.HasPrefix(l.s, "Untracked files:"), strings.HasPrefix(l.s, "Unmerged paths:"):
			st.ch.dirty = true
		}
		return 0, false
	}},
	{"git-diff-stat", hDigit, func(l *line, st *state) (strength, bool) {
		// " docs/setup.md | 2 +-", " assets/logo.png | Bin 0 -> 1234 bytes".
		i := strings.IndexByte(l.s, '|')
		if i <= 0 || len(st.ch.files) >= maxChangedFiles {
			return 0, false
		}
		path := strings.TrimSpace(l.s[:i])
		rest := strings.TrimSpace(l.s[i+1:])
		if n, tail := leadingInt(rest); path == "" || strings.ContainsAny(path, " \t") ||
			!(n >= 0 && strings.Trim(tail, " +-") == "" || strings.HasPrefix(rest, "Bin ")) {
			return 0, false
		}
		st.ch.files = append(st.ch.files, path)
		return 0, false
	}},
	{"git-status-short", 0, func(l *line, st *state) (strength, bool) {
		// "M  web/theme.css", "?? api/new.go", "R  a.go -> b.go": a status
		// code of one or two letters, then a path. The code is checked
		// before the line is split: most lines of a runner's output are not
		// a status line, and splitting each allocated its words.
		// The code is read byte by byte: one or two of "MADRCU?" after any
		// blanks, then a blank or the end.
		i := 0
		for i < len(l.s) && (l.s[i] == ' ' || l.s[i] == '\t') {
			i++
		}
		j := i
		for j < len(l.s) && j-i <= 2 && gitStatusCode(l.s[j]) {
			j++
		}
		if j == i || j-i > 2 || j < len(l.s) && l.s[j] != ' ' && l.s[j] != '\t' {
			return 0, false
		}
		// Up to five fields, on the stack: a status line has two or four.
		var fs [5]string
		n := 0
		for w := range strings.FieldsSeq(l.s) {
			if n == len(fs) {
				break
			}
			fs[n] = w
			n++
		}
		if n == len(fs) {
			return 0, false
		}
		f := fs[:n]
		if len(f) == 4 && f[2] == "->" {
			fs[1], f = fs[3], fs[:2]
		}
		if len(f) != 2 || len(f[0]) > 2 || !strings.ContainsAny(f[1], "./") || len(st.ch.files) >= maxChangedFiles {
			return 0, false
		}
		for k := 0; k < len(f[0]); k++ {
			if !strings.ContainsRune("MADRCU?", rune(f[0][k])) {
				return 0, false
			}
		}
		st.ch.files = append(st.ch.files, f[1])
		return 0, false
	}},
	{"git-log", 0, func(l *line, st *state) (strength, bool) {
		// "4bbfa40 hotfix(billing): INV-1042 …": an abbreviated hash and a
		// subject.
		i := strings.IndexByte(l.s, ' ')
		if i < 7 || i > 40 || len(st.ch.commits) >= maxChangedFiles {
			return 0, false
		}
		for k := 0; k < i; k++ {
			if c := l.s[k]; !isDigit(c) && (c < 'a' || c > 'f') {
				return 0, false
			}
		}
		st.ch.commits = append(st.ch.commits, text.Clip(l.s, 200))
		return 0, false
	}},

	// kubectl.
	{"k8s-rolled-out", hQuote, func(l *line, st *state) (strength, bool) {
		return countedPass, strings.HasSuffix(l.s, " successfully rolled out")
	}},
	{"k8s-rollout-waiting", hUpper, func(l *line, st *state) (strength, bool) {
		if strings.HasPrefix(l.s, "Waiting for deployment ") || strings.HasPrefix(l.s, "Waiting for rollout") {
			st.waiting = text.Clip(l.s, 200)
		}
		return 0, false
	}},
	{"k8s-pod-not-ready", 0, func(l *line, st *state) (strength, bool) {
		// A row of "kubectl get pods": NAME READY STATUS RESTARTS AGE.
		if !st.podTable {
			if strings.HasPrefix(l.s, "NAME ") {
				f := strings.Fields(l.s)
				st.podTable = len(f) >= 3 && f[1] == "READY" && f[2] == "STATUS"
			}
			return 0, false
		}
		if l.hints&(hDigit|hSlash) != hDigit|hSlash {
			return 0, false
		}
		f := strings.Fields(l.s)
		if len(f) < 5 {
			return 0, false
		}
		ready, total, ok := readyCount(f[1])
		if !ok {
			return 0, false
		}
		if ready < total || f[2] != "Running" && f[2] != "Completed" && f[2] != "Succeeded" {
			return hardFail, true
		}
		st.podsReady++
		return 0, false
	}},

	// Migration tools: goose, alembic.
	{"migration-ok", 0, func(l *line, st *state) (strength, bool) {
		if l.hints&(hUpper|hColon) == 0 {
			return 0, false // " OK   …", "] Running upgrade", "goose: …"
		}
		// " OK   " and "Running" need a capital, "goose:" a colon and a g.
		ok := l.hints&hUpper != 0 && (strings.Contains(l.s, " OK   ") && strings.Contains(l.s, ".sql") ||
			strings.IndexByte(l.s, ']') >= 0 && strings.Contains(l.s, "] Running upgrade ")) ||
			l.hints&(hColon|hG) == hColon|hG && strings.Contains(l.s, "goose: successfully migrated")
		return countedPass, ok
	}},
	{"migration-none", hColon, func(l *line, st *state) (strength, bool) {
		return noRun, strings.Contains(l.s, "goose: no migrations to run")
	}},

	// Error trackers (Sentry and the like): an issue that is still open.
	{"tracker-unresolved", hUpper, func(l *line, st *state) (strength, bool) {
		if strings.HasPrefix(l.s, "Status: Unresolved") || strings.IndexByte(l.s, 0xB7) >= 0 && (strings.Contains(l.s, " · Unresolved") ||
			strings.HasPrefix(l.s, "Unresolved ·")) {
			st.waiting = text.Clip(l.s, 200)
		}
		return 0, false
	}},
	{"tracker-resolved", hUpper, func(l *line, st *state) (strength, bool) {
		return countedPass, strings.HasPrefix(l.s, "Status: Resolved") || strings.IndexByte(l.s, 0xB7) >= 0 && strings.Contains(l.s, " · Resolved")
	}},

	// CI jobs as JSON (gh run view --json jobs): one line per job.
	{"ci-job", hQuote | hColon, func(l *line, st *state) (strength, bool) {
		if !strings.HasPrefix(l.s, "{") || !strings.Contains(l.s, `"conclusion"`) {
			return 0, false
		}
		conclusion, _ := jsonString(l.s, "conclusion")
		name, _ := jsonString(l.s, "name")
		if name == "" {
			return 0, false
		}
		switch conclusion {
		case "success":
			st.passed(name)
			return countedPass, true
		case "failure", "timed_out", "cancelled", "startup_failure":
			st.perFailed++
			st.failedName(name)
			return hardFail, true
		case "skipped", "neutral":
			st.perSkipped++
			st.skippedName(name)
		}
		return 0, false
	}},
}

// gitStatusCode reports whether c is a letter of a git short status code.
func gitStatusCode(c byte) bool {
	switch c {
	case 'M', 'A', 'D', 'R', 'C', 'U', '?':
		return true
	}
	return false
}

// countBefore returns the number just before word in s ("1 to destroy"),
// or 0.
func countBefore(s, word string) int {
	i := strings.Index(s, word)
	if i <= 0 {
		return 0
	}
	j := i
	for j > 0 && isDigit(s[j-1]) {
		j--
	}
	n, _ := leadingInt(s[j:i])
	return max(n, 0)
}

// readyCount reads a READY column, "2/3".
func readyCount(s string) (ready, total int, ok bool) {
	a, rest := leadingInt(s)
	if a < 0 || !strings.HasPrefix(rest, "/") {
		return 0, 0, false
	}
	b, tail := leadingInt(rest[1:])
	return a, b, b > 0 && tail == ""
}

// claimChanges is what a claim says about the changes a plan or a diff
// shows.
type claimChanges struct {
	noDestroy bool       // "nothing is destroyed or replaced", "only updates tags in place", "is safe"
	noDrift   bool       // "matches the configuration", "no drift", "no changes"
	applies   bool       // "creates", "adds", "applies"
	clean     bool       // "everything is committed", "the working tree is clean"
	only      string     // "only changes files under docs/": the path prefix, or "doc" for documentation
	on        string     // "merged into main", "is on main": the branch
	untouched []fileTest // what it says was not changed (exclusions.go)
	onlyTest  fileTest   // "only docs changed": the only change it names (exclusions.go)
}

// changeClaims are the phrases of claimChanges, matched on the lower-cased
// claim.
var changeClaims = struct{ noDestroy, noDrift, applies, clean, only, metadata []string }{
	only:     []string{"only ", "just ", "solo ", "sólo ", "únicamente ", "只", "仅"},
	metadata: []string{"tag", "label", "description", "rename", "etiqueta", "descripción", "标签", "描述"},
	noDestroy: []string{"nothing is destroyed", "destroys nothing", "nothing destroyed", "no resources are destroyed", "not destroy",
		"without destroying", "nothing is replaced", "replaces nothing", "in place", "in-place", "only updates", "only changes tags",
		"only retags", "re-tag", "retag", "is safe", "no se destruye", "不会销毁", "不销毁"},
	noDrift: []string{"no drift", "matches the", "match the", "no changes", "nothing to change", "in sync", "up to date", "sin cambios", "没有漂移"},
	applies: []string{"creates", "adds", "applied", "is applied", "provisions", "crea ", "创建"},
	clean: []string{"working tree is clean", "tree is clean", "everything is committed", "all changes are committed", "nothing to commit",
		"is clean", "no uncommitted", "todo está confirmado", "工作区干净"},
}

// changesOf reads what a claim says about changes.
func changesOf(claim string) claimChanges {
	lower := strings.ToLower(claim)
	var c claimChanges
	has := func(list []string) bool {
		for _, p := range list {
			if strings.Contains(lower, p) {
				return true
			}
		}
		return false
	}
	c.noDestroy, c.noDrift, c.applies, c.clean = has(changeClaims.noDestroy), has(changeClaims.noDrift), has(changeClaims.applies), has(changeClaims.clean)
	// "only a tag change", "just relabels", "solo cambia etiquetas": a
	// change limited to metadata destroys and replaces nothing.
	c.noDestroy = c.noDestroy || has(changeClaims.only) && has(changeClaims.metadata)
	if i := onlyChangeAt(lower); i >= 0 {
		rest := lower[i:]
		switch {
		case strings.Contains(rest, "under "):
			w := strings.Fields(rest[strings.Index(rest, "under ")+len("under "):])
			if len(w) > 0 {
				c.only = strings.TrimRight(w[0], ".,;")
			}
		case strings.Contains(rest, "doc"):
			c.only = "doc"
		}
	}
	c.untouched = untouchedOf(lower)
	if c.only == "" {
		c.onlyTest, _ = onlyOf(lower)
	}
	for _, p := range []string{"merged into ", "is on ", "landed in ", "landed on ", "is in ", "contains ", "fusionado en ", "合并到"} {
		if i := strings.Index(lower, p); i >= 0 {
			if w := strings.Fields(lower[i+len(p):]); len(w) > 0 {
				c.on = strings.TrimRight(w[0], ".,;")
			}
		}
	}
	return c
}

// docFile reports a documentation path: docs/, *.md, *.rst, *.txt,
// README, CHANGELOG.
func docFile(p string) bool {
	l := strings.ToLower(p)
	return strings.HasPrefix(l, "docs/") || strings.Contains(l, "/docs/") || strings.HasSuffix(l, ".md") || strings.HasSuffix(l, ".rst") ||
		strings.HasSuffix(l, ".txt") || strings.HasPrefix(l, "readme") || strings.HasPrefix(l, "changelog")
}

// readChanges reads a structured output's changes against the claim: a
// plan that destroys or replaces refutes "nothing is destroyed"; one with
// changes refutes "no drift"; "No changes." refutes "the change is
// applied"; a diff summary outside the claim's "only" refutes it; a dirty
// tree refutes "everything is committed"; a log of the claimed branch
// holding the claim's identifiers affirms "merged into main". It sets the
// reading's outcome when the output says something of the claim.
func (c *Claim) readChanges(r *Reading, source string) {
	ch := r.ch
	if !c.changesRead {
		c.changes, c.changesRead = changesOf(c.Text), true // only a structured output needs them
	}
	cc := &c.changes
	fail := func(rule, line string) { r.Outcome, r.Rule, r.Lines, r.Refutes = Fail, rule, []string{line}, true }
	pass := func(rule, line string) { r.Outcome, r.Rule, r.Lines, r.checked = Pass, rule, []string{line}, true }
	summary := func() string {
		if ch.none {
			return "No changes."
		}
		return "Plan: " + itoa(ch.add) + " to add, " + itoa(ch.change) + " to change, " + itoa(ch.destroy) + " to destroy"
	}
	if !ch.plan && c.readExclusions(r, ch.files) {
		return
	}
	switch {
	case ch.plan && cc.noDestroy && (ch.destroy > 0 || ch.replace > 0):
		fail("tf-destroys", summary())
	case ch.plan && cc.noDrift && !ch.none:
		fail("tf-changes", summary())
	case ch.plan && (cc.noDestroy || cc.noDrift):
		pass("tf-plan", summary())
	case ch.plan && cc.applies && ch.none:
		r.Outcome, r.Rule, r.Lines, r.Pending = Fail, "tf-noop", []string{summary()}, true
	case cc.clean && ch.dirty:
		fail("git-dirty", "changes not committed (git status)")
	case cc.clean && ch.clean:
		pass("git-clean", "nothing to commit, working tree clean")
	case cc.only != "" && len(ch.files) > 0:
		for _, f := range ch.files {
			if cc.only == "doc" && !docFile(f) || cc.only != "doc" && !strings.HasPrefix(strings.ToLower(f), cc.only) {
				fail("diff-outside", f+": changed, outside what the claim says it only changes")
				return
			}
		}
		pass("diff-inside", strings.Join(ch.files[:min(3, len(ch.files))], ", "))
	case cc.on != "" && len(ch.commits) > 0 && strings.Contains(strings.ToLower(source), cc.on):
		for _, commit := range ch.commits {
			if len(c.Subject.Idents) > 0 && len(c.sharedIdents(commit)) > 0 {
				pass("git-log-contains", commit)
				return
			}
		}
	}
}

// onlyChangeAt returns where a claim limits a change ("only changes",
// "changes only", "touches only files under", "solo cambia"), or -1.
func onlyChangeAt(lower string) int {
	for _, p := range [...]string{"only change", "only touch", "only modif", "only edit", "changes only", "changed only",
		"touches only", "touched only", "modifies only", "modified only", "edits only", "solo cambia", "sólo cambia", "cambia solo"} {
		if i := strings.Index(lower, p); i >= 0 {
			return i
		}
	}
	return -1
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for ; n > 0; n /= 10 {
		i--
		b[i] = byte('0' + n%10)
	}
	return string(b[i:])
}
