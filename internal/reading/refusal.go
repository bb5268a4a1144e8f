package reading

import "strings"

// A claim that states a refusal, a rejection or a removal ("SSLv3 is
// refused", "uploads over 10 MB are rejected", "the legacy route answers
// 410") is affirmed by an item that shows that refusal (docs/tools.md,
// Readings): the failure it states is its success shape.

// measures reports whether the claim states a measure its numbers are
// read against: a trend, or a bound of a claim that is not one of a
// refusal. In "uploads over 10 MB are rejected" the bound is the
// condition of the refusal the claim expects, not a measure: a 12 MB
// upload meets it and says nothing of the outcome.
func (c *Claim) measures() bool {
	return c.hasTrend || len(c.bounds) > 0 && !(c.ExpectsFailure && !c.Has(Performance))
}

// refusedIn returns the line of an observation in words that shows the
// refusal a claim of a failure expects — a 4xx status, of the class the
// claim names if it names one — or "": an item with a 2xx or 3xx status
// anywhere in it (a request let through, a retry that succeeded) shows no
// refusal.
func (c *Claim) refusedIn(r *Reading, content string) string {
	if !c.ExpectsFailure || c.Success || r.Persists || r.Status < 400 || r.Status >= 500 {
		return ""
	}
	if len(c.Statuses) > 0 && !sameClass(c.Statuses, r.Status) {
		return ""
	}
	refused := ""
	for line := range strings.Lines(content) {
		// proseStatus reads a line's first status; a retry's answer is
		// often a later clause of the same line.
		for part := range strings.FieldsFuncSeq(line, func(r rune) bool { return r == ',' || r == ';' || r == '，' || r == '；' }) {
			switch n := proseStatus(part); {
			case n >= 200 && n < 400:
				return ""
			case n == r.Status && refused == "":
				refused = strings.TrimSpace(line)
			}
		}
	}
	return refused
}

// A claim that something is no longer accepted ("SSLv3 is no longer
// accepted by the gateway", "el gateway ya no admite TLS 1.0") is shown by
// the refusal beside its control: a part of the item that tries what the
// claim says is refused and fails ("-ssl3: handshake failure"), and a part
// that tries something else against the same system and succeeds ("-tls1_2:
// handshake completed"). The success is the allowed one's, not a
// contradiction; a part that tries the refused thing and succeeds is.

// maxParts bounds the parts of an item read for a refusal beside its
// control.
const maxParts = 16

// refusedBeside returns the part of content that shows the refusal, or "":
// the parts are its lines and the clauses between ";".
func (c *Claim) refusedBeside(content string) string {
	if c.Success || !c.Has(Absence) {
		return ""
	}
	// The form depends on the claim alone: it is made once, not per item.
	if !c.refusedFRead || c.refusedFText != c.Text {
		c.refusedF, c.refusedFText, c.refusedFRead = c.refusedForm(), c.Text, true
	}
	target := c.refusedF
	if target == "" {
		return ""
	}
	if !partNames(content, target) {
		return "" // no part tries what the claim says is refused
	}
	refused, control := "", false
	var b phraseBufs
	n := 0
	for line := range strings.Lines(content) {
		for part := range strings.FieldsFuncSeq(line, func(r rune) bool { return r == ';' || r == '；' }) {
			if n++; n > maxParts {
				return ""
			}
			failed, succeeded := partOutcome(&b, part)
			switch names := namesRefused(part, target); {
			case names && succeeded:
				return "" // the refused thing let through
			case names && failed && refused == "":
				refused = strings.TrimSpace(part)
			case !names && succeeded:
				control = true
			}
		}
	}
	if !control {
		return ""
	}
	return refused
}

// partNames reports whether a part of content, as refusedBeside splits it,
// names target: the parts' statements are read only when one does.
func partNames(content, target string) bool {
	n := 0
	for line := range strings.Lines(content) {
		if strings.IndexByte(line, ';') < 0 && !strings.Contains(line, "；") {
			// One part, the line (never empty): no split, whose test ran
			// once a rune.
			if n++; n > maxParts {
				return false
			}
			if namesRefused(line, target) {
				return true
			}
			continue
		}
		for part := range strings.FieldsFuncSeq(line, func(r rune) bool { return r == ';' || r == '；' }) {
			if n++; n > maxParts {
				return false
			}
			if namesRefused(part, target) {
				return true
			}
		}
	}
	return false
}

// partOutcome reads one part of an item: whether it states a failure (or
// answers 4xx/5xx) and whether it states a success (or answers 2xx), each
// not negated.
func partOutcome(b *phraseBufs, part string) (failed, succeeded bool) {
	for _, st := range b.read(part) {
		if st.Negated || st.Planned {
			continue
		}
		switch st.Kind {
		case Failure:
			failed = true
		case Success, Affirm:
			succeeded = true
		}
	}
	switch s := proseStatus(part); {
	case s >= 200 && s < 300:
		succeeded = true
	case s >= 400:
		failed = true
	}
	return failed && !succeeded, succeeded && !failed
}

// systemWords end what a claim says is refused and start the system that
// refuses it: "SSLv3 is no longer accepted by the gateway".
var systemWords = map[string]bool{"by": true, "on": true, "in": true, "at": true, "from": true, "for": true, "por": true, "en": true,
	"para": true, "desde": true}

// auxiliaries stand between what a claim says is refused and its absence
// ("SSLv3 is no longer accepted") and are no part of its name; articles
// (othername.go) neither.
var auxiliaries = map[string]bool{"is": true, "are": true, "be": true, "has": true, "have": true, "been": true, "was": true, "were": true}

// refusedForm returns the protocolForm of what a claim of an absence says
// is refused: the object of its capability verb ("ya no admite TLS 1.0"),
// else the words before the absence ("SSLv3 is no longer accepted"); ""
// when it names none.
func (c *Claim) refusedForm() string {
	toks := c.tokens()
	for i := range c.Statements {
		st := &c.Statements[i]
		if st.Kind != Absence || st.Negated || st.Planned {
			continue
		}
		k := 0
		for k < len(toks) && toks[k].start < st.End {
			k++
		}
		var b strings.Builder
		if k < len(toks) && !toks[k].stop && capabilities[toks[k].s] {
			k++
			from := k
			for k < len(toks) && !toks[k].stop && !systemWords[toks[k].s] {
				k++
			}
			if from < k {
				b.WriteString(protocolForm(c.Text[toks[from].start:toks[k-1].end])) // "TLS 1.0" as one
			}
		}
		if b.Len() == 0 {
			from := k
			for from > 0 && toks[from-1].start >= st.Start {
				from--
			}
			start := from
			for start > 0 && !toks[start-1].stop && !systemWords[toks[start-1].s] {
				start--
			}
			for j := start; j < from; j++ {
				if !articles[toks[j].s] && !auxiliaries[toks[j].s] {
					b.WriteString(protocolForm(c.Text[toks[j].start:toks[j].end]))
				}
			}
		}
		if b.Len() >= 3 {
			return b.String()
		}
	}
	return ""
}

// maxNameFields bounds the fields of an item a refused name may span:
// "TLS 1.0", "legacy export API".
const maxNameFields = 4

// namesRefused reports whether a part names what is refused, its target
// form, in fields of its own: "SSLv3" is "-ssl3" and "--sslv3", "TLS 1.0"
// is "-tls1" and "TLSv1", but not "-tls1_2". The forms are built in a
// buffer on the stack: a part is read for every item of a claim of an
// absence, and splitting it into fields allocated most of such a call.
func namesRefused(part, target string) bool {
	var buf [64]byte
	for p := skipNameSeps(part, 0); p < len(part); {
		end := nameFieldEnd(part, p)
		// A form starts with its field's first letter or digit, lower-cased:
		// a field whose first is not target's starts no name of it, nor
		// does a field with none (the next field's start reads more).
		first := p
		for first < end && !isAlnum(part[first]) {
			first++
		}
		if target != "" && (first == end || lowerByte(part[first]) != target[0]) {
			p = skipNameSeps(part, end)
			continue
		}
		form := buf[:0]
		for q, e, j := p, end, 0; j < maxNameFields; j++ {
			form = appendProtocolForm(form, part[q:e])
			if string(form) == target {
				return true
			}
			// A field's form only extends the form before it: one that is
			// not the start of target never becomes target.
			if len(form) >= len(target) || string(form) != target[:len(form)] {
				break
			}
			if q = skipNameSeps(part, e); q >= len(part) {
				break
			}
			e = nameFieldEnd(part, q)
		}
		p = skipNameSeps(part, end)
	}
	return false
}

// isNameSep reports whether c separates the fields namesRefused reads.
func isNameSep(c byte) bool { return nameSeps[c] }

// nameSeps is isNameSep as a table: it is read once a byte of every part.
var nameSeps = [256]bool{' ': true, '\t': true, ':': true, ',': true, '(': true, ')': true, '=': true, '/': true, '"': true}

func skipNameSeps(s string, i int) int {
	for i < len(s) && isNameSep(s[i]) {
		i++
	}
	return i
}

func nameFieldEnd(s string, i int) int {
	for i < len(s) && !isNameSep(s[i]) {
		i++
	}
	return i
}

// protocolForm returns s lower-cased with only its letters and digits, the
// "v" of a protocol's version dropped and a version's ".0" too: "sslv3" →
// "ssl3", "tlsv1.2" → "tls12", "TLS 1.0" → "tls1".
func protocolForm(s string) string {
	return string(appendProtocolForm(make([]byte, 0, len(s)), s))
}

// appendProtocolForm appends the protocolForm of s to b; what b holds
// before is not read.
func appendProtocolForm(b []byte, s string) []byte {
	from := len(b)
	for i := 0; i < len(s); i++ {
		c := lowerByte(s[i])
		if (c == '.' || c == '_') && i+1 < len(s) && s[i+1] == '0' && (i+2 == len(s) || !isDigit(s[i+2])) && i > 0 && isDigit(s[i-1]) {
			i++ // "1.0", "1_0"
			continue
		}
		if !isAlnum(c) {
			continue
		}
		if c == 'v' && i+1 < len(s) && isDigit(s[i+1]) && (bytesEnd(b[from:], "ssl") || bytesEnd(b[from:], "tls")) {
			continue
		}
		b = append(b, c)
	}
	return b
}

func bytesEnd(b []byte, suffix string) bool {
	return len(b) >= len(suffix) && string(b[len(b)-len(suffix):]) == suffix
}
