package audit

import "github.com/ackrite/ackrite/internal/reading"

// The phrase tables of audit, read by the one phrase engine of
// internal/reading (whole words, longest phrase first, negation-aware).
// Triggers are phrases, not single words that decide alone: "api",
// "replace" and "password" appear in harmless changes every day (docs/rules.md §5).

// rewritePhrases name a rewrite: replacing a component instead of fixing
// it (docs/rules.md §5, rewrite). reality_check's premature-rewrite reads the same
// table through [FindRewrite].
var rewritePhrases = reading.NewTable(
	reading.Row{Name: "rewrite.en", Phrases: []string{"rewrite", "rewrites", "rewriting", "rewrote", "rewritten", "re-write", "re-writing",
		"reimplement", "reimplementing", "re-implement", "re-implementing", "rip out", "ripping out", "rips out",
		"from scratch", "start over", "starting over", "overhaul", "overhauling", "tear down", "tear it down",
		"throw away", "throw it away", "replace the whole", "replace the entire", "replacing the whole", "replacing the entire",
		"new implementation", "a new design", "new architecture", "rearchitect", "re-architect", "redesign the whole"}},
	reading.Row{Name: "rewrite.es", Phrases: []string{"reescribir", "reescribimos", "reescribo", "reescribiendo", "reescritura",
		"desde cero", "rehacer", "rehacerlo", "reimplementar", "empezar de cero", "nueva implementación", "nueva implementacion",
		"nueva arquitectura", "tirarlo", "reemplazar todo"}},
	reading.Row{Name: "rewrite.zh", Phrases: []string{"重写", "推倒重来", "重新实现", "从头开始", "从零开始", "重新写", "全部重做", "重做"}},
)

// insteadPhrases turn down what follows them: "fix it in place instead of
// rewriting", "en lugar de reescribir", "而不是重写".
var insteadPhrases = reading.NewTable(
	reading.Row{Name: "instead", Phrases: []string{"instead of", "rather than", "en lugar de", "en vez de", "而不是", "而非", "不要", "不用", "不必", "不应该", "不该"}},
)

// deprecationPhrases mark a call replaced by its documented successor,
// which is maintenance, not a rewrite.
var deprecationPhrases = reading.NewTable(
	reading.Row{Name: "deprecated", Phrases: []string{"deprecated", "deprecation", "successor", "documented replacement",
		"obsoleta", "obsoleto", "sucesora", "sucesor", "已弃用", "弃用", "废弃", "替代函数"}},
)

// trivialPhrases name changes with no behaviour: a typo, a comment, the
// documentation, the wording of a log line or message, formatting, a
// local rename (docs/rules.md §5, trivial changes).
var trivialPhrases = reading.NewTable(
	reading.Row{Name: "typo", Phrases: []string{"typo", "typos", "misspelling", "misspelled", "spelling", "errata", "errata en", "错别字", "拼写错误", "笔误"}},
	reading.Row{Name: "comment", Phrases: []string{"comment only", "comments only", "only a comment", "in a comment", "a comment", "the comment", "docstring",
		"solo el comentario", "un comentario", "el comentario", "只改注释", "注释"}},
	reading.Row{Name: "docs", Phrases: []string{"documentation only", "docs only", "update the docs", "update the documentation", "readme",
		"changelog", "release notes", "solo documentación", "只改文档"}},
	// A bare "documentation" describes a change's own text ("documentation:
	// installation steps"), not a proposal's ("as the documentation
	// recommends"): [trivialWhere] reads this row in change descriptions only.
	reading.Row{Name: "docs-word", Phrases: []string{"documentation", "docs", "documentación", "documentacion", "文档", "说明文档"}},
	reading.Row{Name: "wording", Phrases: []string{"reword", "rewords", "rewording", "wording", "log wording", "message text", "log message text",
		"solo el texto", "texto del mensaje", "redacción", "日志文案", "日志文字", "文案", "措辞", "只改日志"}},
	reading.Row{Name: "formatting", Phrases: []string{"gofmt", "prettier", "formatting only", "whitespace only", "whitespace", "reformat",
		"solo formato", "格式化", "只改格式"}},
	reading.Row{Name: "rename", Phrases: []string{"local variable", "local rename", "rename local", "variable local", "局部变量"}},
)

// scopePhrases say a change is unrelated work bundled in (docs/rules.md §5, scope).
var scopePhrases = reading.NewTable(
	reading.Row{Name: "scope", Phrases: []string{"unrelated", "while at it", "while we are at it", "while were at it", "while im at it",
		"drive-by", "drive by", "also clean up", "also refactor", "de paso", "no relacionado", "aprovechando", "顺便", "顺手", "无关"}},
)

// apiPhrases assume how an endpoint, a schema or a protocol behaves
// (docs/rules.md §5, api-contract). A variable named apiResp is not one: the
// engine reads whole words, so "apiresp" never matches "api".
var apiPhrases = reading.NewTable(
	reading.Row{Name: "api.en", Phrases: []string{"api endpoint", "endpoint integration", "new endpoint", "the endpoint", "endpoint which",
		"endpoint that", "endpoint accepts", "endpoint returns", "the api returns", "the api accepts", "the api supports",
		"api response", "api contract", "webhook payload", "payload includes", "payload contains", "response includes",
		"response contains", "response format", "response schema", "request format", "status code", "third-party api",
		"third party api", "upstream api", "provider api", "providers api", "graphql", "grpc", "protocol"}},
	reading.Row{Name: "api.es", Phrases: []string{"el endpoint", "nuevo endpoint", "la api devuelve", "formato de respuesta", "el esquema"}},
	reading.Row{Name: "api.zh", Phrases: []string{"新接口", "接口返回", "接口字段", "响应格式", "返回格式", "接口协议"}},
)

// sidePhrases tell who owns an endpoint: code that adds or exposes one
// defines its contract; code that calls one assumes it. The nearest before
// a contract phrase decides.
var sidePhrases = reading.NewTable(
	reading.Row{Name: "provider", Phrases: []string{"add", "adds", "adding", "expose", "exposes", "exposing", "implement", "implements",
		"implementing", "serve", "serves", "register", "registers", "define", "defines", "create", "creates", "document", "documents",
		"añadir", "exponer", "implementar", "crear", "新增", "添加", "实现", "暴露", "提供"}},
	reading.Row{Name: "consumer", Phrases: []string{"call", "calls", "calling", "use", "uses", "using", "switch to", "switching to", "send",
		"sends", "post to", "hit", "hits", "query", "rely on", "relies on", "depend on", "depends on", "consume", "integrate", "integration",
		"assume", "assumes", "llamar", "usar", "调用", "使用", "依赖"}},
)

// swallowPhrases hide failures; retryPhrases retry without bound or
// without pause (docs/rules.md §5, error-handling).
var swallowPhrases = reading.NewTable(
	reading.Row{Name: "swallow", Phrases: []string{"swallow", "swallows", "swallowing", "ignore the error", "ignore errors", "ignore the errors",
		"ignore the exception", "ignore exceptions", "suppress the error", "suppress errors", "catch all", "catch-all", "catch everything",
		"catch every", "catch exception", "except exception", "bare except", "empty catch", "silently ignore", "on error resume",
		"ignorar el error", "ignorar los errores", "ignorar la excepción", "吞掉", "忽略错误", "忽略异常", "捕获所有异常",
		// A failing test switched off hides the failure it reports.
		"skip the failing test", "disable the failing test", "skip the test", "disable the test", "comment out the test",
		"skip failing tests", "disable failing tests", "mark it as skipped", "saltar la prueba", "desactivar la prueba", "跳过失败的测试", "禁用测试"}},
)

var retryPhrases = reading.NewTable(
	reading.Row{Name: "retry", Phrases: []string{"retry forever", "retries forever", "retry indefinitely", "infinite retry", "unbounded retry",
		"keep retrying", "until it succeeds", "until it responds", "until it works", "with no delay", "without delay", "no delay",
		"without backoff", "no backoff", "tight loop", "busy loop", "busy-wait", "sin espera", "sin límite", "sin limite",
		"hasta que responda", "hasta que funcione", "无限重试", "一直重试", "不停重试", "死循环"}},
)

// backupPhrases and rollbackPhrases are what lowers a data-loss finding:
// both must be stated (docs/rules.md §5, data-loss).
var (
	backupPhrases = reading.NewTable(reading.Row{Name: "backup", Phrases: []string{"backup", "backups", "back up", "backed up",
		"pg_dump", "mysqldump", "snapshot", "dump of", "copia de seguridad", "respaldo", "备份"}})
	rollbackPhrases = reading.NewTable(reading.Row{Name: "rollback", Phrases: []string{"rollback", "roll back", "rollback path",
		"pg_restore", "restore", "restores", "restored", "reversión", "reversion", "revertir", "restaurar", "回滚", "恢复"}})
)

// removalPhrases, a few words before an operation, take it away: "remove
// InsecureSkipVerify", "delete the rm -rf line", "instead of chmod 777".
var removalPhrases = reading.NewTable(reading.Row{Name: "removal", Phrases: []string{"remove", "removes", "removing", "delete",
	"deletes", "deleting", "drop the", "get rid of", "stop using", "no longer", "instead of", "rather than", "eliminar", "quitar",
	"删除", "去掉", "移除", "不再"}})

// testPhrases name an automated test in a test plan: a runner, a kind of
// test. (Test identifiers and files are recognised by [namesTest].)
var testPhrases = reading.NewTable(reading.Row{Name: "test", Phrases: []string{"go test", "pytest", "npm test", "npm run test",
	"yarn test", "pnpm test", "jest", "vitest", "mocha", "cargo test", "mvn test", "gradle test", "rspec", "manage py test",
	"unittest", "make test", "unit test", "unit tests", "integration test", "integration tests", "regression test",
	"regression tests", "e2e", "cypress", "playwright", "load test", "smoke test", "smoke tests", "prueba unitaria",
	"pruebas unitarias", "prueba de regresión", "prueba de carga", "单元测试", "回归测试", "测试用例", "压测", "冒烟测试",
	"existing tests", "the tests", "test suite", "the suite", "all tests", "las pruebas", "los tests", "现有测试", "所有测试", "跑测试"}})

// An area is a sensitive area of docs/rules.md §5 security: a change that touches
// it is a medium finding, lowered to low only by a test plan that tests
// its failure paths.
type area struct {
	name     string
	phrases  []string
	failures string   // the failure paths to test, for the message
	property []string // phrases that show a plan tests them
	// pathWords are the words of a file path (split at / \ . _ -) that
	// put the file in the area.
	pathWords []string
}

var areas = []area{
	{"authentication or authorization", []string{"authentication", "authorization", "authorisation", "auth middleware", "auth check",
		"auth flow", "admin check", "permission check", "permissions", "role check", "access control", "login", "log in", "sign in",
		"signin", "oauth", "sso", "saml", "oidc", "rbac", "autenticación", "autorización", "inicio de sesión", "permisos",
		"认证", "鉴权", "权限", "登录"},
		"rejected credentials, a missing or wrong role",
		[]string{"401", "403", "unauthorized", "unauthenticated", "forbidden", "denied", "rejected", "rejects", "wrong password", "non-admin",
			"missing", "malformed", "invalid", "未授权", "拒绝"},
		[]string{"auth", "authn", "authz", "login", "oauth", "permissions", "acl", "rbac"}},
	{"sessions or cookies", []string{"session cookie", "session cookies", "session store", "session id", "session token", "session expiry",
		"session timeout", "cookie", "cookies", "samesite", "httponly", "cookie de sesión", "sesión", "会话"},
		"expired and forged sessions, cross-site requests",
		[]string{"expired", "forged", "cross-site", "cross site", "samesite", "csrf", "rejected", "rejects", "httponly", "secure flag", "cookie flags"},
		[]string{"session", "sessions", "cookie", "cookies"}},
	{"credentials or tokens", []string{"password", "passwords", "password hash", "access token", "refresh token", "bearer token", "auth token",
		"api token", "jwt", "api key", "api keys", "secret key", "credentials", "credential", "contraseña", "contraseñas", "密码", "令牌"},
		"wrong and expired credentials, tokens from another issuer",
		[]string{"expired", "invalid", "wrong", "rejected", "rejects", "401", "403", "tampered", "missing", "malformed", "过期", "无效"},
		[]string{"password", "passwords", "token", "tokens", "credentials", "secrets", "jwt"}},
	{"cryptography or transport security", []string{"tls", "ssl", "certificate", "certificates", "rootcas", "encryption", "encrypt",
		"decrypt", "hashing", "bcrypt", "hmac", "signature verification", "signing key", "private key", "crypto", "cifrado", "certificado",
		"加密", "证书"},
		"untrusted certificates, tampered data",
		[]string{"x509", "unknown ca", "unknown authority", "self-signed", "untrusted", "tampered", "rejects", "rejected"},
		[]string{"crypto", "tls", "certs"}},
	{"untrusted input handling", []string{"csrf", "cors", "sanitize", "sanitise", "sanitization", "escaping", "xss", "sql injection", "跨域"},
		"malicious input, cross-origin requests",
		[]string{"injection", "malicious", "origin", "escaped", "rejected", "rejects"},
		[]string{"csrf", "cors"}},
}

// areaPhrases is the areas as one table: a row per area, in order.
var areaPhrases = func() *reading.Table {
	rows := make([]reading.Row, len(areas))
	for i, a := range areas {
		rows[i] = reading.Row{Name: a.name, Phrases: a.phrases}
	}
	return reading.NewTable(rows...)
}()
