package redact

import "strings"

// cutMarkers are how an echo marks a value cut short: the JSON decoder
// under the go-sdk writes "..." (json: cannot unmarshal
// "\"ghp_R4nd0mT0k3nV4lu3F0rT3st1..." into …), ackrite's own excerpts and
// caps write "…".
var cutMarkers = []string{"...", "…"}

// Message redacts an error message that echoes what a caller sent, such
// as the go-sdk's invalid-params errors: the rules, then every word cut
// short before a cut marker — eight or more letters, digits, "_" or "-" —
// becomes [REDACTED:cut]. A token cut below its rule's length ("ghp_" and
// 26 of its 36 characters) no longer matches the rule, and would leak
// that much of itself. Only for error messages: in a tool result,
// "Reconnecting..." is prose. Transports run it on the message of every
// JSON-RPC error they write; a message they cut themselves is redacted
// first and run through it again after the cut.
func Message(msg string) string {
	msg = String(msg)
	for _, cut := range cutMarkers {
		msg = redactCut(msg, cut)
	}
	return msg
}

// redactCut replaces the words cut short before marker.
func redactCut(msg, marker string) string {
	if !strings.Contains(msg, marker) {
		return msg
	}
	var b strings.Builder
	last := 0
	for i := 0; i+len(marker) <= len(msg); {
		j := strings.Index(msg[i:], marker)
		if j < 0 {
			break
		}
		end := i + j
		start := end
		for start > last && (isWord(msg[start-1]) || msg[start-1] == '-') {
			start--
		}
		if end-start >= 8 && !strings.HasSuffix(msg[:end], "]") {
			b.WriteString(msg[last:start])
			b.WriteString(Marker + "cut]")
			last = end
		}
		i = end + len(marker)
	}
	if last == 0 {
		return msg
	}
	b.WriteString(msg[last:])
	return b.String()
}
