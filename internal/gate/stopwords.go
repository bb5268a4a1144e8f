package gate

// The word classes the stop reads a final message with (docs/gate.md,
// "What counts as a claim"). A row is one class in one language; the
// engine in stopread.go matches the longest phrase at each place, so a
// row may hold a phrase that contains another row's word ("no failures"
// is a verdict, not a negator and a failure; "没问题" is not "没" and
// "问题").

// A wordClass is what a phrase of a final message does in it.
type wordClass uint8

const (
	// subject: what the ledger can prove — the tests, the suite, the
	// build, CI, the checks, the lint, "everything", the work (the fix,
	// the change, the bug, it, this).
	subject wordClass = iota + 1
	// verdict: a success state or an evaluation, in any tense or mood:
	// passes, green, fine, works, fixed, checks out, LGTM, en verde, 正常.
	// It reports on the work when its clause has a subject, or says
	// nothing else ("All green.", "Fixed!", "Should be good now.", "搞定了").
	verdict
	// evaluative: a verdict that is also an interjection ("Good, now let
	// me run the tests", "Perfect!", "好了，"): it reports on the work with
	// a subject ("tests good"), or alone with a modal ("Should be good
	// now."), never as the opening word of a clause before a comma or "!".
	evaluative
	// bareVerdict: a verdict only in a clause that says nothing else:
	// "Tested and working." claims, "I tested it" reports an action.
	bareVerdict
	// failing: a failure state: fails, red, broken, ❌, en rojo, 失败.
	failing
	// negator: turns the next verdict or failure within reach into its
	// opposite: not, never, no, sin, 没有, 未.
	negator
	// plan: the agent's own intent, which reaches to the end of the
	// sentence: I'll, I'm going to, voy a, 我会. A future tense whose
	// subject is the check ("the tests will pass") is a prediction, and a
	// claim.
	plan
	// planHead: a plan only where it opens its clause ("Next: …", "Plan:
	// …", "- [ ] …"); inside one it is a noun ("the plan worked").
	planHead
	// goal: what the words after it aim at: so that, the goal is, para
	// que, 为了.
	goal
	// condition: a condition on the sentence: if, unless, si, 如果.
	condition
	// temporal: "once", "when", "cuando", "una vez", "一旦", "…后，": a
	// condition only where a modal follows in its clauses (a prediction),
	// a narrative otherwise ("when I ran them they passed").
	temporal
	// modal: will, should, would, debería, 应该 — a prediction, or with a
	// condition the consequence of one.
	modal
	// asks: a question to the user: do you want, should I, ¿, 吗.
	asks
	// filler: words a bare verdict carries without saying more: now, to
	// me, across the board, 了.
	filler
	// remedy: a verdict that takes the failure it ends as its object:
	// fixes, repaired, resolves, takes care of, arreglé, 修复了. A failure
	// word just after it qualifies that object ("repairs the failing
	// TestLogin", "修复了失败的测试") and reports no failure.
	remedy
	// remedyBase: a remedy's bare form (fix, resolve, arreglar): its
	// object as a remedy's, a verdict only under a modal ("This should fix
	// the failing test"), none denied or aimed at ("does not fix the
	// failing test", "a fix for the broken build").
	remedyBase
	// predicate: a copula or a continuation (is, still, keeps, sigue,
	// 仍然) between a remedy and a failure word: the failure is then what
	// is said of the subject ("the patched build is still broken"), not
	// the remedy's object — unless a relative pronoun opens it first.
	predicate
	// relative: a relative pronoun (that, which, que): "fixed the test
	// that was failing" keeps the failure inside the object.
	relative
	// inability: the agent could not do what the rest of its clause says
	// — wasn't able to, couldn't, no pude, 没能: nothing after it in its
	// clause is claimed, the evidence reader's statements included ("I
	// couldn't confirm the fix works"). The next clause is read again ("I
	// couldn't reproduce it — everything passes").
	inability
	// quantifier: a negated quantifier (none of, nothing, not a single,
	// ninguna de, 没有一个): it turns its clause's verdict or failure however
	// far it stands ("None of the tests in the checkout package pass yet").
	quantifier
)

// A wordRow is one class's phrases in one language, lower case, as
// written (Chinese without spaces).
type wordRow struct {
	class wordClass
	lang  string
	words []string
}

// stopWords are the rows. Adding a wording is adding it to its row.
var stopWords = []wordRow{
	{subject, "en", []string{"test", "tests", "testing", "spec", "specs", "suite", "test suite", "unit tests", "ci", "pipeline", "build", "builds",
		"the build", "check", "checks", "lint", "linter", "vet", "go vet", "go test", "npm test", "pytest", "cargo test", "everything", "all of it",
		"it", "it's", "its", "this", "that", "fix", "the fix", "change", "changes", "the change", "patch", "bug", "bugs", "issue", "problem",
		"regression", "implementation", "code", "task", "work", "both", "all", "nothing", "none",
		"a fix", "my fix", "this fix", "that fix", "your fix", "one fix", "the fixes", "a patch", "the patch"}},
	{subject, "es", []string{"prueba", "pruebas", "test", "tests", "la suite", "compilación", "compilacion", "todo", "cambio", "cambios",
		"el error", "problema", "corrección", "correccion", "código", "codigo", "arreglo", "tarea"}},
	{subject, "zh", []string{"测试", "用例", "单元测试", "构建", "编译", "一切", "全部", "都", "问题", "错误", "代码", "修改", "改动", "修复", "任务", "检查"}},

	{verdict, "en", []string{"pass", "passes", "passed", "passing", "succeed", "succeeds", "succeeded", "succeeding", "successful", "successfully",
		"green", "in order", "checks out", "check out",
		"as expected", "works", "work", "worked", "working", "fixed", "resolved", "solved", "sorted", "addressed", "gone", "handled",
		"verified", "confirm", "confirms", "confirmed", "agree", "agrees", "done", "complete", "completed", "finished",
		"no failures", "no failure", "no failing", "zero failures", "no errors", "no regressions", "no problems", "no issues"}},
	{verdict, "es", []string{"pasa", "pasan", "pasando", "pasaron", "pasó", "paso", "verde", "verdes", "en verde", "funciona", "funcionan", "funcionando", "funcionó", "arreglado", "arreglada", "arreglados",
		"resuelto", "resuelta", "solucionado", "solucionada", "en orden", "listo", "lista", "limpio", "limpia", "sin errores", "sin fallos",
		"ningún fallo", "ningun fallo", "completado", "completada", "verificado", "comprobado"}},
	{verdict, "zh", []string{"通过", "通过了", "绿", "绿了", "没问题", "没有问题", "正常", "修复了", "已修复", "修好", "修好了", "解决", "解决了", "已解决",
		"搞定", "完成", "完成了", "跑通", "跑通了", "成功", "都好", "没有失败", "无错误", "没有错误"}},

	{verdict, "en", []string{"lgtm", "looks good", "looks great", "all good", "all set", "good to go", "all green", "mission accomplished",
		"ready for review", "ready to merge", "ready to ship", "good to merge", "ship it", "we're good", "we are good", "no issues found",
		"no problems found", "no regressions", "✅", "✔", "✔️", "✓", "☑️", "👍"}},
	{bareVerdict, "en", []string{"tested", "checked", "verified and tested"}},
	{bareVerdict, "es", []string{"probado", "comprobado"}},
	{bareVerdict, "zh", []string{"测过了", "已测试"}},
	{verdict, "es", []string{"todo bien", "todo ok", "listo para revisar", "listo para fusionar"}},
	{evaluative, "en", []string{"good", "fine", "ok", "okay", "happy", "clean", "correct", "healthy", "solid", "perfect"}},
	{evaluative, "es", []string{"bien", "correcto", "correcta", "correctos", "correctas", "perfecto", "vale"}},
	{evaluative, "zh", []string{"好了", "可以了", "完美", "没问题"}},
	{verdict, "zh", []string{"过了", "都过了", "全绿", "可以合并"}},

	{failing, "en", []string{"fail", "fails", "failed", "failing", "failure", "failures", "red", "broken", "break", "breaks", "error", "errors",
		"panic", "panics", "panicked", "crash", "crashes", "crashed", "regressed", "wrong", "❌", "✗", "✘"}},
	{failing, "es", []string{"falla", "fallan", "fallando", "fallaron", "falló", "fallo", "fallos", "rojo", "roja", "en rojo", "roto", "rota",
		"errores"}},
	{failing, "zh", []string{"失败", "报错", "出错", "红", "挂了", "崩溃"}},

	{negator, "en", []string{"not", "no", "never", "nothing", "none", "neither", "nor", "without", "no longer", "no more", "zero", "0",
		"don't", "doesn't", "didn't", "isn't", "aren't", "wasn't", "weren't", "haven't", "hasn't", "won't", "can't", "cannot", "couldn't",
		"yet to"}},
	{negator, "es", []string{"no", "nunca", "ningún", "ninguna", "ninguno", "nada", "sin"}},
	{negator, "zh", []string{"不", "没", "没有", "未", "无", "还没", "尚未"}},

	{inability, "en", []string{"couldn't", "could not", "can't", "cannot", "unable", "unable to", "not able to", "wasn't able to",
		"was not able to", "weren't able to", "were not able to", "haven't been able to", "hasn't been able to", "have not been able to",
		"has not been able to", "failed to", "didn't manage to", "did not manage to", "never managed to", "didn't get to"}},
	{inability, "es", []string{"no pude", "no logré", "no logre", "no conseguí", "no consegui", "no he podido", "no he logrado",
		"no hemos podido", "no pudimos", "no fue posible", "no se pudo", "no puedo"}},
	{inability, "zh", []string{"没能", "未能", "无法", "没办法", "没法", "没有办法", "不能"}},

	{quantifier, "en", []string{"none of", "nothing", "none", "not a single", "not one", "not one of", "no single", "neither of"}},
	{quantifier, "es", []string{"ninguna de", "ninguno de", "ninguna", "ninguno", "ningún", "nada", "ni una", "ni un"}},
	{quantifier, "zh", []string{"没有一个", "一个也没", "一个都没"}},

	{remedy, "en", []string{"fixes", "fixed", "repairs", "repaired", "resolves", "resolved", "addresses", "addressed", "corrects",
		"corrected", "solves", "solved", "handles", "handled", "takes care of", "took care of", "cures", "cured", "eliminates",
		"eliminated", "patched"}},
	{remedy, "es", []string{"arregla", "arreglan", "arreglé", "arregló", "arreglamos", "corrige", "corrigen", "corregí",
		"corrigió", "corregimos", "repara", "reparé", "reparó", "resuelve", "resolví", "resolvió", "soluciona", "solucioné", "solucionó",
		"se encarga de"}},
	{remedy, "zh", []string{"修复了", "已修复", "修好了", "解决了", "修正了", "搞定了"}},
	{remedyBase, "en", []string{"fix", "repair", "resolve", "address", "solve", "take care of"}},
	{remedyBase, "es", []string{"arreglar", "corregir", "reparar", "resolver", "solucionar", "arreglará", "corregirá", "resolverá"}},
	{remedyBase, "zh", []string{"修复", "修好", "解决", "修正"}},
	{predicate, "en", []string{"is", "are", "was", "were", "'s", "still", "keeps", "keep", "remains", "remain", "stays", "stay"}},
	{predicate, "es", []string{"es", "son", "está", "están", "sigue", "siguen", "todavía", "aún", "queda", "quedan"}},
	{predicate, "zh", []string{"仍", "仍然", "还是", "依然", "依旧", "还在"}},
	{relative, "en", []string{"that", "which", "who", "what"}},
	{relative, "es", []string{"que", "lo que", "el cual", "la cual"}},

	{plan, "en", []string{"i'll", "i will", "we'll", "we will", "i'm going to", "i am going to", "we're going to", "let me", "let's",
		"i need to", "we need to", "i should", "i have to", "i want to", "i plan to", "i intend to",
		"working on", "still working", "in progress", "wip"}},
	{plan, "es", []string{"voy a", "vamos a", "tengo que", "hay que", "debo", "intentaré", "revisaré", "arreglaré", "trabajando en", "en curso"}},
	{plan, "zh", []string{"我会", "我将", "我要", "我们会", "我打算", "我准备", "接下来", "下一步", "正在", "进行中"}},
	{planHead, "en", []string{"next", "next step", "next steps", "plan", "todo:", "to do:", "going forward", "[ ]"}},
	{planHead, "es", []string{"a continuación", "próximo paso", "siguiente paso", "pendiente", "plan"}},
	{planHead, "zh", []string{"计划", "待办"}},

	{goal, "en", []string{"so that", "in order to", "the goal is", "goal", "the aim is", "aim", "objective"}},
	{goal, "es", []string{"para que", "a fin de", "el objetivo", "objetivo", "para lograr"}},
	{goal, "zh", []string{"为了", "以便", "目标"}},

	{condition, "en", []string{"if", "unless", "as long as", "assuming"}},
	{condition, "es", []string{"si", "a menos que", "siempre que", "suponiendo"}},
	{condition, "zh", []string{"如果", "假如", "要是", "只要", "除非"}},

	{temporal, "en", []string{"once", "when", "whenever", "after", "as soon as", "until"}},
	{temporal, "es", []string{"cuando", "una vez que", "una vez", "en cuanto", "después de que", "hasta que"}},
	{temporal, "zh", []string{"一旦", "等到", "之后", "以后", "后，", "直到"}},

	{modal, "en", []string{"will", "should", "would", "ought", "shall", "going to", "gonna", "'ll", "might", "could"}},
	{modal, "es", []string{"debería", "deberia", "deberían", "deberian", "podría", "podrían", "pasará", "pasarán", "funcionará",
		"funcionarán", "estará", "estarán", "quedará", "quedarán", "compilará"}},
	{modal, "zh", []string{"应该", "应当", "会", "将", "就能", "能够"}},

	{asks, "en", []string{"do you want", "would you like", "should i", "shall i", "can you", "could you", "do you", "want me to", "may i",
		"let me know if", "let me know whether", "tell me if", "tell me whether", "whether"}},
	{asks, "es", []string{"¿", "quieres que", "prefieres", "avísame si", "dime si"}},
	{asks, "zh", []string{"吗", "是否", "要不要", "你想", "告诉我"}},

	{filler, "en", []string{"now", "all", "just", "looks", "look", "seems", "to", "me", "for", "us", "across", "the", "board", "here",
		"totally", "fully", "really", "so", "far", "yes", "and", "everything", "again", "great", "once again", "once more", "let me know",
		"be", "is", "are", "was", "were", "been", "'s", "sure", "status", "result", "results", "summary", "overall", "found"}},
	{filler, "es", []string{"ya", "ahora", "todo", "sí", "está", "están", "estado", "resultado", "resumen"}},
	{filler, "zh", []string{"了", "现在", "已经", "啦", "吧", "全部", "结果", "状态", "总结", "然后", "最后", "随后", "后来"}},
}
