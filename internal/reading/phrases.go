package reading

// phraseRows is the phrase table: success- and failure-shaped statements,
// hedges, hearsay and claim shapes, in English, Spanish and Chinese.
// Phrases are matched on whole lower-case words (Chinese character by
// character), longest first, so write each inflection that counts.
var phraseRows = []phraseRow{
	// Success (the "fix" shape of docs/rules.md §4.3).
	{"success.en.fixed", Success, []string{"fixed", "is fixed", "got fixed", "has been fixed", "fixes it", "fixed it", "fix works", "fix worked", "patched"}},
	{"success.en.works", Success, []string{"work", "work again", "work now", "now work", "works", "works now", "now works", "working now", "works again", "is working", "it works", "works fine", "worked", "are working", "all good", "back to normal",
		"goes through", "went through", "go through now", "gets through",
		// Running is a success only with a word that says how it ran: "runs at 2am" says when.
		"runs fine", "runs now", "now runs", "runs again", "running again", "runs to completion", "ran to completion", "runs through",
		"up and running", "is healthy", "are healthy", "healthy now", "healthy again",
		"returns 200", "returns a 200", "returns 200 ok", "returns 201", "returns 204", "responds 200", "responds with 200", "answers 200", "answers with 200"}},
	{"success.en.passes", Success, []string{"pass", "passes", "passed", "passing", "tests pass", "all pass", "now pass", "pass now", "pass again", "pass locally", "they pass", "it passes", "checks pass", "test pass"}},
	{"success.en.resolved", Success, []string{"resolved", "is resolved", "solved", "is solved", "issue is gone", "problem is gone", "bug is gone", "error is gone",
		"errors are gone", "crash is gone", "crashes are gone", "oom is gone", "leak is gone", "panic is gone", "timeout is gone", "timeouts are gone", "done", "is done", "all done", "done now", "are done", "all set", "ready to merge",
		"is complete", "are complete", "complete now", "now complete", "fully complete", "is verified", "in place and verified", "verified working", "verified fixed", "verified and working",
		"verified the fix", "confirmed the fix", "fix is verified", "fix verified", "fix confirmed", "verified it works", "confirmed it works",
		"is gone", "are gone", "gone now", "went away", "has gone away", "disappeared", "has disappeared", "crash free", "error free", "bug free"}},
	{"success.en.succeeds", Success, []string{"succeeds", "succeeded", "succeeds now", "successful", "successfully", "is green", "are green", "all green", "green now", "ci is green", "be green"}},
	{"success.en.stable", Success, []string{"stable", "is stable", "stable now", "reliable", "reliably", "deterministic", "consistently passes", "completes", "completed", "finishes", "finished cleanly",
		// A bare "builds" is often transitive ("the code path builds orders"): only its intransitive uses.
		"runs clean", "runs cleanly", "it builds", "builds now", "now builds", "builds fine", "builds again", "package builds",
		"project builds", "builds cleanly", "compiles", "compiles cleanly"}},
	{"success.en.no-longer-fails", Success, []string{"no longer fails", "no longer failing", "no longer fail", "no longer errors", "no longer crashes", "no longer times out", "no longer breaks",
		"no longer reproduces", "no longer happens", "doesnt fail anymore", "does not fail anymore", "stopped failing", "not failing anymore", "no longer flaky", "no longer flakes"}},
	{"success.en.zero-failures", Success, []string{"0 failed", "0 failures", "0 failing", "0 errors", "zero failures", "zero errors", "no failures", "no errors", "no failing tests",
		"without errors", "without failures", "without any errors", "no test failures", "0 fail", "fail 0",
		"no more failures", "no more errors", "no more failing tests", "no more test failures", "no more crashes"}},
	{"success.es.funciona", Success, []string{"funciona", "ya funciona", "funciona ahora", "funcionando", "esta funcionando", "está funcionando", "funciona bien", "funcionan"}},
	{"success.es.arreglado", Success, []string{"arreglado", "arreglada", "arreglé", "arregle", "se arregló", "se arreglo", "corregido", "corregida", "solucionado", "solucionada", "resuelto", "resuelta", "está resuelto",
		"arreglados", "arregladas", "corregidos", "corregidas", "solucionados", "solucionadas", "resueltos", "resueltas",
		"están resueltos", "están resueltas", "quedaron resueltos", "quedaron arreglados",
		"se solucionó", "se soluciono", "solucioné", "quedó arreglado", "quedó resuelto", "desapareció", "desaparecieron",
		"ha desaparecido"}},
	{"success.es.status-2xx", Success, statusPhrases([]string{"devuelve", "responde", "contesta", "retorna", "devolvió", "respondió", "contestó"},
		[]string{"", "con ", "un ", "con un "})},
	{"success.es.pasan", Success, []string{"pasan", "pasaron", "pasa", "pasa ahora", "ya pasa", "ya pasan", "pasan los tests", "pasan las pruebas", "pasar"}},
	{"success.es.ya-no-falla", Success, []string{"ya no falla", "ya no fallan", "sin errores", "sin fallos", "0 fallos", "ningún error", "ningun error",
		"sin ningún error", "sin ningun error", "sin ningún fallo", "sin ninguna incidencia", "sin ningún problema"}},
	{"success.es.correctamente", Success, []string{"está listo", "esta listo", "ya está", "terminado", "listo", "correctamente", "termina bien", "sin problemas", "con éxito", "exitosamente", "estable", "es estable", "compila"}},
	{"success.zh.fixed", Success, []string{"已修复", "修复了", "修好了", "已经修复", "已经修好", "搞定了", "搞定"}},
	{"success.zh.resolved", Success, []string{"已解决", "解决了", "已经解决", "消失了", "不见了"}},
	{"success.zh.passes", Success, []string{"通过了", "已通过", "测试通过", "都通过", "全部通过", "全都通过"}},
	{"success.zh.works", Success, []string{"已完成", "完成了", "搞好了", "成功了", "正常了", "可以用了", "能用了", "正常工作", "恢复正常", "正常完成", "顺利完成", "稳定了", "很稳定", "可以正常", "能正常",
		// Each run of a history: "28、29、30 日 01:00 均已运行".
		"均已运行", "都已运行", "均运行成功", "都运行成功", "均已执行", "都已执行", "均执行成功", "都执行成功"}},
	{"success.zh.no-errors", Success, []string{"不再失败", "不再报错", "没有报错", "没有错误", "无错误", "不再出现", "0 失败",
		"不会再出现", "不会再报错", "不会再失败", "返回 200", "返回 201", "返回 204", "响应 200", "状态码 200", "状态码为 200", "没有任何错误", "没有任何报错", "零错误"}},

	// Failure.
	{"failure.en.fails", Failure, []string{"fails", "failed", "failing", "fail", "failure", "still fails", "still failing", "keeps failing"}},
	{"failure.en.not-pass", Failure, []string{"did not pass", "didnt pass", "does not pass", "doesnt pass", "do not pass", "dont pass", "not passing", "wont pass",
		"cannot pass", "cant pass", "fails to pass", "never passed", "not pass", "incomplete", "not complete", "not yet complete"}},
	{"failure.en.broken", Failure, []string{"broken", "broke", "is broken", "crashes", "crashed", "crash", "crashing", "panics", "panicked", "hangs", "hung",
		"freezes", "froze", "frozen", "stalls", "stalled", "stalling", "rolls back", "rolled back", "oomkilled", "killed (exit",
		"exit 137", "exit code 137", "signal: killed", "never responds", "never responded", "never answers",
		"never answered", "gave up", "gives up", "giving up"}},
	{"failure.en.rejects", Failure, []string{"rejects", "rejected", "refuses", "refused", "denies", "denied", "returns an error", "returns 4xx", "returns 5xx", "is blocked", "blocks"}},
	// A refusal is a failure of the request refused: the outcome a claim
	// that something is rejected expects (docs/rules.md §4.3).
	{"failure.es.rejects", Failure, []string{"rechazan", "se rechaza", "se rechazan", "deniega", "deniegan",
		"denegado", "denegada", "bloquea", "bloquean", "bloqueado", "bloqueada", "no se acepta", "no se aceptan", "ya no se acepta", "ya no se aceptan"}},
	{"failure.en.error", Failure, []string{"error", "errors", "errors out", "errored", "exception", "throws", "threw", "times out", "timed out", "timing out", "timeout", "timeouts", "regression", "regressed",
		// gRPC's and Go's words for a timeout: "context deadline exceeded", "DEADLINE_EXCEEDED".
		"deadline exceeded", "deadline_exceeded"}},
	{"failure.es.falla", Failure, []string{"ya no pasa", "ya no pasan", "dejó de pasar", "dejó de funcionar", "todavía no pasa", "todavia no pasa",
		"aún no pasa", "aun no pasa", "sigue sin pasar", "siguen sin pasar", "no pasa", "rechaza", "falla", "fallan", "falló", "fallo", "fallos", "fallaron", "fallar", "fallida", "fallidas", "fallidos", "fallando", "sigue fallando", "roto", "rota", "se cae", "se colgó", "errores", "excepción"}},
	{"failure.zh.fails", Failure, []string{"不再通过", "不再工作", "拒绝", "失败", "报错", "出错", "崩溃", "闪退", "挂了", "超时", "异常", "不行", "还是不行", "错误",
		"卡住", "卡死", "黑屏", "白屏"}},
	{"failure.zh.not-fixed", Failure, []string{"未修复", "没修复", "还没修复", "没修好", "没有修复", "未解决", "没解决", "没有解决", "未通过", "没通过", "没有通过", "不通过"}},

	// Idioms that look like outcomes and say none: "no pasa nada" (no
	// worries) is not "no pasa" (does not pass).
	{"idiom.es", Idiom, []string{"no pasa nada", "qué pasa", "que pasa"}},

	// Hedges: uncertainty, not-yet-checked.
	{"hedge.en.think", Hedge, []string{"i think", "i believe", "i guess", "i suspect", "i assume", "my guess", "i reckon", "i feel like", "i dont think"}},
	{"hedge.en.probably", Hedge, []string{"probably", "likely", "presumably", "possibly", "perhaps", "maybe", "might", "may be", "could be", "should be", "should work", "ought to"}},
	{"hedge.en.seems", Hedge, []string{"seems", "seem", "seemed", "appears to", "looks like", "feels", "feel like", "feels like", "i feel", "apparently works", "as far as i know", "afaik", "iirc", "if i recall"}},
	{"hedge.en.unchecked", Hedge, []string{"not sure", "unsure", "havent checked", "have not checked", "havent verified", "have not verified", "didnt check", "did not check",
		"didnt verify", "did not verify", "not verified", "unverified", "not tested", "untested", "havent tested", "have not tested", "not confirmed", "yet to verify", "yet to check", "need to confirm", "not checked"}},
	{"hedge.es", Hedge, []string{"creo que", "probablemente", "quizás", "quizas", "quizá", "tal vez", "parece que", "parece", "me parece", "se siente", "sin comprobar", "no estoy seguro", "no estoy segura",
		"no he comprobado", "supongo", "debería", "deberia", "puede que", "a lo mejor", "sin verificar"}},
	{"hedge.zh", Hedge, []string{"可能", "应该", "似乎", "估计", "我觉得", "我认为", "感觉", "看起来", "貌似", "还没验证", "没验证", "未验证", "好像", "大概", "也许", "不确定", "猜", "没测试", "还没测"}},

	// Hearsay: someone else's belief reported as fact. A report of a
	// check someone made ("the admin confirmed") is not hearsay.
	{"hearsay.en.belief", Hearsay, []string{"thinks", "believes", "suspects", "reckons", "assumes", "heard", "i heard", "was told", "were told", "told me", "told us"}},
	{"hearsay.en.said", Hearsay, []string{"someone said", "somebody said", "they said", "people say", "people said", "he said", "she said", "said it might", "said it should",
		"according to", "supposedly", "reportedly", "allegedly", "rumor", "rumour", "word is", "claims that", "mentioned in chat", "in a chat message", "on slack"}},
	{"hearsay.es", Hearsay, []string{"dice que", "dicen que", "según", "segun", "me dijeron", "nos dijeron", "cree que", "piensa que", "escuché que", "oí que", "al parecer", "supuestamente"}},
	{"hearsay.zh", Hearsay, []string{"听说", "据说", "他说", "她说", "有人说", "他们说", "据称", "他觉得", "她觉得", "他认为", "她认为",
		"同事说", "客户说", "用户说", "老板说", "群里说", "群里有人说", "运维说", "产品说", "经理认为", "经理觉得", "产品经理认为", "同事认为",
		"他们认为", "大家认为", "有人认为", "运维认为", "老板认为"}},
	// A speaker's words: "said", "dijo". Said of an instrument ("the
	// dashboard says p99 180 ms") it is a reading, not hearsay (Read).
	{"hearsay.said", Hearsay, []string{"said", "says", "dijo", "dijeron", "comentó", "comentaron", "in slack", "en slack", "in the channel", "en el canal"}},

	// Pending fixes: see pendingRows.
	// Claim shapes (docs/rules.md §4.3).
	{"absence.en", Absence, []string{"no longer", "removed", "not supported", "unsupported", "deprecated", "does not support", "doesnt support", "no support",
		"not available", "unavailable", "does not exist", "doesnt exist", "discontinued", "dropped support", "support was dropped", "support dropped", "no longer available",
		"anymore", "any longer", "has been removed", "have been removed", "was retired", "retired"}},
	{"absence.es", Absence, []string{"ya no", "no soporta", "no admite", "eliminado", "eliminada", "obsoleto", "obsoleta", "no existe", "no está disponible", "desactivado",
		"se eliminó", "eliminó", "eliminamos", "se retiró", "retirado", "retirada", "ya no existe"}},
	{"absence.zh", Absence, []string{"已移除", "不再支持", "已删除", "已弃用", "移除了", "不支持", "被移除", "废弃", "不再",
		"不能再", "无法再", "不会再", "不可以再", "不可再", "没法再"}},
	{"causal.en", Causal, []string{"because", "caused by", "causes", "root cause", "due to", "results in", "leads to", "the reason", "triggered by", "is why",
		"responsible for", "to blame for", "the culprit", "stem from", "stems from", "stemmed from", "is behind the", "are behind the", "was behind the", "were behind the"}},
	{"causal.es", Causal, []string{"porque", "debido a", "causado por", "causada por", "causados por", "causadas por", "la causa", "provoca", "se debe a",
		"se deben a", "se debía a", "se debían a", "se debia a", "se debian a", "se debió a", "se debieron a", "por culpa de", "a causa de",
		"debido al", "se debe al", "se deben al", "se debía al", "se debían al", "se debia al", "se debian al", "se debió al", "se debieron al", "por culpa del", "a causa del"}},
	{"causal.zh", Causal, []string{"由于", "导致", "因为", "原因是", "造成", "引起", "归因于", "源于", "引发", "所致"}},
	{"universal.en", Universal, []string{"always", "never", "all", "every", "everything", "everywhere", "none", "nobody", "no one", "any", "each", "entirely", "completely",
		"fully", "whole", "entire"}},
	{"universal.es", Universal, []string{"siempre", "nunca", "todos", "todas", "cada", "ninguno", "ninguna", "todo", "entero", "entera", "completamente", "totalmente"}},
	{"universal.zh", Universal, []string{"所有", "总是", "每次", "从不", "全部", "一直", "每个", "从来", "整个", "完全"}},
	{"intermittent.en", Intermittent, []string{"flaky", "flake", "flakes", "flakiness", "intermittent", "intermittently", "race", "race condition", "data race", "sometimes", "randomly",
		"occasionally", "sporadic", "sporadically", "nondeterministic", "non deterministic", "now and then"}},
	{"intermittent.es", Intermittent, []string{"a veces", "intermitente", "intermitentemente", "aleatoriamente", "de vez en cuando", "esporádico", "esporadico", "condición de carrera"}},
	{"intermittent.zh", Intermittent, []string{"偶发", "偶尔", "时而", "间歇", "随机", "竞态", "不稳定", "有时"}},
	{"environment.en", Environment, []string{"in production", "in prod", "on prod", "in staging", "in ci", "on ci", "locally", "on linux", "on windows", "on macos", "on mac", "on arm",
		"on arm64", "after upgrading", "after the upgrade", "in docker", "in kubernetes", "on kubernetes"}},
	{"environment.es", Environment, []string{"en producción", "en produccion", "en staging", "en local", "en pruebas", "en ci"}},
	{"environment.zh", Environment, []string{"生产环境", "线上", "测试环境", "预发", "本地"}},
	{"performance.en", Performance, []string{"faster", "slower", "slow", "fast", "bottleneck", "latency", "throughput", "performance", "memory leak", "cpu", "takes too long",
		"speed", "speedup", "perf", "p99", "p50"}},
	{"performance.es", Performance, []string{"más rápido", "mas rapido", "más rápida", "mas rapida", "más rápidos", "más rápidas", "más lento", "mas lento", "lento", "lenta", "rendimiento", "latencia", "cuello de botella"}},
	{"performance.zh", Performance, []string{"性能", "变慢", "变快", "快了", "慢了", "更快", "更慢", "延迟", "卡顿", "耗时", "瓶颈", "慢"}},
}

// pendingRows say a fix is still to come: in evidence for a success claim
// they read as "not yet" ("found the bug; will fix it after the release").
var pendingRows = []phraseRow{
	{"pending.en", Pending, []string{"will fix", "going to fix", "gonna fix", "need to fix", "needs to fix", "needs fixing", "then fix", "to be fixed", "still to fix",
		"fix it later", "fix later", "will be fixed", "plan to fix", "todo fix", "not yet fixed", "will patch", "will address"}},
	{"pending.es", Pending, []string{"voy a arreglar", "vamos a arreglar", "hay que arreglar", "falta arreglar", "por arreglar", "pendiente de arreglo", "pendiente de arreglar"}},
	{"pending.zh", Pending, []string{"待修复", "需要修复", "将修复", "准备修复", "还要修", "稍后修复", "之后修复", "会修复"}},
}

// beforeRows mark evidence of the state before a change.
var beforeRows = []phraseRow{
	{"before.en", Before, []string{"before the fix", "before the change", "before the patch", "before fix", "before fixing", "before patch", "before my change",
		"before the optimisation", "before the optimization",
		"before", "without the fix", "without the patch", "without the change", "baseline", "pre fix", "previously", "old build", "reverted",
		// What was replaced: "the previous one expired Dec 3" beside the new certificate.
		"previous one", "previous certificate", "previous cert", "old certificate", "old cert", "old one", "old key", "previous key"}},
	{"before.es", Before, []string{"antes del arreglo", "antes del cambio", "antes", "sin el arreglo", "sin el parche",
		"certificado anterior", "el anterior", "la anterior", "clave anterior", "certificado viejo"}},
	{"before.zh", Before, []string{"修复前", "改之前", "之前", "修改前", "改动前", "变更前", "优化前", "原来", "旧证书", "原证书", "旧密钥"}},
}

// afterRows mark evidence of the state after a change: a text that says
// both ("rerun after the fix, compare with the run before") is not a
// before.
var afterRows = []phraseRow{
	{"after.en", Before, []string{"after the fix", "after the change", "after the patch", "after fixing", "after the optimisation", "after the optimization", "after", "rerun", "re run", "now", "again", "current"}},
	{"after.es", Before, []string{"después", "despues", "ahora", "de nuevo", "otra vez"}},
	{"after.zh", Before, []string{"修复后", "之后", "改动后", "修改后", "变更后", "优化后", "现在", "再次", "重新"}},
}

// modifierRows are the negation and plan words of the phrase engine.
var modifierRows = []modifierRow{
	{"negation.en", false, []string{"not", "no", "never", "didnt", "doesnt", "dont", "isnt", "wasnt", "arent", "werent", "hasnt", "havent", "hadnt", "wont", "cant",
		"cannot", "couldnt", "nothing", "neither", "nor", "without", "none", "nobody", "no one"}},
	{"negation.es", false, []string{"no", "nunca", "sin", "tampoco", "ni", "todavía no", "aún no", "aun no", "ninguno", "ninguna", "ningún", "nada"}},
	{"negation.zh", false, []string{"不", "没", "未", "别", "非", "无", "不再", "没再", "再也没", "再也没有", "再没"}},
	{"plan.en", true, []string{"will", "ill", "youll", "theyll", "going to", "gonna", "plan", "plans", "planning", "planned", "need to", "needs to", "have to", "has to", "should", "must", "then",
		"want to", "how to", "in order to", "try", "trying", "tries", "attempt", "lets", "let me", "if", "whether", "until", "hopefully", "hope", "expect", "expected", "would",
		"could", "might", "may", "want", "wants", "intend", "about to", "next", "after we", "when", "before",
		"make sure", "making sure", "ensure", "once", "as soon as", "provided that", "assuming"}},
	{"plan.es", true, []string{"voy a", "vamos a", "va a", "hay que", "para", "intentar", "intento", "si", "debería", "deberia", "deberían", "deberian", "luego", "después", "despues", "cuando", "quiero", "tengo que", "hasta que", "una vez que", "en cuanto", "tan pronto como"}},
	{"plan.zh", true, []string{"将", "要", "会", "准备", "打算", "需要", "待", "然后", "再", "如果", "尝试", "试着", "计划", "等", "之后就", "以后就", "一旦", "只要"}},
}

// governorRows are the verbs that take a success as their complement: an
// inability ("could not get the tests to pass", "no pude hacer que
// pasen", "没能让测试通过") reports that the success did not happen, an
// attempt ("tried to make the tests pass") aims at it. Either governs the
// success however far it stands in the clause, as a future tense does.
var governorRows = []modifierRow{
	{"inability.en", false, []string{"could not", "couldnt", "cannot", "can not", "cant", "unable to", "not able to", "wasnt able to", "werent able to",
		"failed to", "fail to", "did not manage to", "didnt manage to", "never managed to", "never got", "not manage to"}},
	{"inability.es", false, []string{"no pude", "no pudimos", "no puedo", "no podemos", "no he podido", "no hemos podido", "no fue posible", "no logré", "no logre",
		"no logramos", "no conseguí", "no consegui", "no conseguimos", "no he logrado", "no he conseguido"}},
	{"inability.zh", false, []string{"没能", "未能", "无法", "没法", "没办法", "没有办法", "不能"}},
	{"attempt.en", true, []string{"tried to", "attempted to", "tried hard to"}},
	{"attempt.es", true, []string{"intenté", "intente", "intentamos", "traté de", "trate de", "tratamos de"}},
	{"attempt.zh", true, []string{"试图", "尝试", "试着", "想要"}},
}

// causatives bring about what follows their object: "get the tests to
// pass", "make CI green", "hacer que pasen", "让测试通过". A governor reaches
// a success through one ("could not get … to pass"), or directly ("unable
// to pass"); through any other verb the success is a clause of its own
// ("the migration that failed to apply now passes").
// A complementizer right after the governor ("no logré que todas pasen")
// opens its complement the same way; after another verb it opens that
// verb's ("no puedo creer que pasen").
var causatives = []string{"get", "make", "have", "let", "keep", "hacer", "lograr", "conseguir", "让", "使", "把"}

var complementizers = map[string]bool{"que": true}

// contrastWords end a negation's reach like a clause boundary does: in
// "it did not crash but it fails", "not" does not govern "fails".
var contrastWords = []string{"but", "however", "although", "though", "pero", "aunque", "但", "但是", "不过", "可是"}

// statusPhrases are a status verb, a filler and a success status: "responde
// con un 201". A 2xx said in words is what "returns 200" is.
func statusPhrases(verbs, fillers []string) []string {
	var out []string
	for _, v := range verbs {
		for _, f := range fillers {
			for _, code := range []string{"200", "201", "202", "204"} {
				out = append(out, v+" "+f+code)
			}
		}
	}
	return out
}
