package audit

import (
	"regexp"
	"sync"
)

// DataLoss is the category of irreversible operations (docs/rules.md §5, audit).
const DataLoss Category = "data-loss"

// A Pattern is one row of the table of concrete operations that audit's
// data-loss and security categories fire on (docs/rules.md §5): a name, its
// category, an RE2 expression matched case-insensitively against a command
// or a piece of code, and the message a finding carries. The table is
// shared by audit and by the gate's PreToolUse check (docs/rules.md §13), so both
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
	// guard. Only such a plan lowers a security finding (docs/rules.md §5).
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
	// Without is an expression that, found in the matched text itself,
	// makes it no match for audit and the gate alike: an UPDATE whose SET
	// clause runs on into a WHERE is scoped.
	Without string
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
	{Name: "git-push-force", Needs: []string{"push"}, Category: DataLoss, Expr: `\bgit\s+push\b[^;&|]*\s(--force(-with-lease|-if-includes)?|-f|--mirror|--prune)\b`,
		Message: "force-pushes, rewriting the remote's history: others' commits can be lost; say which branch and why"},
	{Name: "git-delete-branch", Needs: []string{"git"}, Category: DataLoss, Expr: `\bgit\s+(branch\s+[^;&|]*((?-i:-D)\b|--delete\s+--force\b|--force\s+--delete\b|\s-(?-i:df|fd)\b)|push\s+[^;&|]*(--delete\b|\s:[a-z0-9])|update-ref\s+-d\b)`,
		Message: "deletes a branch: unmerged commits on it are lost; check it is merged or backed up"},
	{Name: "git-discard-work", Needs: []string{"git"}, Category: DataLoss, Expr: `\bgit\s+(reset\s+[^;&|]*--hard|clean\s+([^;&|\n]*\s)?(-[a-z]*f[a-z]*|--force)\b|checkout\s+((-f|--force)\s+)?(--\s+)?\.(\s|$)|checkout\s+(-f|--force)\b|restore\s+((--worktree|-w|-s\s*\S+|--source[= ]\S+)\s+)*(--\s+)?\.(\s|$)|stash\s+(drop|clear)\b)`,
		Message: "discards uncommitted work (git reset --hard / git clean -f): nothing to undo; stash or commit first"},
	{Name: "delete-bucket-or-volume", Needs: []string{"s3", "gsutil", "gcloud", "docker", "kubectl", "force_destroy", "podman"}, Category: DataLoss, Expr: `\b(aws\s+s3\s+rb\b|aws\s+s3\s+rm\b[^;&|]*--recursive|aws\s+s3\s+sync\b[^;&|]*\s--delete\b|(docker|podman)([- ]compose|\s+compose)\s+down\b[^;&|]*\s(-v|--volumes)\b|podman\s+volume\s+(rm|prune)\b|gsutil\s+(-m\s+)?rm\s+-r|gcloud\s+storage\s+(buckets\s+delete|rm\s+-r)|docker\s+volume\s+(rm|prune)|kubectl\s+(-{1,2}[a-z-]+(=\S+|\s+[^-\s]\S*)?\s+)*delete\s+(pvc|pv|persistentvolume|persistentvolumeclaim|namespace|ns)\b|force_destroy\s*=\s*true)`,
		Message: "deletes a bucket, volume or namespace with its data: confirm a backup and that nothing still needs it"},
	{Name: "drop-database-tool", Needs: []string{"dropdb", "db:", "prisma", "flush", "mkfs", "dd", "wipefs"}, Category: DataLoss, Expr: `\b(dropdb\s|rails\s+db:(drop|reset)|rake\s+db:(drop|reset)|prisma\s+migrate\s+reset|manage\.py\s+flush|mkfs(\.[a-z0-9]+)?\s|dd\s+[^;&|]*of=/dev/|wipefs\s)`,
		Message: "wipes a database or a device: irreversible; confirm a backup and a rollback path first"},
	{Name: "disable-backups", Needs: []string{"backup", "snapshot"}, Category: DataLoss, Expr: `(backup[a-z_]*\s*[:=]\s*(false|0|"?off"?|"?disabled"?)\b|--backup-retention-period[= ]0\b|\bdelete-(db-)?snapshot\b|\bdelete-backup\b|suspend\s*:\s*true[^\n]{0,80}backup|backup[^\n]{0,80}suspend\s*:\s*true)`,
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

	{Name: "tls-verify-off", Needs: []string{"insecureskipverify", "verify", "rejectunauthorized", "node_tls", "curl", "ssl", "check_hostname", "cert_none", "trust", "ca_bundle"}, Category: Security,
		// The switches of the clients and languages agents meet: Go, Python
		// (requests, ssl), Node, curl, git, npm and yarn, the AWS and
		// gcloud CLIs, Java's verifiers, Ruby's and PHP's peer checks, in
		// flags, environment and config files.
		Expr:     `(insecureskipverify\s*:\s*true|verify\s*=\s*false\b|rejectunauthorized\s*:\s*false|node_tls_reject_unauthorized\s*=\s*['"]?0|\bcurl\b[^;&|]*\s(-k|--insecure)\b|sslverify\s*[= ]\s*(false|0|no)\b|ssl_verify\s*=\s*false|check_hostname\s*=\s*false|strict-ssl\s*[= ]\s*false\b|--no-verify-ssl\b|disable_ssl_validation\s+true\b|_create_unverified_context\b|\bcert_none\b|\bverify_none\b|(noop|allowall)hostnameverifier|trustallcerts|insecuretrustmanager|trustallstrategy|curlopt_ssl_verify(peer|host)\s*,\s*(false|0)\b|\b(requests|curl)_ca_bundle\s*=\s*(""|''|\s|$))`,
		Message:  "turns TLS certificate verification off: anyone on the path can read and change the traffic; fix the trust store instead",
		Property: tlsProperty},
	{Name: "world-writable", Needs: []string{"777", "chmod", "umask", "-m"}, Category: Security,
		// A mode whose last digit lets others write (666, 0777, 1777), a
		// symbolic grant of write to others or all, a umask that keeps
		// others' write bit.
		Expr:     `(\bchmod\s+(-[a-z]+\s+)*([0-7]?[0-7][0-7][2367]|[ugo]*[ao][ugo]*\+[rwxt]*w[rwxt]*)\b|\b(mkdir|install)\b[^;&|]*\s-m\s*['"]?[0-7]?[0-7][0-7][2367]\b|\bumask\s+0*[0-7]?[0-7]?[0145]\b|\b0o?777\b)`,
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
		Expr:     `\b(require_?auth\w*|is_?authenticated|ensure_?authenticated|authorize\w*|login_required|check_?permission\w*|has_?permission|verify_?token|authenticate\w*|require_?role|requires_?auth|(is_?)?entitled|check_?entitlement\w*|has_?entitlement\w*|can_?access|check_?access)\b`,
		Message:  "removes an authentication or permission guard: the code behind it becomes open to every caller; keep the guard, or show the test that proves the new path is guarded",
		Property: guardProperty},
	{Name: "pipe-to-shell", Needs: []string{"curl", "wget"}, Category: Security,
		// Into a shell or an interpreter, through eval of what it prints,
		// or saved and run on the same line.
		Expr:     `\b(curl|wget)\b[^;&|]*\|\s*(sudo\s+)?(sh|bash|zsh|dash|ksh|python[0-9.]*|perl|ruby|node)\b|\beval\s+["']?\$\(\s*(curl|wget)\b|\b(curl|wget)\b[^;&|\n]*\s(-[a-z]*o|-O|--output(-document)?)[= ]\s*\S+\.(sh|bash|py)\b[^\n]*(&&|;)\s*(sudo\s+)?(sh|bash|zsh|python[0-9.]*)\s+\S+\.(sh|bash|py)\b`,
		Message:  "runs a downloaded script without reading it (curl | sh): pin and check what you run",
		Property: []string{"checksum", "sha256", "signature"}},

	// Operations an agent runs from a shell that the rows above miss (the
	// gate's check, docs/rules.md §13).
	{Name: "update-without-where", Needs: []string{"update"}, Category: DataLoss, Without: `\bwhere\b`,
		Expr:    `\bupdate\s+[a-z0-9_."\x60\[\]]+\s+set\s+[^;\n]*`,
		Message: "overwrites a column in every row (UPDATE without WHERE): the old values are gone; confirm the scope, a backup and a rollback path first"},
	{Name: "where-always-true", Needs: []string{"where"}, Category: DataLoss,
		Expr:    `\b(delete\s+from|update)\s[^;\n]*\bwhere\s+(1\s*=\s*1|0\s*=\s*0|true|1|'1'\s*=\s*'1'|not\s+false)\s*(;|$|"|'|\)|--|\bor\b)`,
		Message: "deletes or overwrites every row behind a WHERE that is always true (WHERE 1=1): confirm the scope, a backup and a rollback path first"},
	{Name: "xargs-delete", Needs: []string{"xargs"}, Category: DataLoss, Expr: `\bxargs\b[^;&|]*\s(rm|shred|unlink)\b`,
		Message: "deletes every file its input names (… | xargs rm): nothing to undo; list them first and check the path"},
	{Name: "rsync-delete", Needs: []string{"rsync"}, Category: DataLoss, Expr: `\brsync\b[^;&|]*\s--(delete(-before|-during|-delay|-after|-excluded)?|del|remove-source-files)\b`,
		Message: "deletes the destination's files that the source lacks (rsync --delete): nothing to undo; run it with --dry-run first"},
	{Name: "sql-truncate-in-client", Needs: []string{"truncate"}, Category: DataLoss,
		Expr:    `\b(psql|mysql|mariadb|sqlite3|clickhouse-client|sqlcmd|cockroach\s+sql)\b[^;&|]*\btruncate\s+(table\s+)?["\x60\[]?[a-z_][a-z0-9_."\x60\]]*`,
		Message: "truncates a table through a database client: every row goes at once; confirm a backup and a rollback path first"},
	{Name: "find-delete", Needs: []string{"find"}, Category: DataLoss, Expr: `\bfind\s+[^;&|]*(\s-delete\b|\s-exec(dir)?\s+(rm|shred|unlink)\b)`,
		Message: "deletes every file find matches: nothing to undo; list them first (-print) and check the path"},
	{Name: "git-push-plus-refspec", Needs: []string{"push"}, Category: DataLoss, Expr: `\bgit\s+push\b[^;&|]*\s\+[a-z0-9_./:-]+`,
		Message: "force-pushes through a +refspec, rewriting the remote's history: others' commits can be lost; say which branch and why"},
	{Name: "key-value-store-flush", Needs: []string{"flu"}, Category: DataLoss, Expr: `\b(redis-cli|valkey-cli|keydb-cli)\b[^;&|]*\bflush(all|db)\b|\bflush(all|db)\b[^;&]*\|\s*(redis-cli|valkey-cli|keydb-cli)\b|\.flush(all|db)\s*\(`,
		Message: "flushes a key-value store: every key goes at once; confirm a backup (an RDB or AOF copy) first"},
	{Name: "document-store-drop", Needs: []string{"drop", "deletemany"}, Category: DataLoss,
		Expr:    `\bdb\.dropdatabase\s*\(|\bdb\.([a-z0-9_]+|getcollection\(\s*['"][^'"]+['"]\s*\))\.(drop\s*\(\s*\)|remove\s*\(\s*\{\s*\}\s*\))|\.deletemany\s*\(\s*\{\s*\}\s*\)`,
		Message: "drops a database or collection, or deletes every document: irreversible without a backup; confirm one first"},
	{Name: "infrastructure-destroy", Needs: []string{"destroy", "delete"}, Category: DataLoss,
		Expr:    `\b(terraform|tofu|pulumi|cdk|cdktf)\s+([^;&|\n]*\s)?destroy\b|\bterraform\s+apply\b[^;&|]*\s-destroy\b|\baws\s+cloudformation\s+delete-stack\b|\baz\s+group\s+delete\b|\bgcloud\s+projects\s+delete\b`,
		Message: "destroys the infrastructure a stack manages, data stores included: confirm the workspace, a backup and that nothing still needs it"},
	{Name: "container-volumes-prune", Needs: []string{"prune"}, Category: DataLoss, Expr: `\b(docker|podman)\s+system\s+prune\b[^;&|]*--volumes\b`,
		Message: "removes every unused volume with its data: confirm nothing in them is needed"},
	{Name: "file-destroyed", Needs: []string{"shred", "truncate"}, Category: DataLoss, Expr: `\bshred\s|\btruncate\s+(-[a-z]+\s+)*(-s\s*0\b|--size[= ]?0\b)`,
		Message: "destroys or empties a file's contents: nothing to undo; check the path and what a backup holds"},
	{Name: "file-emptied-by-redirect", Needs: []string{">", "/dev/null"}, Category: DataLoss, Expr: `(^|[;&|]\s*)(:|true)\s+>\s*[^\s;&|]+|\bcp\s+(-[a-z]+\s+)*/dev/null\s+[^\s;&|]+`,
		Message: "empties a file by redirection (: > file): its contents are gone; check the path and what a backup holds"},
	{Name: "recursive-delete-in-code", Needs: []string{"rmtree", "rmsync"}, Category: DataLoss, Expr: `\bshutil\.rmtree\s*\(|\bfs\.rmsync\s*\([^)]*recursive\s*:\s*true`,
		Message: "removes a directory tree from code (shutil.rmtree, fs.rmSync recursive), as rm -rf does: check the path and what a backup holds"},
	{Name: "download-trust-off", Needs: []string{"no-check-certificate", "trusted-host", "trusted_host", "strict-ssl", "gosumdb", "goinsecure", "gonosumdb"}, Category: Security,
		Expr:     `\bwget\b[^;&|]*--no-check-certificate\b|\b(pip3?|python3?\s+-m\s+pip|uv\s+pip)\s+install\b[^;&|]*--trusted-host\b|\b(npm|yarn|pnpm)\s+(config\s+)?set\s+strict-ssl\s+false\b|\bpip3?\s+config\s+set\s+\S*trusted-host\b|\bpip_trusted_host\s*=|^\s*trusted-host\s*=|\bgosumdb\s*=\s*off\b|\bgo(insecure|nosumdb|nosumcheck)\s*=\s*\S`,
		Message:  "downloads without checking the server's certificate (wget --no-check-certificate, pip --trusted-host, strict-ssl false): anyone on the path can swap what is installed; fix the trust store instead",
		Property: tlsProperty},
	{Name: "hidden-command", Needs: []string{"base64", "xxd", "openssl", "uudecode", "\\x"}, Category: Security,
		// A decoder (base64, xxd -r, openssl enc -d, uudecode) or escaped
		// bytes printed into a shell, or run by sh -c or eval.
		Expr:     `\b(base64\s+(-d|--decode|-D)|xxd\s+[^|;&]*-r|openssl\s+(base64|enc)\s[^|;&]*-d|uudecode)\b[^;&]*\|\s*(sudo\s+)?(sh|bash|zsh|dash|ksh)\b|\b(sh|bash|zsh|dash|ksh)\s+-[a-z]*c\s+[^;&]*\b(base64\s+(-d|--decode|-D)|xxd\s+[^|;&]*-r)\b|\beval\s+["']?\$\([^)]*\b(base64\s+(-d|--decode|-D)|xxd\s+[^|;&)]*-r)\b|\bprintf\s+['"]?(\\x[0-9a-f]{2}){2,}[^;&]*\|\s*(sudo\s+)?(sh|bash|zsh|dash|ksh)\b`,
		Message:  "runs a command hidden in base64: what it does cannot be read before it runs; decode it and run it in the clear",
		Property: []string{"decoded", "sha256", "checksum"}},
	{Name: "firewall-off", Needs: []string{"iptable", "ufw", "setenforce", "firewall", "nft", "apparmor"}, Category: Security,
		Expr:     `\biptables\s+(-t\s+\w+\s+)?(-F|--flush|-X)\b|\biptables\s+-P\s+\w+\s+ACCEPT\b|\bufw\s+(disable|default\s+allow)\b|\bsetenforce\s+(0|permissive)\b|\bsystemctl\s+(stop|disable|mask)\s+(--now\s+)?(firewalld|ufw|apparmor|nftables|iptables)\b|\bservice\s+(firewalld|ufw|apparmor|iptables|nftables)\s+stop\b|\bnft\s+flush\s+ruleset\b`,
		Message:  "turns a firewall or mandatory access control off (iptables -F, ufw disable, setenforce 0): every port and process it held back is open; change the one rule that is in the way",
		Property: []string{"port", "connection refused", "blocked", "denied"}},
	{Name: "authorized-keys-added", Needs: []string{"authorized_keys"}, Category: Security, Expr: `(>>?|\btee\b[^;&|]*|\b(cp|mv|install|ln|rsync|dd)\b[^;&|]*\s(of=)?|\bsed\s+[^;&|]*-i[^;&|]*\s)\s*[^\s;&|]*\.ssh/authorized_keys\b`,
		Message:  "adds a key to authorized_keys: whoever holds it can log in as this user; say whose key and why",
		Property: []string{"fingerprint", "whose key"}},
	{Name: "private-key-sent", Needs: []string{"id_rsa", "id_ed25519", "id_ecdsa", "id_dsa", ".pem", "private", ".ssh", ".aws", ".env", "credentials", ".netrc", "env", "printenv", ".npmrc", ".pypirc", ".kube", ".docker", "shadow"}, Category: Security,
		// A secret file (a private key, ~/.ssh, cloud and package manager
		// credentials, .env) or the whole environment, piped to a sender,
		// or given to one as the data it sends (curl -F f=@…, -d @…, -T;
		// scp or rsync to a host; nc < file).
		Expr: `(id_rsa|id_ed25519|id_ecdsa|id_dsa|\.pem\b|private[_-]?key|\.ssh\b|\.aws/credentials|\.netrc|\.git-credentials|\.docker/config\.json|\.kube/config|\.npmrc|\.pypirc|/etc/shadow|(^|[\s/])\.env\b|(^|[;&|]\s*)(env|printenv|export\s+-p)\s*)[^;&]*\|\s*(sudo\s+)?(nc|ncat|netcat|socat|telnet|curl|wget|ssh)\b` +
			`|\b(nc|ncat|netcat|socat|telnet)\b[^;&|]*<\s*[^\s;&|]*(id_rsa|id_ed25519|id_ecdsa|id_dsa|\.pem\b)` +
			`|\bcurl\b[^;&|]*(\s-[a-z]*[ft]\s*|\s--(form|upload-file)[= ]\s*|\s-d\s*|\s--data(-binary|-raw|-urlencode)?[= ]\s*)['"]?([a-z0-9_-]+=)?@?[^\s;&|]*(id_rsa|id_ed25519|id_ecdsa|id_dsa|\.aws/credentials|\.netrc|\.git-credentials|\.docker/config\.json|\.kube/config|/etc/shadow|\.env\b)` +
			`|\b(scp|sftp|rsync)\b[^;&|]*(id_rsa|id_ed25519|id_ecdsa|id_dsa|\.aws/credentials|\.ssh/?\s)[^;&|]*\s\S+:`,
		Message:  "sends a private key over the network: whoever receives it is this user wherever the key works; stop and rotate it if it went",
		Property: []string{"rotate", "revoke"}},
	{Name: "managed-database-delete", Needs: []string{"delete", "destroy", "reset"}, Category: DataLoss,
		Expr:    `\baws\s+rds\s+delete-db-(instance|cluster)\b|\bgcloud\s+sql\s+instances\s+delete\b|\baz\s+(sql\s+(db|server)|postgres\s+(flexible-)?server|mysql\s+(flexible-)?server|cosmosdb)\s+delete\b|\bheroku\s+(pg:reset|apps:destroy)\b|\b(fly|flyctl)\s+(apps|volumes|postgres)\s+destroy\b`,
		Message: "deletes a managed database or its app with the data: irreversible unless a final snapshot is kept; confirm one first"},
	{Name: "host-verification-off", Needs: []string{"stricthostkeychecking", "knownhostsfile", "ssl_no_verify", "httpsverify", "insecure-skip-tls-verify", "host_key_checking"}, Category: Security,
		Expr:     `stricthostkeychecking[= ]+(no|off)\b|userknownhostsfile[= ]+/dev/null|git_ssl_no_verify=['"]?(1|true)|pythonhttpsverify=['"]?0|--insecure-skip-tls-verify\b|host_key_checking\s*=\s*['"]?(false|0|no)\b`,
		Message:  "turns host or certificate verification off (StrictHostKeyChecking=no, GIT_SSL_NO_VERIFY, --insecure-skip-tls-verify): anyone on the path can pose as the server; pin its key or fix the trust store instead",
		Property: tlsProperty},
	{Name: "setuid-bit", Needs: []string{"chmod"}, Category: Security, Expr: `\bchmod\s+(-[a-z]+\s+)*([ugoa]*\+[rwx]*s[rwxt]*|[2-7][0-7]{3})\b`,
		Message:  "sets the setuid or setgid bit: the program runs with its owner's rights whoever starts it; drop the bit and grant the one right needed",
		Property: []string{"setuid", "privilege", "owner"}},
	{Name: "git-hook-written", Needs: []string{".git/hooks"}, Category: Security, Expr: `(>>?|\btee\b[^;&|]*|\b(cp|mv|install|ln)\b[^;&|]*\s)\s*[^\s;&|]*\.git/hooks/[a-z-]+`,
		Message:  "writes a git hook: it runs on every commit, checkout or push from now on, unseen; say what it does and why",
		Property: []string{"hook", "pre-commit"}},
	{Name: "sudoers-changed", Needs: []string{"sudoers", "nopasswd"}, Category: Security, Expr: `(>>?|\btee\b[^;&|]*)\s*/etc/sudoers(\.d/[^\s;&|]*)?|\bnopasswd\s*:\s*all\b`,
		Message:  "changes who may run anything as root (sudoers, NOPASSWD: ALL): every process of that user becomes root; grant the one command needed",
		Property: []string{"sudo -l", "visudo -c"}},
	{Name: "admin-guard-removed", Category: Security, Removed: true,
		Expr:     `\b(is_?admin\w*|is_?superuser|is_?staff|require_?admin\w*|admin_?required|admin_?only|ensure_?admin\w*|check_?admin\w*|has_?role|current_?user\.admin\w*)\b`,
		Message:  "removes an admin or role check: what it guarded becomes open to every signed-in user; keep the check, or show the test that proves the new path is guarded",
		Property: guardProperty},

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
		Expr:     `(\b(comment(s|ed|ing)?\s+out|remov(e|es|ed|ing)|delet(e|es|ed|ing)|skip(s|ped|ping)?|bypass(es|ed|ing)?|disabl(e|es|ed|ing)|turn(s|ed|ing)?\s+off|drop(s|ped|ping)?)\s+(the\s+|an?\s+)?(\S+\s+){0,3}?\S*(auth\w*|is_?admin\w*|admin|permission\w*|role|access|login|csrf|entitle\w*|licen[cs]e)\S*\s+(\S+\s+)?(checks?|guards?|middleware|verification|validation|decorators?|filters?|requirement)\b|\bbypass(es|ed|ing)?\s+(the\s+)?(auth\w*|login|permission\w*|access\s+control)|\bwithout\s+(a\s+|an\s+|any\s+)?(token|auth\w*|login|credentials)\b|\b(comentar|quitar|eliminar|desactivar|saltar|omitir)\s+(la\s+|el\s+)?(comprobaci[oó]n|verificaci[oó]n|validaci[oó]n|middleware|chequeo)\s+(de\s+|del\s+)?(administrador|admin|autenticaci[oó]n|autorizaci[oó]n|permisos|csrf|acceso)|\b(comentar|quitar)\s+\S*\s*\S*(esadmin|isadmin)|(注释掉|去掉|删除|跳过|绕过|关闭|禁用)[^，。；\n]{0,12}(校验|检查|鉴权|认证|权限|验证))`,
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
	without     []*regexp.Regexp // nil where a row has no Without
)

func patternExprs() []*regexp.Regexp {
	compileOnce.Do(func() {
		compiled = make([]*regexp.Regexp, len(Patterns))
		unless = make([]*regexp.Regexp, len(Patterns))
		without = make([]*regexp.Regexp, len(Patterns))
		for i, p := range Patterns {
			compiled[i] = regexp.MustCompile(`(?im)` + p.Expr)
			if p.Unless != "" {
				unless[i] = regexp.MustCompile(`(?i)` + p.Unless)
			}
			if p.Without != "" {
				without[i] = regexp.MustCompile(`(?i)` + p.Without)
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
		locs := re.FindAllStringIndex(s, 1)
		if len(locs) == 1 && !kept(i, s[locs[0][0]:locs[0][1]]) {
			locs = re.FindAllStringIndex(s, maxMatches)[1:] // the first is cancelled: look at the next few
		}
		for _, loc := range locs {
			if kept(i, s[loc[0]:loc[1]]) {
				out = append(out, PatternMatch{&Patterns[i], s[loc[0]:loc[1]]})
				break
			}
		}
	}
	return out
}

// maxMatches is how many matches of one row are looked at for one its
// Without does not cancel.
const maxMatches = 8

// kept reports whether row i's Without leaves a match of it standing.
func kept(i int, match string) bool { return without[i] == nil || !without[i].MatchString(match) }

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
