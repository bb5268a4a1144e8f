package reading

import (
	"strings"
	"unicode/utf8"
)

// An observation made before the change a claim is about says nothing of
// the state after it (docs/tools.md, Readings): "Screenshot taken at 09:10
// shows the banner gone; the fix was deployed at 09:40", "measured
// yesterday, before today's release", "Inicié sesión sin errores a las
// 10:05; el parche se desplegó a las 11:30", "09:00 测试正常，修复 10:30 才上线".
// Two marks say so: the observation placed before the change in words
// ("before the release", "antes del despliegue", "上线前"), with no part
// after it ("after the fix", "now", "ahora", "之后": that is a comparison,
// read by order.go); or clock times, the change's later than every
// observation's.

// changeNouns are the words (prefixes, lower case) of a change a claim
// can be about: a release, a deploy, a fix.
var changeNouns = []string{"releas", "deploy", "fix", "hotfix", "patch", "change", "rollout", "roll-out", "upgrade", "migration", "merge",
	"update", "despliegue", "despleg", "parche", "cambio", "arreglo", "lanzamiento", "actualizaci", "migraci", "versión", "version"}

// changeVerbs are the words of a clause that says when the change was
// made: "the fix was deployed at 09:40", "el parche se desplegó a las
// 11:30", "修复 10:30 才上线".
var changeVerbs = []string{"deployed", "released", "shipped", "rolled out", "merged", "went live", "went out", "was applied", "were applied",
	"installed", "upgraded", "pushed", "desplegó", "despleg", "se lanzó", "se publicó", "se aplicó", "se instaló", "上线", "部署", "发布", "合并", "升级", "生效"}

// priorMarks open an observation's place before a change; afterMarks one
// after it.
var (
	priorMarks = []string{"before ", "prior to ", "antes de ", "antes del "}
	afterMarks = []string{"after ", "since ", "después de", "despues de", "tras ", "desde "}
	nowWords   = []string{"now", "currently", "ahora", "actualmente"}
	zhPrior    = []string{"前", "之前", "以前"}
	zhAfter    = []string{"后", "之后", "以后"}
	zhChange   = []string{"上线", "发布", "部署", "修复", "补丁", "升级", "变更", "改动", "合并", "更新"}
)

// observedBefore is the blocker.
func observedBefore(c *Claim, r *Reading, in Input, b *blockText) (string, bool) {
	if !c.Success || c.ExpectsFailure || !r.Prose && r.Rule != "claim-words" {
		return "", false
	}
	// A figure of the state before beside the current one is a baseline
	// (numbers.go), not an observation made before the change: "报表导出耗时
	// 3 秒，升级前是 40 秒", "p99 64 ms (it was 131 ms before the export)".
	// Measured only once a mark of the state before is found.
	wanted := ""
	if line, ok := priorInWords(b.head); ok {
		wanted = "it was observed after the change, not " + quote(strings.TrimSpace(line))
	} else if line, ok := priorInWords(in.Source); ok {
		wanted = "it was observed after the change, not " + quote(strings.TrimSpace(line))
	} else if obs, change, ok := priorByClock(b.head); ok {
		wanted = "it was observed after the change (" + change + "), not at " + obs
	}
	if wanted == "" || comparesBeforeAndNow(b.head) {
		return "", false
	}
	return wanted, false
}

// priorInWords returns the line of s that places its observation before a
// change, when every clause of s that observes something is so placed and
// s says nothing of the state after one: "before the fix 3 of 12 failed"
// beside "completed all 12 shards tonight" is the history of a comparison.
func priorInWords(s string) (string, bool) {
	at := -1
	for start := 0; start < len(s); {
		end, next := priorClauseEnd(s, start)
		cl := s[start:end]
		i := -1
		for _, m := range priorMarks {
			if i = markedChange(cl, m); i >= 0 {
				break
			}
		}
		if i < 0 {
			i = zhMarkedChange(cl, zhPrior)
		}
		switch {
		case i >= 0:
			if at < 0 {
				at = start + i
			}
		case strings.TrimSpace(strings.Trim(cl, ".,;:!")) != "" && !saysAny(strings.ToLower(cl), changeVerbs):
			return "", false // an observation not placed before the change
		}
		start = next
	}
	if at < 0 {
		return "", false
	}
	for _, m := range afterMarks {
		if markedChange(s, m) >= 0 {
			return "", false
		}
	}
	if zhMarkedChange(s, zhAfter) >= 0 || strings.Contains(s, "现在") || strings.Contains(s, "目前") {
		return "", false
	}
	for _, w := range nowWords {
		if wordIn(s, w) {
			return "", false
		}
	}
	return lineAt(s, at), true
}

// priorClauseEnd is clauseEnd, where a contrast ("but", "pero", "但")
// also ends a clause.
func priorClauseEnd(s string, start int) (end, next int) {
	end, next = clauseEnd(s, start, false)
	for _, m := range [...]string{" but ", ", but", " pero ", "但"} {
		if i := indexFold(s[start:end], m); i >= 0 && start+i < end {
			end, next = start+i, start+i+len(m)
		}
	}
	return end, next
}

// markedChange returns where mark stands in s before a change noun, at
// most two words after it ("before today's release", "antes del
// despliegue de ayer"), or -1.
func markedChange(s, mark string) int {
	for from := 0; from < len(s); {
		i := indexFold(s[from:], mark)
		if i < 0 {
			return -1
		}
		i += from
		if i > 0 && isWordByte(s[i-1]) {
			from = i + 1
			continue
		}
		p := i + len(mark)
		for n := 0; n < 3 && p < len(s); n++ {
			q := p
			for q < len(s) && s[q] != ' ' && s[q] != ',' && s[q] != ';' && s[q] != ':' && s[q] != '.' && s[q] != '\n' && s[q] != ')' {
				q++
			}
			if hasPrefixFold(s[p:q], changeNouns) {
				return i
			}
			if q >= len(s) || s[q] != ' ' {
				break
			}
			p = q + 1
		}
		from = i + 1
	}
	return -1
}

// zhMarkedChange returns where a Chinese change noun stands right before
// one of marks ("上线前", "修复之后"), or -1.
func zhMarkedChange(s string, marks []string) int {
	for _, n := range zhChange {
		for from := 0; from < len(s); {
			i := strings.Index(s[from:], n)
			if i < 0 {
				break
			}
			i += from
			rest := s[i+len(n):]
			for _, m := range marks {
				if strings.HasPrefix(rest, m) {
					return i
				}
			}
			from = i + len(n)
		}
	}
	return -1
}

// priorByClock reads the clock times of s's clauses: when a clause that
// says the change was made gives a time later than every other clause's
// time, it returns the latest observation's time and the change's clause.
func priorByClock(s string) (obs, change string, ok bool) {
	if !strings.ContainsRune(s, ':') {
		return "", "", false
	}
	changeAt, latest := -1, -1
	for start := 0; start < len(s); {
		end, next := clauseEnd(s, start, true)
		cl := s[start:end]
		if t, ts := clockOf(cl); t >= 0 {
			if saysAny(strings.ToLower(cl), changeVerbs) {
				if t > changeAt {
					changeAt, change = t, strings.TrimSpace(cl)
				}
			} else if t > latest {
				latest, obs = t, ts
			}
		}
		start = next
	}
	return obs, change, changeAt >= 0 && latest >= 0 && latest < changeAt
}

// clauseEnd returns the end of the clause of s that starts at start: a
// ';', a sentence's '.', a line's end, a Chinese "；" or "。", and where
// comma, a Chinese "，".
func clauseEnd(s string, start int, comma bool) (end, next int) {
	for i := start; i < len(s); i++ {
		switch s[i] {
		case ';', '\n':
			return i, i + 1
		case '.':
			if i+1 == len(s) || s[i+1] == ' ' {
				return i, i + 1
			}
		case 0xef: // "；" and "，" are U+FF1B and U+FF0C, "。" U+3002
			if strings.HasPrefix(s[i:], "；") || comma && strings.HasPrefix(s[i:], "，") {
				return i, i + len("；")
			}
		case 0xe3:
			if strings.HasPrefix(s[i:], "。") {
				return i, i + len("。")
			}
		}
	}
	return len(s), len(s)
}

// clockOf returns the first clock time of s in minutes of the day ("09:40",
// "9:40", "10:05") and its text, or -1.
func clockOf(s string) (int, string) {
	for i := 1; i+2 < len(s); i++ {
		if s[i] != ':' || !isDigit(s[i-1]) || !isDigit(s[i+1]) || !isDigit(s[i+2]) || i+3 < len(s) && isDigit(s[i+3]) {
			continue
		}
		h, a := int(s[i-1]-'0'), i-1
		if i >= 2 && isDigit(s[i-2]) {
			h, a = int(s[i-2]-'0')*10+h, i-2
			if a > 0 && isDigit(s[a-1]) {
				continue
			}
		}
		m := int(s[i+1]-'0')*10 + int(s[i+2]-'0')
		if h > 23 || m > 59 {
			continue
		}
		return h*60 + m, s[a : i+3]
	}
	return -1, ""
}

// hasPrefixFold reports a word that starts with one of prefixes, any case.
func hasPrefixFold(w string, prefixes []string) bool {
	for _, p := range prefixes {
		if len(w) >= len(p) && strings.EqualFold(w[:len(p)], p) {
			return true
		}
	}
	return false
}

// wordIn reports w as a whole word of s, any case.
func wordIn(s, w string) bool {
	for from := 0; from < len(s); {
		i := indexFold(s[from:], w)
		if i < 0 {
			return false
		}
		i += from
		e := i + len(w)
		if (i == 0 || !isWordByte(s[i-1]) && s[i-1] < utf8.RuneSelf) && (e == len(s) || !isWordByte(s[e])) {
			return true
		}
		from = i + 1
	}
	return false
}

// comparesBeforeAndNow reports a text that measures the state before and
// the current state: at least one measurement of each.
func comparesBeforeAndNow(s string) bool {
	before, now := false, false
	for _, m := range measurements(s, 8) {
		if m.before || m.older {
			before = true
		} else {
			now = true
		}
	}
	return before && now
}
