package reading

import "strings"

// doneWords and failedWords are the words a batch's counts are given
// with: "9,981 sent, 19 failed", "成功 9,981，失败 19", "enviados 850, 3
// fallidos".
var (
	doneWords = []string{"sent", "delivered", "succeeded", "successful", "processed", "completed", "ok", "enviados", "enviadas", "entregados",
		"procesados", "completados", "成功", "完成", "已发送", "送达"}
	failedWords = []string{"failed", "failures", "errors", "bounced", "rejected", "fallidos", "fallidas", "fallaron", "errores", "rebotados", "失败", "错误", "退信"}
)

// mostlyDone reports a line that counts a batch done with a small share
// failed: both counts given, the failed at most a twentieth of the done.
// A claim that the batch went out ("the SMS job has gone out",
// "任务已经发出去了") is not denied by an honest count of its few failures;
// one that says all went, or none failed, is (the caller's conditions).
func mostlyDone(line string) bool {
	done, failed := countBeside(line, doneWords), countBeside(line, failedWords)
	return done > 0 && failed > 0 && failed*20 <= done
}

// countBeside returns the count next to the first of words in s: the
// number before it ("850 sent") or after it ("成功 9,981", "failed: 3").
func countBeside(s string, words []string) int {
	lower := strings.ToLower(s)
	for _, w := range words {
		for from := 0; ; {
			i := strings.Index(lower[from:], w)
			if i < 0 {
				break
			}
			i += from
			from = i + len(w)
			if isLatin(w) && (i > 0 && isAlnum(lower[i-1]) || from < len(lower) && isAlnum(lower[from])) {
				continue // inside a word
			}
			after := strings.TrimLeft(lower[from:], " :=")
			if n, _ := leadingGrouped(after); after != "" && isDigit(after[0]) {
				return n
			}
			before := strings.TrimRight(lower[:i], " ")
			k := len(before)
			for k > 0 && (isDigit(before[k-1]) || before[k-1] == ',' || before[k-1] == '.') {
				k--
			}
			if k < len(before) {
				if n, _ := leadingGrouped(before[k:]); n > 0 {
					return n
				}
			}
		}
	}
	return 0
}
