package reality

import (
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/reading"
)

// failureRows name the errors an outcome may end in, whatever the language
// it is told in (docs/rules.md §5, repeated-strategy): "仍然超时", "se sigue
// agotando el tiempo de espera" and "request timed out" are one timeout,
// and three approaches that each end in it are one loop. A signature
// ([Signature]) compares the words as written, so it ties only outcomes
// told alike; these rows tie the ones told in other words. Each row's name
// is the error; adding a wording is adding a phrase.
var failureRows = []reading.Row{
	{Name: "timeout", Phrases: []string{"timeout", "timeouts", "timed out", "times out", "time out", "timing out", "deadline exceeded",
		"etimedout", "tiempo de espera agotado", "se agota el tiempo", "se agotó el tiempo", "agotando el tiempo", "agotándose el tiempo",
		"agota el tiempo", "超时"}},
	{Name: "connection refused", Phrases: []string{"connection refused", "econnrefused", "conexión rechazada", "conexion rechazada",
		"rechaza la conexión", "rechazó la conexión", "连接被拒绝", "拒绝连接"}},
	{Name: "connection reset", Phrases: []string{"connection reset", "econnreset", "reset by peer", "conexión restablecida",
		"conexión reiniciada", "连接被重置", "连接重置"}},
	{Name: "out of memory", Phrases: []string{"out of memory", "oomkilled", "oom killed", "oom-killed", "sin memoria",
		"memoria insuficiente", "内存不足", "内存溢出"}},
	{Name: "permission denied", Phrases: []string{"permission denied", "access denied", "permiso denegado", "acceso denegado",
		"权限不足", "拒绝访问", "没有权限"}},
	{Name: "name resolution", Phrases: []string{"could not resolve host", "no such host", "nxdomain", "name resolution",
		"no se pudo resolver", "无法解析", "域名解析失败"}},
	{Name: "certificate", Phrases: []string{"x509", "certificate signed by unknown authority", "certificate has expired",
		"certificate verify failed", "certificado no válido", "certificado caducado", "证书无效", "证书过期"}},
	{Name: "crash loop", Phrases: []string{"crashloopbackoff", "crash loop", "bucle de reinicios", "反复重启", "不断重启"}},
	{Name: "disk full", Phrases: []string{"no space left", "disk full", "sin espacio en disco", "磁盘已满", "磁盘空间不足"}},
	{Name: "null pointer", Phrases: []string{"nullpointerexception", "null pointer", "nil pointer", "puntero nulo", "空指针"}},
}

var failures = reading.NewTable(failureRows...)

// FailureKinds returns the errors of failureRows an outcome names, and the
// 4xx and 5xx statuses it gives, sorted, each once: what a loop's
// outcomes share when their words differ. A negated error ("no longer
// times out") is not one the outcome ends in.
func FailureKinds(outcome string) []string {
	var out []string
	for _, m := range failures.Find(outcome) {
		if !m.Negated && !slices.Contains(out, m.Name) {
			out = append(out, m.Name)
		}
	}
	for _, s := range failingStatuses(outcome) {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	slices.Sort(out)
	return out
}

// failingStatuses returns the numbers of three digits from 400 to 599
// that stand alone, without a unit after them ("502", "HTTP 503"; not
// "500 ms", "450 MB", "404s of pages").
func failingStatuses(s string) []string {
	var out []string
	for i := 0; i+3 <= len(s); i++ {
		if !digit(s[i]) || i > 0 && (digit(s[i-1]) || letter(s[i-1]) || s[i-1] == '.') {
			continue
		}
		j := i
		for j < len(s) && digit(s[j]) {
			j++
		}
		if j-i != 3 || s[i] != '4' && s[i] != '5' || j < len(s) && (letter(s[j]) || s[j] == '%' || s[j] == '.' && j+1 < len(s) && digit(s[j+1])) {
			i = j
			continue
		}
		if unit(strings.TrimLeft(s[j:], " ")) {
			i = j
			continue
		}
		out = append(out, s[i:j])
		i = j
	}
	return out
}

func digit(c byte) bool  { return '0' <= c && c <= '9' }
func letter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// unit reports a unit of measure at the start of s: the number before it
// is a measurement, not a status.
func unit(s string) bool {
	for _, u := range [...]string{"ms", "s ", "s,", "s.", "sec", "mb", "kb", "gb", "mib", "kib", "gib", "rps", "req", "rows", "items",
		"毫秒", "秒", "个", "次", "条", "行", "segundos", "filas"} {
		if len(s) >= len(u) && strings.EqualFold(s[:len(u)], u) {
			return true
		}
	}
	return s == "s"
}

// sameKinds reports two outcomes that name the same errors, at least one.
func sameKinds(a, b []string) bool {
	return len(a) > 0 && slices.Equal(a, b)
}
