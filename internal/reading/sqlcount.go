package reading

import (
	"math"
	"strconv"
	"strings"

	"github.com/ackrite/ackrite/internal/text"
)

// A count query's answer is what a claim that there are none of something
// asks for: "SELECT count(*) FROM orders WHERE tenant_id IS NULL" answered
// 0 shows "no orders are missing a tenant_id"; answered 37, it shows the
// opposite. psql, sqlite3 -column and mysql print the count under its
// column's name and a rule of dashes; a Prometheus instant query of one
// series ("{} => 0.42 @[…]") answers "the 5xx rate is zero" the same way.

// promAnswer returns the value of a Prometheus instant query's single
// series ("{} => 0.42 @[1764745200.000]", promtool's format) and the
// query's line, or ok false.
func promAnswer(content string) (v float64, query string, ok bool) {
	return promSeries(content, nil)
}

// promSeries is promAnswer for a query of several series: the one whose
// labels hold a value the claim says ({region="eu-west"} for a claim about
// eu-west), when claim is not nil.
func promSeries(content string, c *Claim) (v float64, query string, ok bool) {
	body := head(content, slotBytes)
	at := strings.Index(body, " => ")
	if at < 0 {
		return 0, "", false
	}
	if strings.Count(body, " => ") > 1 {
		if c == nil {
			return 0, "", false
		}
		found := -1
		for from := 0; ; {
			i := strings.Index(body[from:], " => ")
			if i < 0 {
				break
			}
			i += from
			from = i + 4
			labels := body[strings.LastIndexByte(body[:i], '\n')+1 : i]
			for _, part := range strings.Split(strings.Trim(strings.TrimSpace(labels), "{}"), ",") {
				_, val, _ := strings.Cut(part, "=")
				if val = strings.Trim(val, `"`); len(val) >= 3 && indexWordFold(c.Text, val) >= 0 {
					if found >= 0 && found != i {
						return 0, "", false // two series the claim names: which one is not read here
					}
					found = i
				}
			}
		}
		if found < 0 {
			return 0, "", false
		}
		at = found
	}
	line := body[strings.LastIndexByte(body[:at], '\n')+1:]
	if !strings.HasPrefix(strings.TrimSpace(line), "{") {
		return 0, "", false
	}
	rest := strings.TrimSpace(body[at+len(" => "):])
	num, _, _ := strings.Cut(rest, " ")
	v, err := strconv.ParseFloat(num, 64)
	if err != nil || v < 0 {
		return 0, "", false
	}
	return v, strings.ToLower(body[:at]), true
}

// A queryTable is a SQL client's printed result: its column names and
// rows, as psql's aligned format, sqlite3 -column and mysql print them.
type queryTable struct {
	query   string // the query's text, lower case, up to its end
	columns []string
	rows    [][]string
}

// queryResult returns the one query of content and its printed result,
// or ok false when the content holds no query, several, or no table.
func queryResult(content string) (t queryTable, ok bool) {
	body := head(content, slotBytes)
	at := indexFold(body, "select ")
	if at < 0 || indexFold(body[at+1:], "select ") >= 0 {
		return t, false // several queries: which result answers which is not read here
	}
	q := body[at:]
	if i := strings.IndexAny(q, ";\n"); i >= 0 {
		q = q[:i]
	}
	t.query = strings.ToLower(q)
	lines := strings.Split(body[at:], "\n")
	rule := -1
	for i, l := range lines {
		if i > 0 && isRuleLine(l) && i+1 < len(lines) {
			rule = i
			break
		}
	}
	if rule < 1 {
		return t, false
	}
	// mysql: "+---+", "| name |", "+---+", rows, "+---+".
	boxed := strings.HasPrefix(strings.TrimSpace(lines[rule]), "+")
	header, data := lines[rule-1], rule+1
	if boxed {
		if rule+2 >= len(lines) || !isRuleLine(lines[rule+2]) {
			return t, false
		}
		header, data = lines[rule+1], rule+3
	}
	t.columns = splitRow(header, lines[rule], boxed)
	for _, l := range lines[min(data, len(lines)):] {
		tl := strings.TrimSpace(l)
		if tl == "" || strings.HasPrefix(tl, "(") || isRuleLine(l) || strings.Contains(tl, " in set") || strings.HasSuffix(tl, "=>") || strings.HasSuffix(tl, "=#") {
			break
		}
		if len(t.rows) == maxQueryRows {
			return t, false
		}
		t.rows = append(t.rows, splitRow(l, lines[rule], boxed))
	}
	return t, len(t.columns) > 0
}

// maxQueryRows bounds the rows of a result read: a longer one is a listing.
const maxQueryRows = 64

// isRuleLine reports a line of dashes under a result's header ("------",
// "-----+-----", "+-----+", "-------------  -").
func isRuleLine(l string) bool {
	l = strings.TrimSpace(l)
	if len(l) < 1 || strings.Count(l, "-") < 1 {
		return false
	}
	for i := 0; i < len(l); i++ {
		if b := l[i]; b != '-' && b != '+' && b != ' ' && b != '|' {
			return false
		}
	}
	return true
}

// splitRow splits a result's line into its cells: at "|" for psql and
// mysql, at the rule's column bounds for sqlite3 -column.
func splitRow(l, rule string, boxed bool) []string {
	var cells []string
	if boxed || strings.Contains(rule, "+") {
		for _, c := range strings.Split(strings.Trim(strings.TrimSpace(l), "|"), "|") {
			cells = append(cells, strings.TrimSpace(c))
		}
		return cells
	}
	for i := 0; i < len(rule); {
		for i < len(rule) && rule[i] == ' ' {
			i++
		}
		j := i
		for j < len(rule) && rule[j] == '-' {
			j++
		}
		if j == i {
			break
		}
		end := j
		if k := strings.IndexByte(rule[j:], '-'); k >= 0 {
			end = j + k // a cell runs to the next column's start
		} else {
			end = len(l)
		}
		if i < len(l) {
			cells = append(cells, strings.TrimSpace(l[i:min(end, len(l))]))
		} else {
			cells = append(cells, "")
		}
		i = j
	}
	return cells
}

// count returns the cell of row's count column as a number: the column
// named count, count(*), n, total or cnt, or the last one.
func (t *queryTable) count(row []string) (int, bool) {
	col := len(t.columns) - 1
	for i, c := range t.columns {
		switch strings.ToLower(c) {
		case "count", "count(*)", "n", "total", "cnt":
			col = i
		}
	}
	if col < 0 || col >= len(row) {
		return 0, false
	}
	v, err := strconv.Atoi(row[col])
	return v, err == nil && v >= 0
}

// complementQuery reports a count query of what lacks something: its filter
// negates ("IS NULL", "NOT", "!=", "<>", "= false").
func complementQuery(content string) bool {
	body := head(content, slotBytes)
	at := indexFold(body, "select count(")
	if at < 0 {
		return false
	}
	q := body[at:]
	if i := strings.IndexAny(q, ";\n"); i >= 0 {
		q = q[:i]
	}
	w := indexFold(q, " where ")
	if w < 0 {
		return false
	}
	for _, neg := range [...]string{" is null", " not ", "!=", "<>", "= false", "=false", " = ''", "=''"} {
		if indexFold(q[w:], neg) >= 0 {
			return true
		}
	}
	return false
}

// noneClaimed reports a claim that there are none of what it names: "no
// orders are stuck", "tenant acme has no overdue invoices", "ningún pedido",
// "没有订单".
func (c *Claim) noneClaimed() bool {
	if c.noneRead {
		return c.none
	}
	c.noneRead = true
	for _, w := range []string{"without any ", "没有", "不再有", "为零", "为 0"} {
		c.none = c.none || strings.Contains(c.lower(), w)
	}
	for _, t := range c.tokens() {
		switch t.s {
		case "no", "zero", "0", "none", "cero", "ningún", "ninguna", "ningun":
			c.none = c.none || !t.stop // "no orders", "the 5xx rate is zero", "stays at 0"
		}
	}
	return c.none
}

// countAnswers reads a query of what the claim says there is none of
// (sqlcount.go's opening): 0 affirms it, more refutes it. The query must
// name what the claim is about: two of its terms, in the query's words.
//   - one count ("SELECT count(*) …" printing 0);
//   - counts by group ("… GROUP BY state": the row the claim names —
//     "idle in transaction | 0" — or, when the claim names the grouping,
//     "no tenant has …", every row);
//   - the rows of what the claim says there is none of ("… HAVING
//     COUNT(*) > 1" printing a duplicate, or "(0 rows)").
func (c *Claim) countAnswers(r *Reading, content string) bool {
	if !c.noneClaimed() && !(c.Has(Universal) && c.Success && complementQuery(content)) {
		// (A claim of all of them is one that none lacks it: "all rows
		// were backfilled with a clinic_id" ← "… WHERE clinic_id IS NULL".)
		return false
	}
	var v float64
	var query string
	t, ok := queryResult(content)
	named := "" // what the result itself names: the group it counts
	byName := false
	if ok {
		query = t.query
		n, label, decided := c.tableCount(&t)
		if !decided {
			return false
		}
		v, named = float64(n), strings.ToLower(label)
		if strings.Contains(query, "having count(*) > 1") {
			named += " duplicates" // the idiom of a duplicate
		}
	} else if v, query, ok = promAnswer(content); !ok {
		field, n, found := c.countField(content)
		if !found {
			return false
		}
		v, query, named = float64(n), field, field
		byName = true // the field's name is the claim's own words
	}
	shared := 0
	for _, term := range c.topical {
		if len(term) >= 3 && (strings.Contains(query, term) || strings.Contains(named, term)) {
			shared++
		}
	}
	if shared < 2 && !byName {
		return false
	}
	if v == 0 {
		r.Affirms, r.Rule, r.Lines = true, "query.zero", []string{"0: " + clipped(query)}
		r.Persists, r.Refutes = false, false // the count answers what the claim asks, whatever else was read
		if r.Outcome == Fail {
			r.Outcome = Pass // "failed_jobs=0": none failed
		}
		r.reported = byName // the count of the claim's own words names what it is about
		return true
	}
	got := strconv.FormatFloat(v, 'g', -1, 64)
	r.Refutes, r.Outcome, r.Rule, r.Lines = true, Fail, "query.nonzero", []string{got + ": " + clipped(query)}
	r.Wanted = "its query answered 0, not " + got
	return true
}

// tableCount returns how many of what the claim says there is none of a
// query's printed result shows, and whether it decides.
func (c *Claim) tableCount(t *queryTable) (n int, label string, ok bool) {
	counted := strings.Contains(t.query, "count(")
	if !counted || strings.Contains(t.query, "having") {
		// The rows are the things themselves: a duplicate, an orphan.
		if !strings.Contains(t.query, " where ") && !strings.Contains(t.query, " having ") {
			return 0, "", false // an unfiltered listing shows what there is, not what there is none of
		}
		return len(t.rows), "", true
	}
	if len(t.columns) == 1 {
		if len(t.rows) != 1 {
			return 0, "", false
		}
		n, ok := t.count(t.rows[0])
		return n, "", ok
	}
	// Counts by group: the group the claim names decides.
	total, best, bestN, bestLabel := 0, 0, 0, ""
	for _, row := range t.rows {
		n, ok := t.count(row)
		if !ok {
			return 0, "", false
		}
		total += n
		// The most words of the claim win: "idle in transaction", not "idle".
		if label := strings.Join(row[:len(row)-1], " "); c.namesLabel(label) && len(text.Terms(label)) > best {
			best, bestN, bestLabel = len(text.Terms(label)), n, label
		}
	}
	if best > 0 {
		return bestN, bestLabel, true
	}
	for _, col := range t.columns[:len(t.columns)-1] {
		if term, ok := text.Term(col); ok && c.isTopical(term) {
			return total, col, true // "no tenant has …", grouped by tenant
		}
	}
	return 0, "", false
}

// countField returns a field of content that counts what the claim says
// there is none of — its name the claim's own words ("missing_keys": 0
// for "no missing keys", failed_jobs=3 for "no failed jobs") — and its
// number; found false when none does.
func (c *Claim) countField(content string) (name string, n int, found bool) {
	body := head(content, slotBytes)
	for i := 0; i < len(body); i++ {
		if body[i] != ':' && body[i] != '=' {
			continue
		}
		// The name before: `"missing_keys"`, `missing_keys`.
		j := i
		for j > 0 && body[j-1] == ' ' {
			j--
		}
		end := j
		if j > 0 && body[j-1] == '"' {
			j--
			end = j
		}
		k := j
		for k > 0 && (isAlnum(body[k-1]) || body[k-1] == '_' || body[k-1] == '-') {
			k--
		}
		key := body[k:end]
		if !strings.ContainsAny(key, "_-") || len(key) < 5 {
			continue // one word says too little of what it counts
		}
		if from := strings.LastIndexByte(body[:k], '\n') + 1; strings.HasPrefix(body[from:], "$ ") {
			continue // "$ VELORA_REORDER_FIX=1 go test …": a variable set on the command line, no count
		}
		v := strings.TrimLeft(body[i+1:], " ")
		num, rest := leadingInt(v)
		if num < 0 || rest != "" && (isAlnum(rest[0]) || rest[0] == '.') {
			continue
		}
		if !c.holdsParts(key) {
			continue // (checked before any allocation: most fields name nothing of the claim)
		}
		if words := spaced(strings.ToLower(key)); c.namesLabel(words) {
			return words, num, true
		}
	}
	return "", 0, false
}

// holdsParts reports whether the claim holds every part of an identifier
// ("missing" and "keys" of missing_keys), any case.
func (c *Claim) holdsParts(key string) bool {
	for key != "" {
		i := strings.IndexAny(key, "_-")
		part := key
		if i >= 0 {
			part, key = key[:i], key[i+1:]
		} else {
			key = ""
		}
		if part != "" && indexFold(c.Text, part) < 0 {
			return false
		}
	}
	return true
}

// namesLabel reports a group's label that is the claim's own words: "idle
// in transaction" for "no idle-in-transaction connections".
// "idle" alone is none: it is a part of the claim's compound.
func (c *Claim) namesLabel(label string) bool {
	if len(text.Terms(label)) == 0 {
		return false
	}
	return nameFold(c.Text, label) || strings.Contains(label, " ") && nameFold(spaced(c.Text), label)
}

func clipped(s string) string {
	if len(s) > 160 {
		return s[:160] + "…"
	}
	return s
}

// promBound reads a Prometheus instant query of a time in seconds
// ("histogram_quantile(0.99, … _seconds_bucket …)" answered "{} => 0.182")
// against the claim's own bound ("p99 latency is under 250 ms"): the
// quantile must be the claim's statistic when it names one.
func (c *Claim) promBound(r *Reading, content string) bool {
	if len(c.bounds) == 0 && !c.boundsCount() {
		return false
	}
	v, query, ok := promSeries(content, c)
	if !ok {
		return false
	}
	for _, n := range c.counts {
		if n.bound == 0 || !c.queryNames(query) {
			continue
		}
		// "lag … under 1000 messages" ← "{group=\"orders-eu\"} => 18234".
		line := strconv.FormatFloat(v, 'g', -1, 64) + " " + n.raw + ": " + clipped(query)
		if n.bound < 0 && v < float64(n.n) || n.bound > 0 && v > float64(n.n) {
			r.Affirms, r.Rule, r.Lines = true, "query.bound", []string{line}
		} else {
			r.Refutes, r.Outcome, r.Persists, r.Rule, r.Lines = true, Fail, true, "query.bound", []string{line}
		}
		r.reported = true
		return true
	}
	if len(c.bounds) == 0 {
		return false
	}
	var m measurement
	switch {
	case strings.Contains(query, "_seconds"):
		m = measurement{value: v * 1000, class: timeUnit, unit: "ms"}
	case strings.Contains(query, " / ") && v <= 1:
		m = measurement{value: v * 100, unit: "%"} // a ratio of two rates: "5xx / all"
	default:
		return false
	}
	for _, b := range c.bounds {
		if m.unit == "%" && b.unit != "%" || m.unit != "%" && b.class != timeUnit {
			continue
		}
		if q := quantileOf(query); b.statistic != "" && q != b.statistic || b.statistic == "" && q != "" && q != "p50" {
			continue // another statistic than the claim's
		}
		line := strconv.FormatFloat(m.value, 'g', 4, 64) + " " + m.unit + ": " + clipped(query)
		if b.holds(m) {
			r.Affirms, r.Rule, r.Lines, r.Measured = true, "query.bound", []string{line}, max(r.Measured, 1)
		} else {
			r.Refutes, r.Outcome, r.Persists, r.Rule, r.Lines = true, Fail, true, "query.bound", []string{line}
		}
		r.reported = true
		return true
	}
	return false
}

// quantileOf returns the statistic of a histogram_quantile query ("p99"
// of 0.99), or "".
func quantileOf(query string) string {
	_, rest, ok := strings.Cut(query, "histogram_quantile(")
	if !ok {
		return ""
	}
	num, _, _ := strings.Cut(rest, ",")
	f, err := strconv.ParseFloat(strings.TrimSpace(num), 64)
	if err != nil || f <= 0 || f >= 1 {
		return ""
	}
	return "p" + strings.ReplaceAll(strconv.FormatFloat(math.Round(f*1000)/10, 'g', -1, 64), ".", "") // p99, p50, p999
}

// boundsCount reports a count the claim bounds ("under 1000 messages").
func (c *Claim) boundsCount() bool {
	for _, n := range c.counts {
		if n.bound != 0 {
			return true
		}
	}
	return false
}

// queryNames reports a query that holds one of the claim's core terms as a
// word of a metric's name ("kafka_consumergroup_lag" for "consumer lag").
func (c *Claim) queryNames(query string) bool {
	for _, t := range c.coreTerms() {
		if len(t) >= 3 && !productWords[t] && strings.Contains(query, t) {
			return true
		}
	}
	return false
}
