package reading

import "strings"

// A claim that something happens on a schedule ("the backup runs every
// night at 01:00", "se ejecuta cada hora", "每晚 1 点运行") is a claim about
// many runs: one run at that time shows it ran once, not that it runs every
// night. A history of runs on several days or hours samples the schedule
// (docs/rules.md §4.1); a single one does not.

// recurrenceWords say a claim is about a schedule: adverbs of its verb, not
// a job's name ("the nightly export completes" is about one export).
var recurrenceWords = []string{"every night", "every day", "every hour", "every morning", "every evening", "every minute",
	"every week", "every month", "each night", "each day", "each hour", "runs nightly", "runs hourly", "runs daily", "runs weekly",
	"run nightly", "run hourly", "run daily", "cada noche", "cada día", "cada dia", "cada hora", "cada mañana", "cada semana",
	"todas las noches", "todos los días", "todos los dias", "a diario", "diariamente", "每晚", "每天", "每日", "每小时", "每个小时",
	"每周", "每分钟", "每夜"}

// runCountUnits follow a count of runs: "for the last 14 nights", "12 runs".
var runCountUnits = []string{" nights", " days", " runs", " hours", " times", " noches", " días", " dias", " ejecuciones",
	" horas", " veces", "天", "晚", "次", "个小时", "小时"}

// recurs reports whether the claim says something happens on a schedule.
func (c *Claim) recurs() bool {
	if !c.recurRead {
		c.recurRead, c.recurring = true, c.readRecurs()
	}
	return c.recurring
}

func (c *Claim) readRecurs() bool {
	for _, w := range recurrenceWords {
		i := strings.Index(c.lower(), w)
		if i < 0 || strings.HasPrefix(c.lower()[i+len(w):], "的") {
			continue // (not "每晚的备份", the nightly backup)
		}
		if !ascii(w) && !strings.ContainsAny(c.Text, "都会") && strings.Contains(c.lower()[i+len(w):], "已") {
			// "每日对账任务已成功完成": the daily job has completed, one run
			// of it in the perfective, as "the nightly export completed".
			continue
		}
		return true
	}
	return false
}

// runsShown counts the runs content shows: its clock times ("Nov 28 01:00
// ok, Nov 29 01:00 ok"), a list of days ("11 月 28、29、30 日"), or a count
// of runs ("the last 14 nights"), whichever is most.
func runsShown(content string, hourly bool) int {
	// A run is a clock time on its own day (for a daily schedule: "2026-11-30
	// 03:30 started, 2026-11-30 03:31 done" is one run) or at its own hour
	// (for an hourly one).
	var keys [8]string
	times, most := 0, 0
	for i := 1; i+2 < len(content); i++ {
		if content[i] == ':' && isDigit(content[i-1]) && isDigit(content[i+1]) && isDigit(content[i+2]) &&
			(i+3 == len(content) || !isDigit(content[i+3])) && (i < 3 || content[i-3] != ':') {
			from := max(0, i-14)
			day := content[from : i-1]
			if i >= 2 && isDigit(content[i-2]) {
				day = content[from : i-2]
			}
			if k := strings.LastIndexAny(day, ",;:\n|"); k >= 0 {
				day = day[k+1:]
			}
			key := strings.TrimSpace(day)
			if hourly {
				key = content[max(0, i-2):i]
			}
			seen := false
			for _, k := range keys[:min(times, len(keys))] {
				seen = seen || k == key
			}
			if !seen {
				if times < len(keys) {
					keys[times] = key
				}
				times++
			}
		}
	}
	most = times
	// A list of numbers: "28、29、30", "28, 29 and 30".
	run := 0
	for i := 0; i < len(content); {
		j := i
		for j < len(content) && isDigit(content[j]) {
			j++
		}
		if j == i {
			i++
			continue
		}
		run++
		most = max(most, run)
		rest := content[j:]
		switch {
		case strings.HasPrefix(rest, "、"):
			i = j + len("、")
		case strings.HasPrefix(rest, ", ") && len(rest) > 2 && isDigit(rest[2]):
			i = j + 2
		case strings.HasPrefix(rest, " and ") || strings.HasPrefix(rest, " y ") || strings.HasPrefix(rest, "和"):
			_, after, _ := strings.Cut(rest[1:], " ")
			if strings.HasPrefix(rest, "和") {
				after = rest[len("和"):]
			}
			i = len(content) - len(after)
		default:
			// "7 runs", or one word between: "all 7 scheduled runs", "14
			// consecutive nights", "12 ejecuciones programadas" reads its own way.
			skipped := rest
			if w, after, ok := strings.Cut(strings.TrimPrefix(rest, " "), " "); ok && strings.HasPrefix(rest, " ") && len(w) <= 12 && lettersOnly(w) {
				skipped = " " + after
			}
			for _, u := range runCountUnits {
				if strings.HasPrefix(rest, u) || strings.HasPrefix(strings.TrimLeft(rest, " "), strings.TrimSpace(u)) && !ascii(u) || ascii(u) && strings.HasPrefix(skipped, u) {
					most = max(most, atoiPrefix(content[i:j]))
				}
			}
			run = 0
			i = j
		}
	}
	return most
}

// atoiPrefix is the value of the digits s, capped.
func atoiPrefix(s string) int {
	n := 0
	for i := 0; i < len(s) && i < 6; i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}

// unaffirmSchedule keeps a reading of one run from affirming a claim of a
// schedule.
func (c *Claim) unaffirmSchedule(r *Reading, content string) {
	if r.Named || !c.recurs() {
		return
	}
	hourly := false
	for _, w := range []string{"hour", "hora", "小时", "minute", "minuto", "分钟"} {
		hourly = hourly || indexFold(c.Text, w) >= 0
	}
	if runsShown(content, hourly) < 2 {
		r.Affirms, r.Wanted = false, "it showed runs on several days or hours, not one"
		return
	}
	for _, w := range failedRunWords {
		if indexFold(content, w) >= 0 {
			r.Affirms, r.Wanted = false, "it showed every run succeeding, not one "+w
			return
		}
	}
}

// failedRunWords mark a run of a history that did not succeed.
// ("0 errors" is no failed run: only the words of a run's own status).
var failedRunWords = []string{"failed", "timed out", "missed", "falló", "fallida", "失败", "超时"}

// lettersOnly reports a word of ASCII letters.
func lettersOnly(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isLatinLetter(w[i]) {
			return false
		}
	}
	return w != ""
}
