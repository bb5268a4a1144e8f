package reading

import "strings"

// Throughput (docs/tools.md, Readings): a rate of zero, or no consumer at
// all, says that nothing is being processed; beside work waiting
// (outcomeCounts) it refutes "the jobs queue is being processed", "events
// are flowing", "la cola se está consumiendo", "消息正在被消费". The words
// below name those counts; a rate of failures ("error rate 0/s",
// "nack_rate=0") is not one: its zero is the good news.

// readyCounts name messages that wait in a queue for a consumer
// ("messages_ready=3400", "1,200 ready", "3400 mensajes listos"). A
// claim that something is empty or drained does not read them: "3 nodes
// ready" is not a backlog.
var readyCounts = []string{"ready", "unconsumed", "lag", "listos", "listas", "待消费", "未消费", "堆积"}

// consumerCounts name what does the processing: none of them, nothing is
// processed.
var consumerCounts = []string{"consumer", "worker", "subscriber", "listener", "processor", "handler", "consumidor", "trabajador",
	"suscriptor", "procesador", "消费者", "订阅者", "工作进程", "处理器"}

// rateWords name a rate of what gets done: "ack rate", "deliver_rate",
// "throughput", "tasa", "消费速率", "吞吐".
var rateWords = []string{"rate", "throughput", "tps", "qps", "rps", "tasa", "ritmo", "速率", "吞吐", "速度"}

// failureCounts name counts of what went wrong: their zero is no
// throughput of zero.
var failureCounts = []string{"error", "err", "fail", "reject", "drop", "retr", "timeout", "5xx", "4xx", "nack", "dead", "dlq",
	"redeliver", "fallo", "rechaz", "错误", "失败", "拒绝", "超时", "重试"}

// rateUnits are the units of time a rate is per: "0/s", "0 msg/min",
// "0 条/秒".
var rateUnits = map[string]bool{"s": true, "sec": true, "second": true, "min": true, "m": true, "h": true, "hr": true, "hour": true,
	"seg": true, "秒": true, "分": true, "分钟": true, "小时": true}

// throughput reports a count of what is being done per unit of time, or
// of what does it.
func throughput(p countPair) bool {
	if hasStem(p.word, failureCounts) {
		return false
	}
	return p.rate || hasStem(p.word, consumerCounts) || hasStem(p.word, rateWords) || strings.HasSuffix(p.word, " rate")
}

// perTime reports a word that is per unit of time: "/s", "events/s",
// "条/秒".
func perTime(w string) bool {
	i := strings.LastIndexByte(w, '/')
	return i >= 0 && rateUnits[strings.TrimRight(w[i+1:], ".:,")]
}

// countWord reports a word that names a count of its own without a
// colon: "backlog 40k", "待处理 900", "rate 0/s", "consumers 0".
func countWord(w string) bool {
	return hasStem(w, waitingCounts) || hasStem(w, readyCounts) || hasStem(w, doneCounts) || hasStem(w, consumerCounts) || hasStem(w, rateWords)
}

// countValue reads a count at the start of s: digits, a fraction of
// them ("0.0", read as 1 when it is above 0: a trickle is not zero), a
// "k" or "m" multiplier ("40k"), then what stands after it; ok when
// that is nothing, a unit of time ("/s") or a word's own suffix
// ("850条"), not a percentage or a fraction ("2/5").
func countValue(s string) (n int, rest string, ok bool) {
	if s == "" || !isDigit(s[0]) {
		return 0, s, false
	}
	n, rest = leadingInt(s)
	if strings.HasPrefix(rest, ".") && len(rest) > 1 && isDigit(rest[1]) {
		frac := strings.TrimLeft(rest[1:], "0123456789")
		if n == 0 && strings.Trim(rest[1:len(rest)-len(frac)], "0") != "" {
			n = 1
		}
		rest = frac
	}
	switch {
	case rest == "":
		return n, "", true
	case rest == "k" || rest == "m":
		return n * 1000, "", true
	case strings.HasPrefix(rest, "%") || strings.HasPrefix(rest, ".") || strings.HasPrefix(rest, ":"):
		return 0, rest, false
	case strings.HasPrefix(rest, "/"):
		return n, rest, perTime(rest)
	}
	return n, rest, true
}

// joinThousands drops the separators of thousands ("1,200 ready" is
// 1200, not 1 and 200): a comma between a digit and exactly three digits
// that end the number.
func joinThousands(s string) string {
	if !strings.Contains(s, ",") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == ',' && i > 0 && isDigit(s[i-1]) && threeDigits(s[i+1:]) {
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// threeDigits reports s opening with exactly three digits.
func threeDigits(s string) bool {
	return len(s) >= 3 && isDigit(s[0]) && isDigit(s[1]) && isDigit(s[2]) && (len(s) == 3 || !isDigit(s[3]))
}
