package reality

import (
	"slices"
	"strings"
	"unicode"

	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/reading"
	"github.com/ackrite/ackrite/internal/text"
)

// actions is the small synonym table of docs/rules.md §5: common actions that are
// one strategy whatever the wording. Each row's name is the action an
// approach is normalised to.
var actionRows = []reading.Row{
	reading.Row{Name: "restart", Phrases: []string{"restart", "restarts", "restarted", "restarting", "redeploy", "redeployed", "redeploying",
		"recreate", "recreated", "recreating", "force-recreate", "rollout restart", "rollout", "roll out", "rolled out", "bounce", "bounced",
		"reboot", "rebooted", "delete the pod", "delete pod", "kill the pod", "scale to zero", "scale it to zero", "reiniciar", "reinicié",
		"reinicio", "redesplegar", "borrar el pod", "recrear", "重启", "重新部署", "重建", "删除 pod"}},
	reading.Row{Name: "reinstall", Phrases: []string{"reinstall", "reinstalled", "reinstalling", "clear the cache", "clear cache", "cleared the cache",
		"clean the cache", "cache clean", "clear the npm cache", "delete node_modules", "rm -rf node_modules", "remove node_modules",
		"npm ci", "fresh install", "clean install", "reinstalar", "borrar node_modules", "limpiar la caché", "重新安装", "清缓存", "清除缓存"}},
	reading.Row{Name: "increase", Phrases: []string{"bump", "bumped", "bumping", "increase", "increased", "increasing", "raise", "raised",
		"raising", "double", "doubled", "higher", "larger", "more", "aumentar", "aumenté", "subir", "subí", "ampliar", "调大", "增加", "加大", "提高", "调到"}},
}

var actions = reading.NewTable(actionRows...)

// Strategy returns the terms that identify an approach's strategy:
// numbers, durations, sizes and versions removed ("raise the timeout to
// 30s" and "… to 120s" are one strategy), the actions of the synonym table
// folded to one word each, then the usual content terms.
func Strategy(approach string) []string {
	var b strings.Builder
	last := 0
	for _, m := range actions.Find(approach) {
		b.WriteString(approach[last:m.Start])
		b.WriteString(" " + m.Name + " ")
		last = m.End
	}
	b.WriteString(approach[last:])
	return text.Terms(withoutNumbers(b.String()))
}

// sameActionOn reports two sorted strategies that take one action of the
// synonym table on one thing ("Restart the transcoder pods", "kubectl
// rollout restart deployment/transcoder"): the words of the tool and of the
// kind of object around it do not make another strategy. An action shared
// on different things ("restart the api", "restart the worker") is not one.
func sameActionOn(a, b []string) bool {
	action, object := false, false
	for _, t := range a {
		if _, ok := slices.BinarySearch(b, t); !ok {
			continue
		}
		switch {
		case actionNames[t]:
			action = true
		case !objectKinds[t]:
			object = true
		}
	}
	return action && object
}

// actionNames are the names of the synonym table's rows.
var actionNames = func() map[string]bool {
	m := map[string]bool{}
	for _, r := range actionRows {
		if t, ok := text.Term(r.Name); ok {
			m[t] = true
		}
	}
	return m
}()

// objectKinds name what kind of thing an action is taken on, not which
// one: "restart the checkout pod" and "restart the payment pod" share only
// them.
var objectKinds = func() map[string]bool {
	m := map[string]bool{}
	for _, t := range text.Terms("pod pods container containers deployment deploy service services server servers node nodes " +
		"instance instances replica replicas process vm cluster app kubectl docker compose helm") {
		m[t] = true
	}
	return m
}()

// withoutNumbers drops every word that holds a digit — 30s, 512Mi, v1.4.2,
// 7.7.0, 10 — so that only the words of an approach compare. A compound
// name keeps its parts without one: "smsgw-eu2" and "deployment/smsgw-eu2"
// name smsgw, as "transcoder-7d9f8" names the transcoder.
func withoutNumbers(s string) string {
	var kept []string
	for f := range strings.FieldsSeq(s) {
		if !strings.ContainsFunc(f, unicode.IsDigit) {
			kept = append(kept, f)
			continue
		}
		for p := range strings.FieldsFuncSeq(f, func(r rune) bool { return r == '-' || r == '/' || r == '_' || r == '.' || r == ':' }) {
			if !strings.ContainsFunc(p, unicode.IsDigit) {
				kept = append(kept, p)
			}
		}
	}
	return strings.Join(kept, " ")
}

// Signature returns an outcome's failure signature (docs/rules.md §5): its words in
// order, lower case, with every word that holds a digit — counts,
// durations, ids, timestamps, line numbers, hashes in pod names — replaced
// by one placeholder, read over the excerpt the session keeps
// ([evidence.ExcerptRunes]), so that an outcome compares the same in the
// call that supplies it and in later calls.
func Signature(outcome string) []string {
	ex := text.Excerpt(outcome, evidence.ExcerptRunes)
	var out []string
	var w []rune
	digit := false
	flush := func() {
		if len(w) == 0 {
			return
		}
		tok := string(w)
		if digit {
			tok = "#"
		}
		if tok != "#" || len(out) == 0 || out[len(out)-1] != "#" {
			out = append(out, tok)
		}
		w, digit = w[:0], false
	}
	for _, r := range ex {
		switch {
		case text.IsCJK(r):
			flush()
			w = append(w, r)
			flush()
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			w = append(w, unicode.ToLower(r))
			digit = digit || unicode.IsDigit(r)
		default:
			flush()
		}
	}
	flush()
	return out
}

// minSignature is how many words (placeholders aside) an outcome needs
// before its signature can tie attempts together: "failed" or "still
// broken" says nothing about which failure it was.
const minSignature = 3

// SameFailure reports whether two signatures are the same failure: equal,
// or one the start of the other and two thirds of it (the same error with
// "(after 3 retries)" appended).
func SameFailure(a, b []string) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	words := 0
	for _, w := range a {
		if w != "#" {
			words++
		}
	}
	if words < minSignature {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return len(a) == len(b) || len(a) >= 5 && 3*len(a) >= 2*len(b)
}
