package reading

import (
	"strconv"
	"strings"
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
	body := head(content, slotBytes)
	at := strings.Index(body, " => ")
	if at < 0 || strings.Count(body, " => ") > 1 {
		return 0, "", false
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

// sqlCount returns the count a content's query answered and the query's
// line, or ok false when the content is no single count query's output.
func sqlCount(content string) (n int, query string, ok bool) {
	body := head(content, slotBytes)
	at := indexFold(body, "select count(")
	if at < 0 {
		return 0, "", false
	}
	if next := indexFold(body[at+1:], "select "); next >= 0 {
		return 0, "", false // several queries: which count answers which is not read here
	}
	query = body[at:]
	if i := strings.IndexAny(query, ";\n"); i >= 0 {
		query = query[:i]
	}
	query = strings.ToLower(query)
	rest := content[at:]
	ruled := false
	for line := range strings.SplitSeq(rest, "\n") {
		t := strings.Trim(strings.TrimSpace(line), "|+ ")
		switch {
		case t == "":
			continue
		case strings.Trim(t, "-+") == "" && len(t) >= 3:
			ruled = true
		case ruled:
			v, err := strconv.Atoi(t)
			if err == nil && v >= 0 {
				return v, query, true
			}
			ruled = false // mysql's header stands between two rules
		}
	}
	return 0, "", false
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
		c.none = c.none || indexFold(c.Text, w) >= 0
	}
	for _, t := range c.tokens() {
		switch t.s {
		case "no", "zero", "0", "none", "cero", "ningún", "ninguna", "ningun":
			c.none = c.none || !t.stop // "no orders", "the 5xx rate is zero", "stays at 0"
		}
	}
	return c.none
}

// countAnswers reads a count query of what the claim says there is none
// of: 0 affirms it, more refutes it. The query must name what the claim is
// about: two of its terms, in the query's words.
func (c *Claim) countAnswers(r *Reading, content string) bool {
	if !c.noneClaimed() {
		return false
	}
	n, query, ok := sqlCount(content)
	v := float64(n)
	if !ok {
		if v, query, ok = promAnswer(content); !ok {
			return false
		}
	}
	shared := 0
	for _, t := range c.topical {
		if len(t) >= 3 && strings.Contains(query, t) {
			shared++
		}
	}
	if shared < 2 {
		return false
	}
	if v == 0 {
		r.Affirms, r.Rule, r.Lines = true, "query.zero", []string{"0: " + clipped(query)}
		return true
	}
	got := strconv.FormatFloat(v, 'g', -1, 64)
	r.Refutes, r.Outcome, r.Rule, r.Lines = true, Fail, "query.nonzero", []string{got + ": " + clipped(query)}
	r.Wanted = "its query answered 0, not " + got
	return true
}

func clipped(s string) string {
	if len(s) > 160 {
		return s[:160] + "…"
	}
	return s
}
