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
	// Prose marks a row that matches a description of the operation in
	// words ("drop the legacy_orders table", "comment out the admin
	// check"). Audit reads descriptions and uses these rows; the gate,
	// which sees the operation itself, skips them.
	Prose bool
	// Property lists phrases (read with the phrase engine of
	// internal/reading) that show a test plan tests the security property
	// the row breaks — "x509" for TLS verification, "403" for a removed
	// guard. Only such a plan lowers a security finding (SPEC §5).
	Property []string
	// Needs lists lower-case literals of which the text must hold one for
	// Expr to be worth running: a prefilter, never a reason to match.
	Needs []string
	// AlsoNeeds, when set, is a second such list: the text must hold one
	// of these as well (the verb and the object of a described operation).
	// Literals hold no 's' or 'k', which (?i) also folds from 'ſ' and 'K'.
	AlsoNeeds []string
	// Unless is an expression that, found in the operation (the match and
	// the rest of its command, up to the next ;, &&, | or line), makes it no
	// loss for audit: deleting a cache or build directory loses nothing that
	// cannot be rebuilt. The gate, which asks before any rm -rf, ignores it.
	Unless string
}

// Patterns is the table. Adding an operation is adding a row. Each
// expression must match the operation itself — or, in a Prose row, a
// description of it in words — not a mention of it: the caller decides
// which text is an operation (a command that only mentions one, such as
// grep "DROP TABLE", is not; audit skips one that a change removes or
// negates).
var Patterns = []Pattern{
	{Name: "drop-table", Needs: []string{"drop"}, Category: DataLoss, Expr: `\bdrop\s+(table|database|schema|column)\b`,
		Message: "drops a table, column, schema or database: irreversible without a backup; confirm a restorable backup and a rollback path first"},
	{Name: "truncate-table", Needs: []string{"truncate"}, Category: DataLoss, Expr: `\btruncate\s+(table\s+[a-z_"\x60\[]|(the\s+)?[a-z0-9_."\x60\[\]]+(\s+[a-z_]+)?\s+table\b|[a-z0-9_."\x60\[\]]+\s*;)`,
		Message: "truncates a table: every row goes at once; confirm a backup and a rollback path first"},
	{Name: "delete-without-where", Needs: []string{"delete"}, Category: DataLoss, Expr: `\bdelete\s+from\s+[a-z0-9_."\x60\[\]]+\s*(;|$|\)|"|')`,
		Message: "deletes every row (DELETE without WHERE): confirm the scope, a backup and a rollback path first"},
	{Name: "rm-recursive-force", Needs: []string{"rm"}, Category: DataLoss, Unless: buildOutputs, Expr: `\brm\s+(-[a-z]*r[a-z]*f[a-z]*|-[a-z]*f[a-z]*r[a-z]*|(-[a-z]+\s+)*(-r|-R|--recursive)\s+(-[a-z]+\s+)*(-f|--force)|(-[a-z]+\s+)*(-f|--force)\s+(-[a-z]+\s+)*(-r|-R|--recursive))\b`,
		Message: "removes files recursively and without asking (rm -rf): nothing to undo; check the path and what a backup holds"},
	{Name: "git-push-force", Needs: []string{"push"}, Category: DataLoss, Expr: `\bgit\s+push\b[^;&|]*\s(--force(-with-lease)?|-f)\b`,
		Message: "force-pushes, rewriting the remote's history: others' commits can be lost; say which branch and why"},
	{Name: "git-delete-branch", Needs: []string{"git"}, Category: DataLoss, Expr: `\bgit\s+(branch\s+[^;&|]*(?-i:-D)\b|push\s+[^;&|]*(--delete\b|\s:[a-z0-9]))`,
		Message: "deletes a branch: unmerged commits on it are lost; check it is merged or backed up"},
	{Name: "git-discard-work", Needs: []string{"git"}, Category: DataLoss, Expr: `\bgit\s+(reset\s+[^;&|]*--hard|clean\s+-[a-z]*f)`,
		Message: "discards uncommitted work (git reset --hard / git clean -f): nothing to undo; stash or commit first"},
	{Name: "delete-bucket-or-volume", Needs: []string{"s3", "gsutil", "gcloud", "docker", "kubectl", "force_destroy"}, Category: DataLoss, Expr: `\b(aws\s+s3\s+rb\b|aws\s+s3\s+rm\b[^;&|]*--recursive|gsutil\s+(-m\s+)?rm\s+-r|gcloud\s+storage\s+(buckets\s+delete|rm\s+-r)|docker\s+volume\s+(rm|prune)|kubectl\s+(-{1,2}[a-z-]+(=\S+|\s+[^-\s]\S*)?\s+)*delete\s+(pvc|pv|persistentvolume|persistentvolumeclaim|namespace|ns)\b|force_destroy\s*=\s*true)`,
		Message: "deletes a bucket, volume or namespace with its data: confirm a backup and that nothing still needs it"},
	{Name: "drop-database-tool", Needs: []string{"dropdb", "db:", "prisma", "flush", "mkfs", "dd"}, Category: DataLoss, Expr: `\b(dropdb\s|rails\s+db:(drop|reset)|rake\s+db:(drop|reset)|prisma\s+migrate\s+reset|manage\.py\s+flush|mkfs(\.[a-z0-9]+)?\s|dd\s+[^;&|]*of=/dev/)`,
		Message: "wipes a database or a device: irreversible; confirm a backup and a rollback path first"},
	{Name: "disable-backups", Needs: []string{"backup", "snapshot"}, Category: DataLoss, Expr: `(backup[a-z_]*\s*[:=]\s*(false|0|"?off"?|"?disabled"?)\b|\bdelete-(db-)?snapshot\b|\bdelete-backup\b|suspend\s*:\s*true[^\n]{0,80}backup|backup[^\n]{0,80}suspend\s*:\s*true)`,
		Message: "disables or deletes backups: the next failure becomes permanent; keep a restorable copy"},

	// Data loss described in words (audit only).
	{Name: "drop-table-described", Needs: []string{"drop", "truncat", "delet", "remov", "elimin", "borra", "vac", "删", "清空", "丢弃"}, Category: DataLoss, Prose: true,
		Expr:    `(\b(drop|drops|dropping|truncate|truncates|truncating)\s+(the\s+)?([a-z0-9_.\x60"-]+\s+){0,3}(table|tables|column|columns|database|schema)\b|\b(delete|deletes|deleting|remove|removes|removing)\s+(the\s+)?([a-z0-9_.\x60"-]+\s+){0,2}(database|databases|schema)\b|\b(eliminar|elimina|borrar|borra|vaciar|vac[ií]a)\s+(la|las|el|los)\s+(tabla|tablas|columna|columnas|base\s+de\s+datos)\b|(删除|删掉|清空|丢弃|删)[^，。；\n]{0,20}(表|数据库|库|列))`,
		Message: "drops or empties a table, column or database: irreversible without a backup; confirm a restorable backup and a rollback path first"},
	// "Remove the pricing table" may be a page; it is data only in a
	// database's context, named in the same sentence.
	{Name: "delete-table-described", Needs: []string{"table", "column"}, AlsoNeeds: []string{"delet", "remov"}, Category: DataLoss, Prose: true,
		Expr:    `(\b(delete|deletes|deleting|remove|removes|removing)\s+(the\s+)?([a-z0-9_.\x60"-]+\s+){0,3}(table|tables|column|columns)\b[^.\n]{0,80}\b(database|db|sql|postgres\w*|mysql|sqlite|migration|production|prod)\b|\b(database|db|sql|postgres\w*|mysql|sqlite|migration|production|prod)\b[^.\n]{0,80}\b(delete|deletes|deleting|remove|removes|removing)\s+(the\s+)?([a-z0-9_.\x60"-]+\s+){0,3}(table|tables|column|columns)\b)`,
		Message: "deletes a table or column with its data: irreversible without a backup; confirm a restorable backup and a rollback path first"},
	{Name: "delete-storage-described", Needs: []string{"delet", "destroy", "remov", "drop", "wipe", "purge", "删", "清空"}, Category: DataLoss, Prose: true,
		AlsoNeeds: []string{"buc", "volume", "pvc", "name", "di", "folder", "data", "目录", "存储桶", "卷", "数据"},
		Unless:    buildOutputs,
		Expr:      `(\b(delete|deletes|deleting|destroy|destroys|destroying|remove|removes|removing|drop|wipe|wipes|wiping|purge|purges)\s+(the\s+|all\s+|every\s+)?([a-z0-9_./:*-]+\s+){0,4}(bucket|buckets|volume|volumes|pvc|persistent\s+volumes?|namespace|directory|folder|disk|data\s+dir\w*)\b|(删除|清空|删掉)[^，。；\n]{0,20}(目录|存储桶|卷|数据))`,
		Message:   "deletes stored data (a bucket, volume or directory): irreversible; confirm a backup and that nothing still needs it"},
	{Name: "delete-branch-described", Needs: []string{"branch"}, Category: DataLoss, Prose: true, Expr: `\b(delete|deletes|deleting|remove|removing)\s+(the\s+)?((remote|old|stale|merged|release|feature)\s+|[a-z0-9_.-]*[/0-9][a-z0-9_./-]*\s+)(branch|branches)\b`,
		Message: "deletes a branch: unmerged commits on it are lost; check it is merged or backed up"},
	{Name: "force-push-described", Needs: []string{"force"}, Category: DataLoss, Prose: true, Expr: `\bforce[- ]push(es|ed|ing)?\b`,
		Message: "force-pushes, rewriting the remote's history: others' commits can be lost; say which branch and why"},
	{Name: "disable-backups-described", Needs: []string{"backup", "copia", "备份"}, Category: DataLoss, Prose: true,
		Expr:    `(\b(disabl\w*|turn\w*\s+off|stop\w*|suspend\w*|delet\w*|remov\w*|drop\w*)\s+(the\s+)?([a-z0-9_./-]+\s+){0,3}(backup|backups)\b|\b(desactivar|eliminar|quitar)\s+(las?\s+)?copias?\s+de\s+seguridad|(关闭|停用|删除|取消)[^，。；\n]{0,10}备份)`,
		Message: "disables or deletes backups: the next failure becomes permanent; keep a restorable copy"},

	{Name: "tls-verify-off", Needs: []string{"insecureskipverify", "verify", "rejectunauthorized", "node_tls", "curl", "sslverify", "ssl_verify", "check_hostname"}, Category: Security, Expr: `(insecureskipverify\s*:\s*true|verify\s*=\s*false\b|rejectunauthorized\s*:\s*false|node_tls_reject_unauthorized\s*=\s*['"]?0|\bcurl\b[^;&|]*\s(-k|--insecure)\b|sslverify\s+false|ssl_verify\s*=\s*false|check_hostname\s*=\s*false)`,
		Message:  "turns TLS certificate verification off: anyone on the path can read and change the traffic; fix the trust store instead",
		Property: tlsProperty},
	{Name: "world-writable", Needs: []string{"777", "chmod"}, Category: Security, Expr: `(\bchmod\s+(-[a-z]+\s+)*(0?777|a\+rwx|o\+w)\b|\b0o?777\b)`,
		Message:  "makes files world-writable (777): any local user or process can change them; grant the narrowest mode",
		Property: []string{"permission denied", "other users", "world-writable", "world writable", "0755", "0750", "0700", "file mode"}},
	{Name: "cors-any-origin-with-credentials", Needs: []string{"access-control-allow-origin"}, Category: Security, Expr: `access-control-allow-origin["']?\s*[:,=]\s*["']?\*[\s\S]{0,300}allow-credentials["']?\s*[:,=]\s*["']?true`,
		Message:  "allows any origin with credentials (CORS *): any site can act as the signed-in user; list the allowed origins",
		Property: corsProperty},
	{Name: "csrf-off", Needs: []string{"csrf"}, Category: Security, Expr: `(@csrf_exempt\b|csrf_enabled\s*=\s*false|csrf\s*:\s*false|csrf\(\)\.disable\(\)|\.csrf\(\s*\w*\s*->\s*\w*\.disable\(\)\))`,
		Message:  "turns CSRF protection off: other sites can submit requests as the user; keep it on and exempt nothing by default",
		Property: csrfProperty},
	{Name: "sql-concatenation", Needs: []string{"select", "insert", "update", "delete"}, Category: Security, Expr: `(["'\x60]\s*(select|insert|update|delete)\s[^"\x60]*\b(from|into|set|where)\b[^"\x60]*["'\x60]\s*(\+|\|\||\.)\s*[a-z_]|\bf("(select|insert|update|delete)\s[^"]*\{|'(select|insert|update|delete)\s[^']*\{)|\b(sprintf|format|printf|fprintf)\w*\(\s*["\x60]\s*(select|insert|update|delete)\s[^"\x60]*%[-+#0-9.]*[svdqx]|["\x60](select|insert|update|delete)\s[^"\x60]*(%[sd]|\{\})[^"\x60]*["\x60]\s*(%\s*[a-z_(]|\.format\())`,
		Message:  "builds SQL by string concatenation: input can rewrite the query (injection); use parameters",
		Property: injectionProperty},
	{Name: "exec-of-input", Needs: []string{"eval", "exec.command", "subprocess", "os.system"}, Category: Security, Expr: `(\beval\s*\(\s*(req|request|input|params|argv|body|user)|\bexec\.command\(\s*"(sh|bash)"\s*,\s*"-c"\s*,\s*[a-z_]|subprocess\.\w+\([^)]*shell\s*=\s*true|\bos\.system\s*\(\s*[a-z_]+\s*\+)`,
		Message:  "executes input as code or through a shell: input can run commands; pass arguments without a shell",
		Property: injectionProperty},
	{Name: "auth-guard-removed", Category: Security, Removed: true,
		Expr:     `\b(require_?auth\w*|is_?authenticated|ensure_?authenticated|authorize\w*|login_required|check_?permission\w*|has_?permission|verify_?token|authenticate\w*|require_?role|requires_?auth)\b`,
		Message:  "removes an authentication or permission guard: the code behind it becomes open to every caller; keep the guard, or show the test that proves the new path is guarded",
		Property: guardProperty},
	{Name: "pipe-to-shell", Needs: []string{"curl", "wget"}, Category: Security, Expr: `\b(curl|wget)\b[^;&|]*\|\s*(sudo\s+)?(sh|bash|zsh)\b`,
		Message:  "runs a downloaded script without reading it (curl | sh): pin and check what you run",
		Property: []string{"checksum", "sha256", "signature"}},

	// Security operations described in words (audit only).
	{Name: "tls-verify-off-described", Needs: []string{"insecureskipverify", "tls", "ssl", "https", "cert", "verificaci", "证书"}, Category: Security, Prose: true,
		Expr:     `(\binsecureskipverify\b([^:=\w]|$)|\b(skip\w*|disabl\w*|turn\w*\s+off|bypass\w*|ignor\w*)\s+(the\s+)?(tls|ssl|https|certificate|cert)\s+(certificate\s+)?(verification|validation|checks?|verify|errors?)\b|\bdesactivar\s+la\s+verificaci[oó]n\s+(tls|ssl|de\s+certificados?|del\s+certificado)|(关闭|跳过|绕过|禁用|忽略)[^，。；\n]{0,10}(证书|tls|ssl))`,
		Message:  "turns TLS certificate verification off: anyone on the path can read and change the traffic; fix the trust store instead",
		Property: tlsProperty},
	{Name: "guard-removed-described", Needs: []string{"comment", "remov", "delet", "skip", "bypass", "disabl", "turn", "drop", "without", "comentar", "quitar", "eliminar", "desactivar", "saltar", "omitir", "注释", "去掉", "删除", "跳过", "绕过", "关闭", "禁用"}, Category: Security, Prose: true,
		// What each alternative ends in: the guard, "bypass", "without",
		// the Spanish guard or admin name, the Chinese check.
		AlsoNeeds: []string{"chec", "guard", "middleware", "verification", "validation", "decorator", "filter", "requirement", "bypa", "without",
			"comprobaci", "verificaci", "validaci", "chequeo", "admin", "校验", "检查", "鉴权", "认证", "权限", "验证"},
		Expr:     `(\b(comment(s|ed|ing)?\s+out|remov(e|es|ed|ing)|delet(e|es|ed|ing)|skip(s|ped|ping)?|bypass(es|ed|ing)?|disabl(e|es|ed|ing)|turn(s|ed|ing)?\s+off|drop(s|ped|ping)?)\s+(the\s+|an?\s+)?(\S+\s+){0,3}?\S*(auth\w*|is_?admin\w*|admin|permission\w*|role|access|login|csrf)\S*\s+(\S+\s+)?(checks?|guards?|middleware|verification|validation|decorators?|filters?|requirement)\b|\bbypass(es|ed|ing)?\s+(the\s+)?(auth\w*|login|permission\w*|access\s+control)|\bwithout\s+(a\s+|an\s+|any\s+)?(token|auth\w*|login|credentials)\b|\b(comentar|quitar|eliminar|desactivar|saltar|omitir)\s+(la\s+|el\s+)?(comprobaci[oó]n|verificaci[oó]n|validaci[oó]n|middleware|chequeo)\s+(de\s+|del\s+)?(administrador|admin|autenticaci[oó]n|autorizaci[oó]n|permisos|csrf|acceso)|\b(comentar|quitar)\s+\S*\s*\S*(esadmin|isadmin)|(注释掉|去掉|删除|跳过|绕过|关闭|禁用)[^，。；\n]{0,12}(校验|检查|鉴权|认证|权限|验证))`,
		Message:  "removes or bypasses an authentication or permission check: what it guarded becomes open to every caller; keep the check, or show the test that proves the new path is guarded",
		Property: guardProperty},
	{Name: "world-writable-described", Needs: []string{"777"}, Category: Security, Prose: true,
		Expr:     `((权限|permissions?|mode|permisos)[^,.，。;\n]{0,24}\b777\b|\b777\b[^,.，。;\n]{0,6}(权限|permissions?|permisos))`,
		Message:  "makes files world-writable (777): any local user or process can change them; grant the narrowest mode",
		Property: []string{"permission denied", "other users", "world-writable", "world writable", "0755", "0750", "0700", "file mode"}},
	{Name: "cors-any-origin-described", Needs: []string{"origin"}, Category: Security, Prose: true, Expr: `\b(all|any|every)\s+origins?\s+with\s+credentials\b`,
		Message:  "allows any origin with credentials (CORS *): any site can act as the signed-in user; list the allowed origins",
		Property: corsProperty},
	{Name: "sql-concatenation-described", Needs: []string{"sql", "query", "consulta", "查询"}, Category: Security, Prose: true,
		Expr:     `(\b(build|builds|building|construct\w*)\s+(the\s+)?(sql|query)(\s+string)?\s+(from|out\s+of|with\s+(fmt\.)?sprintf|with\s+string\s+formatting|by\s+(string\s+)?interpolat\w*)\b|\bconcatenat\w*[^.\n]{0,40}\b(sql|query)\b|\b(sql|query|consulta)\b[^.\n]{0,40}concatena|(拼接[^，。；\n]{0,10}(sql|查询)|(sql|查询)[^，。；\n]{0,10}拼接))`,
		Message:  "builds SQL by string concatenation: input can rewrite the query (injection); use parameters",
		Property: injectionProperty},
	{Name: "secret-in-code-described", Needs: []string{"hard", "secret", "passw", "key", "token", "credential"}, Category: Security, Prose: true,
		// "hard-coded", the verbs of storing it in the code, or the quote
		// around an assigned value.
		AlsoNeeds: []string{"hard", "tor", "put", "commit", "chec", "\"", "'"},
		Expr:      `(\bhard[- ]?cod\w*\s+(the\s+|a\s+|our\s+)?([a-z0-9_-]+\s+){0,3}(secret|password|api\s+key|token|credentials?|private\s+key|key)s?\b|\b(store|stores|storing|put|puts|putting|commit|commits|committing|check\s+in|checking\s+in)\s+(the\s+|our\s+|a\s+)?([a-z0-9_-]+\s+){0,3}(secret|password|api\s+key|token|signing\s+key|private\s+key|credentials?|key)s?\s+(in|into)\s+(the\s+)?(code|repo|repository|config\s+file|source|git|codebase)\b|\b\w*(secret|passwd|password|api_?key|apikey|private_?key|access_?key|signing_?key|auth_?token)\w*\s*(:=|=|:)\s*["'][^"'\n]{6,}["'])`,
		Message:   "puts a secret in the code: it ends up in history and every copy; read it from the environment or a secret store",
		Property:  []string{"environment variable", "env var", "secret store", "vault"}},
}

// buildOutputs are what can be deleted without loss: rebuilt or
// refetched on demand.
const buildOutputs = `\b(temp|tmp|cache|caches|build|dist|node_modules|target|__pycache__|\.pytest_cache|\.next|artifacts?|coverage|scratch)\b`

// The phrases that show a test plan tests a security property.
var (
	tlsProperty = []string{"self-signed", "self signed", "x509", "unknown ca", "unknown authority", "untrusted",
		"certificate error", "rejects", "refused", "refuses", "autofirmado", "rechaza", "证书错误", "拒绝"}
	guardProperty = []string{"401", "403", "unauthenticated", "unauthorized", "forbidden", "non-admin", "non admin",
		"denied", "rejected", "rejects", "no autorizado", "prohibido", "未授权", "无权限", "拒绝"}
	corsProperty      = []string{"origin", "origins"}
	csrfProperty      = []string{"csrf", "forged", "cross-site", "cross site"}
	injectionProperty = []string{"injection", "quote", "quotes", "metacharacter", "metacharacters", "inyección", "注入"}
)

var (
	compileOnce sync.Once
	compiled    []*regexp.Regexp
	unless      []*regexp.Regexp // nil where a row has no Unless
)

func patternExprs() []*regexp.Regexp {
	compileOnce.Do(func() {
		compiled = make([]*regexp.Regexp, len(Patterns))
		unless = make([]*regexp.Regexp, len(Patterns))
		for i, p := range Patterns {
			compiled[i] = regexp.MustCompile(`(?im)` + p.Expr)
			if p.Unless != "" {
				unless[i] = regexp.MustCompile(`(?i)` + p.Unless)
			}
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
// order, each once. Rows that fire on removal are left to [MatchRemoved];
// rows that match prose are left to audit.
func MatchPatterns(s string) []PatternMatch {
	var out []PatternMatch
	for i, re := range patternExprs() {
		if Patterns[i].Removed || Patterns[i].Prose {
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
