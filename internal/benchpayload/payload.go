// Package benchpayload is the docs/rules.md §12 benchmark payload — tools/call
// ackrite with 10 evidence items, about 1.5 KB — shared by every benchmark
// and the bench driver, so that every figure measures the same input.
package benchpayload

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"strings"
)

//go:embed arguments.json
var file []byte

// arguments is the file compacted onto one line (stdio frames are lines).
var arguments = func() []byte {
	var b bytes.Buffer
	if err := json.Compact(&b, file); err != nil {
		panic("benchpayload: " + err.Error())
	}
	return b.Bytes()
}()

// Arguments returns the tool arguments, in session "bench".
func Arguments() json.RawMessage { return json.RawMessage(arguments) }

// Params returns tools/call params for the ackrite tool with these
// arguments, in the given session.
func Params(session string) string {
	args := strings.Replace(string(arguments), `"sessionId":"bench"`, `"sessionId":"`+session+`"`, 1)
	return `{"name":"ackrite","arguments":` + args + `}`
}
