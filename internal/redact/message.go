package redact

import "strings"

// cutMarker is how the JSON decoder under the go-sdk marks a value it cut
// short when it echoes it in an error:
// json: cannot unmarshal "\"ghp_R4nd0mT0k3nV4lu3F0rT3st1..." into ….
const cutMarker = "..."

// Message redacts an error message that echoes what a caller sent, such
// as the go-sdk's invalid-params errors: the rules, then every word cut
// short before the decoder's "..." — eight or more letters, digits, "_"
// or "-" — becomes [REDACTED:cut]. A token cut below its rule's length
// ("ghp_" and 26 of its 36 characters) no longer matches the rule, and
// would leak that much of itself. Only for error messages: in a tool
// result, "Reconnecting..." is prose. Transports run it on the message of
// every JSON-RPC error they write (stdio does; HTTP should).
func Message(msg string) string {
	msg = String(msg)
	if !strings.Contains(msg, cutMarker) {
		return msg
	}
	var b strings.Builder
	last := 0
	for i := 0; i+len(cutMarker) <= len(msg); {
		j := strings.Index(msg[i:], cutMarker)
		if j < 0 {
			break
		}
		end := i + j
		start := end
		for start > last && (isWord(msg[start-1]) || msg[start-1] == '-') {
			start--
		}
		if end-start >= 8 {
			b.WriteString(msg[last:start])
			b.WriteString(Marker + "cut]")
			last = end
		}
		i = end + len(cutMarker)
	}
	if last == 0 {
		return msg
	}
	b.WriteString(msg[last:])
	return b.String()
}
