package reading

import (
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/text"
)

// A state field says what the claim's thing is now, whatever line the
// reader read as affirming: "STATUS: failed" below helm's "LAST DEPLOYED",
// `"status":"suspended"` in a 200's body, "state: lagging (42s behind)",
// "Up 5 minutes (unhealthy)", "API — Degraded performance", "estado:
// fallido", "状态：审核中". A state of failure, degradation or of work not
// done (pending, queued, submitted, in progress) denies a claim of success
// (docs/rules.md §4.1). And an action reported only as started, queued or
// submitted ("Replicación iniciada correctamente", "email queued
// successfully") is not the finished effect the claim states.

// badStates are the values of a state field that deny a success.
var badStates = []string{"failed", "failure", "failing", "error", "errored", "degraded", "degraded performance", "partial outage",
	"major outage", "outage", "down", "unhealthy", "lagging", "behind", "yellow", "red", "suspended", "inactive", "disabled",
	"deactivated", "pending", "pending-upgrade", "pending-install", "pending-rollback", "queued", "submitted", "scheduled", "in progress",
	"in_progress", "running", "starting", "started", "initializing", "provisioning", "not ready", "notready", "unknown",
	"fallido", "fallida", "degradado", "degradada", "caído", "caido", "caída", "inactivo", "inactiva", "suspendido", "suspendida",
	"pendiente", "en curso", "en progreso", "encolado", "encolada", "失败", "异常", "降级", "审核中", "进行中", "排队中", "待处理", "已暂停", "停用", "未激活"}

// stateKeys name a state field.
var stateKeys = []string{"status", "state", "estado", "health", "condition", "phase", "状态", "狀態"}

// stateSeps stand between a state field's name and its value.
var stateSeps = []string{`": "`, `":"`, ": ", ":", "=", " is ", " es ", "：", " — ", " - "}

// stateField returns the line and value of a state field of content that
// denies a success, or "".
func (c *Claim) stateField(content string) (line, value string) {
	if len(content) > coverBytes {
		return "", "" // a state field is read in a short output: a status, a body, a table of a few rows
	}
	fields := 0
	var hit, hitValue string
	for l := range strings.Lines(head(content, slotBytes)) {
		lower := strings.ToLower(l)
		for _, k := range stateKeys {
			at := strings.Index(lower, k)
			if at < 0 || isLatin(k) && (at > 0 && isAlnum(lower[at-1]) || at+len(k) < len(lower) && isAlnum(lower[at+len(k)]) && lower[at+len(k)] != 's') {
				continue
			}
			rest := lower[at+len(k):]
			rest = strings.TrimPrefix(rest, "es") // "statuses"
			sep := ""
			for _, s := range stateSeps {
				if strings.HasPrefix(strings.TrimPrefix(rest, `"`), s) {
					sep = s
					break
				}
			}
			if sep == "" {
				continue
			}
			fields++
			v := strings.TrimLeft(strings.TrimPrefix(strings.TrimPrefix(rest, `"`), sep), ` "`)
			if bad := badValue(v); bad != "" && hit == "" {
				hit, hitValue = strings.TrimSpace(l), bad
			}
			break
		}
		// "Up 5 minutes (unhealthy)", "API — Degraded performance".
		for _, p := range []string{"(unhealthy)", "(health: starting)", "— degraded", "- degraded", "— partial outage", "— major outage",
			": partial outage", ": major outage", ": degraded"} {
			if strings.Contains(lower, p) && hit == "" && c.sharesAny(l) {
				hit, hitValue = strings.TrimSpace(l), strings.Trim(p, "()—-: ")
			}
		}
	}
	if hit == "" || c.claimsState(hitValue) {
		return "", ""
	}
	if fields > 1 && !c.sharesAny(hit) && !strings.ContainsAny(hit, "{") {
		return "", "" // one of several things' states, not one the claim names
	}
	return hit, hitValue
}

// badValue returns the bad state a field's value opens with, or "".
func badValue(v string) string {
	for _, b := range badStates {
		if strings.HasPrefix(v, b) && (len(v) == len(b) || !isLatin(b) || !isAlnum(v[len(b)]) && v[len(b)] != '-' || b == "pending") {
			return b
		}
	}
	return ""
}

// claimsState reports a claim that names the state itself ("the job is
// running", "the refund is pending"): that state is what it affirms.
func (c *Claim) claimsState(value string) bool {
	lower := strings.ToLower(c.Text)
	if strings.Contains(lower, value) {
		return true
	}
	t, ok := text.Term(value)
	return ok && slices.Contains(c.Subject.Terms, t)
}

// badState: a state field of the item denies a success claim.
func badState(c *Claim, _ *Reading, in Input, b *blockText) (string, bool) {
	if !c.Success || c.ExpectsFailure || in.Code {
		return "", false
	}
	line, value := c.stateField(b.head)
	if line == "" {
		return "", false
	}
	b.decisive = line
	return "its state showed the claim holding, not " + quote(value) + " (" + quote(line) + ")", true
}

// startWords report an action begun; finishWords one ended.
var (
	startWords = []string{"started", "starting", "initiated", "kicked off", "triggered", "queued", "enqueued", "submitted", "scheduled",
		"iniciada", "iniciado", "inició", "comenzó", "encoló", "encolado", "encolada", "programado", "programada", "enviado a la cola",
		"启动", "已提交", "提交成功", "排队", "已入队", "开始"}
	finishWords = []string{"completed", "complete", "finished", "done", "succeeded", "terminó", "terminada", "terminado", "completado",
		"completada", "finalizó", "finalizado", "完成", "结束", "已上架", "上线了"}
)

// onlyStarted: the affirming sentence reports the action begun, queued or
// submitted, not finished, for a claim that does not itself say it began.
func onlyStarted(c *Claim, _ *Reading, _ Input, b *blockText) (string, bool) {
	if !c.Success || c.ExpectsFailure {
		return "", false
	}
	sentence := strings.ToLower(affirmingSentence(b))
	if containsAnyOf(sentence, finishWords) || containsAnyOf(strings.ToLower(c.Text), startWords) {
		return "", false
	}
	// The success said of the start itself: "queued successfully",
	// "iniciada correctamente", "提交成功", "已成功启动".
	for _, w := range startWords {
		i := strings.Index(sentence, w)
		if i < 0 {
			continue
		}
		near := sentence[max(0, i-16):min(len(sentence), i+len(w)+16)]
		for _, ok := range []string{"successfully", "correctamente", "con éxito", "成功", " ok"} {
			if strings.Contains(near, ok) {
				return "it showed the action finished, not only begun: " + quote(strings.TrimSpace(sentence)), false
			}
		}
	}
	return "", false
}

// proxyWords name an event of the work around a fix — its merge, deploy,
// release, ticket — not the fix observed working: "PR #812 'fix scheduler
// race' was merged", "the fix was deployed to all hosts successfully",
// "Ticket BUG-91 moved to Done", "修复代码已成功合并到主分支".
var proxyWords = []string{"merged", "merge", "pull request", "deployed", "deploy", "released", "release", "rolled out", "shipped",
	"ticket", "moved to done", "closed", "fusionó", "fusionado", "fusionada", "desplegado", "desplegada", "desplegó", "publicado",
	"publicada", "lanzado", "合并", "部署", "发布", "上线", "工单"}

// proxyEvent: the affirming sentence reports a merge, a deploy, a release
// or a ticket's state, and nothing observed, for a claim that something is
// fixed or works — a claim that names such an event itself is its own.
func proxyEvent(c *Claim, _ *Reading, in Input, b *blockText) (string, bool) {
	if !c.Success || c.ExpectsFailure || in.Code {
		return "", false
	}
	claim := strings.ToLower(c.Text)
	if containsAnyOf(claim, proxyWords) || containsAnyOf(claim, []string{"live", "available", "rollout", "roll-out", "despliegue", "在线",
		"disponible", "版本"}) {
		return "", false // the claim is about the event itself
	}
	if !c.fixClaim() && !containsAnyOf(claim, []string{"fixed", "fix works", "resolved", "works", "work again", "arreglad", "resuelt",
		"corregid", "funciona", "修复", "解决", "正常"}) {
		return "", false // a claim of a fix or of it working, which the event is not
	}
	sentence := strings.ToLower(affirmingSentence(b))
	for _, w := range proxyWords {
		i := strings.Index(sentence, w)
		if i < 0 || isLatin(w) && (i > 0 && isAlnum(sentence[i-1]) || i+len(w) < len(sentence) && isAlnum(sentence[i+len(w)]) && sentence[i+len(w)] != 'd') {
			continue
		}
		near := sentence[max(0, i-24):min(len(sentence), i+len(w)+24)]
		for _, ok := range []string{"successfully", "success", "done", "correctamente", "con éxito", "成功", "完成", "was merged", "were merged",
			"is merged", "got merged", "closed", "se fusionó", "已合并", "已部署", "已发布", "merged into", "deployed to", "released to"} {
			if strings.Contains(near, ok) {
				return "it observed what the claim says works, not only its " + w + ": " + quote(strings.TrimSpace(affirmingSentence(b))), false
			}
		}
	}
	return "", false
}

// failedAnswers: the item counts server errors among its answers ("6
// returned 200 and 4 returned 503", "5 次请求中 3 次返回 502") for a claim that
// the thing works — and the claim names no such status.
func failedAnswers(c *Claim, r *Reading, _ Input, b *blockText) (string, bool) {
	if len(b.head) > coverBytes || !c.Success || c.ExpectsFailure || len(c.Statuses) > 0 && !sameClass(c.Statuses, 200) {
		return "", false
	}
	s := b.head
	for i := 0; i+3 <= len(s); i++ {
		if s[i] != '5' || !isDigit(s[i+1]) || !isDigit(s[i+2]) || i > 0 && (isAlnum(s[i-1]) || s[i-1] == '.' || s[i-1] == ',') ||
			i+3 < len(s) && (isDigit(s[i+3]) || (s[i+3] == '.' || s[i+3] == ',') && i+4 < len(s) && isDigit(s[i+4])) {
			continue
		}
		// A count before it: "4 returned 503", "3 次返回 502", "503: 4".
		head := strings.ToLower(s[max(0, i-32):i])
		for _, verb := range []string{"returned ", "returning ", "return ", "got ", "with ", "次返回 ", "次返回", "个返回 ", "devolvieron ", "devolvió ", "respondieron "} {
			if j := strings.LastIndex(head, verb); j > 0 && j+len(verb) == len(head) {
				k := j
				for k > 0 && head[k-1] == ' ' {
					k--
				}
				if k > 0 && isDigit(head[k-1]) && head[k-1] != '0' || strings.HasSuffix(strings.TrimRight(head[:j], " "), "次") {
					line := lineAround(s, i)
					b.decisive = line
					return "it showed no server errors, not " + quote(strings.TrimSpace(line)), true
				}
			}
		}
	}
	return "", false
}

// emptyAnswer: a 2xx whose body holds an empty list or a count of zero of
// what the claim says it returns ("returns results for 'shoes'" ← `{"results":[],"count":0}`).
func emptyAnswer(c *Claim, r *Reading, _ Input, b *blockText) (string, bool) {
	if len(b.head) > coverBytes || !c.Success || c.ExpectsFailure || !strings.Contains(b.head, "[]") && !strings.Contains(b.head, ":0") && !strings.Contains(b.head, ": 0") {
		return "", false
	}
	lower := strings.ToLower(b.head)
	for _, key := range []string{"results", "items", "data", "hits", "records", "rows", "resultados"} {
		t, _ := textTerm(key)
		if !strings.Contains(strings.ToLower(c.Text), key) && !slices.Contains(c.Subject.Terms, t) {
			continue
		}
		for _, form := range []string{`"` + key + `":[]`, `"` + key + `": []`, key + ": []", key + "=[]"} {
			if strings.Contains(lower, form) {
				return "it returned " + key + ", not " + quote(form), true
			}
		}
	}
	return "", false
}
