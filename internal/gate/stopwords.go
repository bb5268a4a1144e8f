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
	// opposite: not, never, no, could not, sin, 没有, 未能.
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
	// temporal: "once", "when", "cuando", "一旦": a condition only in a
	// sentence that predicts (a modal), a narrative otherwise ("when I
	// ran them they passed").
	temporal
	// modal: will, should, would, debería, 应该 — a prediction, or with a
	// condition the consequence of one.
	modal
	// asks: a question to the user: do you want, should I, ¿, 吗.
	asks
	// filler: words a bare verdict carries without saying more: now, to
	// me, across the board, 了.
	filler
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
		"regression", "implementation", "code", "task", "work", "both", "all", "nothing", "none"}},
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
		"could not", "unable", "unable to", "not able to", "failed to", "yet to"}},
	{negator, "es", []string{"no", "nunca", "ningún", "ninguna", "ninguno", "nada", "sin", "no pude", "no logré", "no logre", "no conseguí"}},
	{negator, "zh", []string{"不", "没", "没有", "未", "无", "没能", "未能", "无法", "还没", "尚未"}},

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
	{temporal, "es", []string{"cuando", "una vez que", "en cuanto", "después de que", "hasta que"}},
	{temporal, "zh", []string{"一旦", "等到", "之后", "直到"}},

	{modal, "en", []string{"will", "should", "would", "ought", "shall", "going to", "gonna", "'ll", "might", "could"}},
	{modal, "es", []string{"debería", "deberia", "deberían", "deberian", "pasarán", "funcionará", "estará", "estarán"}},
	{modal, "zh", []string{"应该", "应当", "会", "将", "就能", "能够"}},

	{asks, "en", []string{"do you want", "would you like", "should i", "shall i", "can you", "could you", "do you", "want me to", "may i",
		"let me know if", "let me know whether", "tell me if", "tell me whether", "whether"}},
	{asks, "es", []string{"¿", "quieres que", "prefieres", "avísame si", "dime si"}},
	{asks, "zh", []string{"吗", "是否", "要不要", "你想", "告诉我"}},

	{filler, "en", []string{"now", "all", "just", "looks", "look", "seems", "to", "me", "for", "us", "across", "the", "board", "here",
		"totally", "fully", "really", "so", "far", "yes", "and", "everything", "again", "great", "once again", "once more", "let me know",
		"be", "is", "are", "was", "were", "been", "'s", "sure", "status", "result", "results", "summary", "overall", "found"}},
	{filler, "es", []string{"ya", "ahora", "todo", "sí", "está", "están", "estado", "resultado", "resumen"}},
	{filler, "zh", []string{"了", "现在", "已经", "啦", "吧", "全部", "结果", "状态", "总结"}},
}
