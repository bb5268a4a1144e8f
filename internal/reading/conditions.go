package reading

import "strings"

// An observation made under conditions that are not the claim's shows
// nothing of the claim (docs/tools.md, Readings). Two rows:
//
//   - elsewhere: the thing observed is not the system as changed — a mock
//     or a stub in its place ("against the mock payment server", "servidor
//     simulado", "模拟服务"), the change switched off or undone ("with the
//     new_checkout flag disabled", "we rolled the fix back", "关闭…开关后",
//     "revertimos el cambio"), or a manual step doing the work ("after I
//     manually cleared the cache", "borrar la caché a mano", "手动清除缓存后");
//   - expected: the success is what should or would happen, not what did —
//     a requirement or a target ("Acceptance criteria: …", "Target: p95
//     under 200 ms", "SLO", "criterios de aceptación", "objetivo", "验收标准",
//     "目标"), a counterfactual ("would have passed if"), a forecast ("预计明天完成",
//     "se espera que").
//
// A phrase the claim itself says ("works with the flag disabled", "the
// mock server returns 201") is the claim's condition, not another.

// elsewherePhrases and expectedPhrases are matched in any case (ASCII) or
// as written.
var (
	elsewherePhrases = []string{"mock server", "mock payment", "mocked", "wiremock", "stubbed", "stub server", "against the mock", "against a mock",
		"fake server", "simulated server", "in the simulator", "servidor simulado", "simulado (mock)", "con un mock", "contra el mock",
		"模拟服务", "模拟的", "mock 服务", "挡板",
		"rolled the fix back", "rolled back the fix", "rolled it back", "rolled back the change", "reverted the fix", "reverted the change",
		"flag disabled", "flag off", "flag turned off", "flag is off", "with the flag off", "feature disabled",
		"revertimos", "se revirtió", "desactivamos el flag", "con el flag desactivado", "flag desactivado",
		"回滚了", "回滚后", "关闭 new_", "关闭开关", "开关关闭", "关掉开关",
		"after i manually", "after manually", "manually cleared", "manually restarted", "workaround", "a mano", "manualmente",
		"手动清除", "手动清理", "手动重启"}
	expectedPhrases = []string{"acceptance criteria", "acceptance criterion", "target:", "target for", "goal:", "slo:", "(slo", "requirement:",
		"expected result", "expected:", "would have passed", "would have worked", "would have succeeded", "would pass if", "would work if",
		"criterios de aceptación", "criterio de aceptación", "objetivo:", "se espera que", "requisito:",
		"验收标准", "目标：", "目标:", "预计", "期望：", "要求："}
	// elsewhereKeys in a claim make its condition one of elsewhere's.
	elsewhereKeys = []string{"mock", "stub", "simulat", "simulad", "fake", "flag", "roll", "revert", "manual", "workaround", "a mano", "模拟", "回滚", "开关", "手动"}
	// zhFlagOff is a Chinese switch turned off around its name: "关闭
	// new_checkout 开关".
	zhFlagOff = [2]string{"关闭", "开关"}
)

// manualFreeWords in a claim say it holds with no manual step: a manual
// step in the item is then the claim's denial, not its condition.
var (
	manualFreeWords = []string{"without manual", "without any manual", "no manual", "without human", "without intervention",
		"without anyone", "hands-free", "fully automatic", "automatically", "on its own", "by itself",
		"sin pasos manuales", "sin intervención", "sin intervencion", "sin ningún paso manual", "automáticamente", "automaticamente", "por sí solo", "por si solo",
		"不需要手动", "无需手动", "不用手动", "不必手动", "无需人工", "不需要人工", "自动"}
	manualPhrases = []string{"manual", "a mano", "手动", "人工", "workaround"}
)

// manualFree reports a claim of no manual step beside an item's phrase p
// of one.
func manualFree(claim, p string) bool {
	return says(claim, manualFreeWords) && says(p, manualPhrases)
}

// underOtherConditions is the blocker.
func underOtherConditions(c *Claim, r *Reading, in Input, b *blockText) (string, bool) {
	if !r.Prose && r.Rule != "claim-words" {
		return "", false
	}
	if p := phraseIn(b.head, in.Source, c.Text, elsewherePhrases); p != "" && (phraseIn(c.Text, "", "", elsewhereKeys) == "" || manualFree(c.Text, p)) {
		return "it observed the system itself, as changed, not under " + quote(p), false
	}
	if i := strings.Index(b.head, zhFlagOff[0]); i >= 0 && strings.Contains(b.head[i:], zhFlagOff[1]) && !strings.Contains(c.Text, zhFlagOff[0]) {
		return "it observed the system with the change switched on, not " + quote(lineAt(b.head, i)), false
	}
	if p := phraseIn(b.head, in.Source, c.Text, expectedPhrases); p != "" {
		return "it observed what happened, not what is expected (" + quote(p) + ")", false
	}
	return "", false
}

// phraseIn returns the first of phrases that the head or the source holds
// and the claim does not, or "".
func phraseIn(head, source, claim string, phrases []string) string {
	for _, p := range phrases {
		if (indexFold(head, p) >= 0 || indexFold(source, p) >= 0) && indexFold(claim, p) < 0 {
			return p
		}
	}
	return ""
}
