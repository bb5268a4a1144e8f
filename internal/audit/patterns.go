package audit

import (
	"regexp"
	"sync"
)

// DataLoss is the category of irreversible operations (SPEC §5, audit).
const DataLoss Category = "data-loss"

// A Pattern is one row of the table of concrete operations that audit's
// data-loss and security categories fire on (SPEC §5): a name, its
// category, an RE2 expression matched case-insensitively against a command
// or a piece of code, and the message a finding carries. The table is
// shared by audit and by the gate's PreToolUse check (SPEC §13), so both
// see the same operations.
type Pattern struct {
	Name     string
	Category Category
	Expr     string
	Message  string
	// Removed marks a row that fires when a change takes the matched text
	// away (an edit whose old text has it and whose new text does not),
	// such as an authentication guard.
	Removed bool
}

// Patterns is the table. Adding an operation is adding a row. Each
// expression must match the operation itself, not prose about it: the
// caller decides which text is an operation (a command that only mentions
// one, such as grep "DROP TABLE", is not).
var Patterns = []Pattern{
	{Name: "drop-table", Category: DataLoss, Expr: `\bdrop\s+(table|database|schema|column)\b`,
		Message: "drops a table, column, schema or database: irreversible without a backup; confirm a restorable backup and a rollback path first"},
	{Name: "truncate-table", Category: DataLoss, Expr: `\btruncate\s+(table\s+)?[a-z_"\x60\[]`,
		Message: "truncates a table: every row goes at once; confirm a backup and a rollback path first"},
	{Name: "delete-without-where", Category: DataLoss, Expr: `\bdelete\s+from\s+[a-z0-9_."\x60\[\]]+\s*(;|$|\)|"|')`,
		Message: "deletes every row (DELETE without WHERE): confirm the scope, a backup and a rollback path first"},
	{Name: "rm-recursive-force", Category: DataLoss, Expr: `\brm\s+(-[a-z]*r[a-z]*f[a-z]*|-[a-z]*f[a-z]*r[a-z]*|(-[a-z]+\s+)*(-r|-R|--recursive)\s+(-[a-z]+\s+)*(-f|--force)|(-[a-z]+\s+)*(-f|--force)\s+(-[a-z]+\s+)*(-r|-R|--recursive))\b`,
		Message: "removes files recursively and without asking (rm -rf): nothing to undo; check the path and what a backup holds"},
	{Name: "git-push-force", Category: DataLoss, Expr: `\bgit\s+push\b[^;&|]*\s(--force(-with-lease)?|-f)\b`,
		Message: "force-pushes, rewriting the remote's history: others' commits can be lost; say which branch and why"},
	{Name: "git-delete-branch", Category: DataLoss, Expr: `\bgit\s+(branch\s+[^;&|]*(?-i:-D)\b|push\s+[^;&|]*(--delete\b|\s:[a-z0-9]))`,
		Message: "deletes a branch: unmerged commits on it are lost; check it is merged or backed up"},
	{Name: "git-discard-work", Category: DataLoss, Expr: `\bgit\s+(reset\s+[^;&|]*--hard|clean\s+-[a-z]*f)`,
		Message: "discards uncommitted work (git reset --hard / git clean -f): nothing to undo; stash or commit first"},
	{Name: "delete-bucket-or-volume", Category: DataLoss, Expr: `\b(aws\s+s3\s+rb\b|aws\s+s3\s+rm\b[^;&|]*--recursive|gsutil\s+(-m\s+)?rm\s+-r|gcloud\s+storage\s+(buckets\s+delete|rm\s+-r)|docker\s+volume\s+(rm|prune)|kubectl\s+delete\s+(pvc|pv|persistentvolume|persistentvolumeclaim|namespace|ns)\b)`,
		Message: "deletes a bucket, volume or namespace with its data: confirm a backup and that nothing still needs it"},
	{Name: "drop-database-tool", Category: DataLoss, Expr: `\b(dropdb\s|rails\s+db:(drop|reset)|rake\s+db:(drop|reset)|prisma\s+migrate\s+reset|manage\.py\s+flush|mkfs(\.[a-z0-9]+)?\s|dd\s+[^;&|]*of=/dev/)`,
		Message: "wipes a database or a device: irreversible; confirm a backup and a rollback path first"},
	{Name: "disable-backups", Category: DataLoss, Expr: `(backup[a-z_]*\s*[:=]\s*(false|0|"?off"?|"?disabled"?)\b|\bdelete-(db-)?snapshot\b|\bdelete-backup\b)`,
		Message: "disables or deletes backups: the next failure becomes permanent; keep a restorable copy"},

	{Name: "tls-verify-off", Category: Security, Expr: `(insecureskipverify\s*:\s*true|verify\s*=\s*false\b|rejectunauthorized\s*:\s*false|node_tls_reject_unauthorized\s*=\s*['"]?0|\bcurl\b[^;&|]*\s(-k|--insecure)\b|sslverify\s+false|ssl_verify\s*=\s*false|check_hostname\s*=\s*false)`,
		Message: "turns TLS certificate verification off: anyone on the path can read and change the traffic; fix the trust store instead"},
	{Name: "world-writable", Category: Security, Expr: `(\bchmod\s+(-[a-z]+\s+)*(0?777|a\+rwx|o\+w)\b|\b0o?777\b)`,
		Message: "makes files world-writable (777): any local user or process can change them; grant the narrowest mode"},
	{Name: "cors-any-origin-with-credentials", Category: Security, Expr: `access-control-allow-origin["']?\s*[:,=]\s*["']?\*[\s\S]{0,300}allow-credentials["']?\s*[:,=]\s*["']?true`,
		Message: "allows any origin with credentials (CORS *): any site can act as the signed-in user; list the allowed origins"},
	{Name: "csrf-off", Category: Security, Expr: `(@csrf_exempt\b|csrf_enabled\s*=\s*false|csrf\s*:\s*false|csrf\(\)\.disable\(\)|\.csrf\(\s*\w*\s*->\s*\w*\.disable\(\)\))`,
		Message: "turns CSRF protection off: other sites can submit requests as the user; keep it on and exempt nothing by default"},
	{Name: "sql-concatenation", Category: Security, Expr: `(["'\x60]\s*(select|insert|update|delete)\s[^"'\x60]*\b(from|into|set|where)\b[^"'\x60]*["'\x60]\s*(\+|\|\||\.)\s*[a-z_]|\bf("(select|insert|update|delete)\s[^"]*\{|'(select|insert|update|delete)\s[^']*\{))`,
		Message: "builds SQL by string concatenation: input can rewrite the query (injection); use parameters"},
	{Name: "exec-of-input", Category: Security, Expr: `(\beval\s*\(\s*(req|request|input|params|argv|body|user)|\bexec\.command\(\s*"(sh|bash)"\s*,\s*"-c"\s*,\s*[a-z_]|subprocess\.\w+\([^)]*shell\s*=\s*true|\bos\.system\s*\(\s*[a-z_]+\s*\+)`,
		Message: "executes input as code or through a shell: input can run commands; pass arguments without a shell"},
	{Name: "auth-guard-removed", Category: Security, Removed: true,
		Expr:    `\b(require_?auth\w*|is_?authenticated|ensure_?authenticated|authorize\w*|login_required|check_?permission\w*|has_?permission|verify_?token|authenticate\w*|require_?role|requires_?auth)\b`,
		Message: "removes an authentication or permission guard: the code behind it becomes open to every caller; keep the guard, or show the test that proves the new path is guarded"},
	{Name: "pipe-to-shell", Category: Security, Expr: `\b(curl|wget)\b[^;&|]*\|\s*(sudo\s+)?(sh|bash|zsh)\b`,
		Message: "runs a downloaded script without reading it (curl | sh): pin and check what you run"},
}

var (
	compileOnce sync.Once
	compiled    []*regexp.Regexp
)

func patternExprs() []*regexp.Regexp {
	compileOnce.Do(func() {
		compiled = make([]*regexp.Regexp, len(Patterns))
		for i, p := range Patterns {
			compiled[i] = regexp.MustCompile(`(?im)` + p.Expr)
		}
	})
	return compiled
}

// A PatternMatch is one row of [Patterns] found in a text.
type PatternMatch struct {
	Pattern *Pattern
	// Text is what matched, as written.
	Text string
}

// MatchPatterns returns the rows of [Patterns] that match s, in table
// order, each once. Rows that fire on removal are left to [MatchRemoved].
func MatchPatterns(s string) []PatternMatch {
	var out []PatternMatch
	for i, re := range patternExprs() {
		if Patterns[i].Removed {
			continue
		}
		if loc := re.FindStringIndex(s); loc != nil {
			out = append(out, PatternMatch{&Patterns[i], s[loc[0]:loc[1]]})
		}
	}
	return out
}

// MatchRemoved returns the rows that fire on removal whose text old has
// and new does not.
func MatchRemoved(old, new string) []PatternMatch {
	var out []PatternMatch
	for i, re := range patternExprs() {
		if !Patterns[i].Removed {
			continue
		}
		if loc := re.FindStringIndex(old); loc != nil && !re.MatchString(new) {
			out = append(out, PatternMatch{&Patterns[i], old[loc[0]:loc[1]]})
		}
	}
	return out
}
