package redact

import (
	"bytes"
	"encoding/json"
	"unsafe"
)

// JSON redacts a JSON document — an outgoing JSON-RPC message, a result, an
// error's data — with the built-in rules; see [Redactor.JSON].
func JSON(data []byte) []byte { return std().JSON(data) }

// JSON returns data, a JSON document, with every secret replaced, and
// still valid JSON. It returns data itself when nothing matched, which is
// the common case and costs one keyword scan.
//
// The rules run over the encoded text first, so that a secret split across
// JSON tokens ({"password":"hunter2"}) is found. A replacement that cut
// through an escape sequence would break the document; then each string
// (key or value) is decoded, redacted and re-encoded on its own, and the
// rules run over the encoded text once more, kept only if it is still
// valid JSON. Invalid JSON in is redacted as text and may stay invalid.
//
// Transports call it on every message they write (docs/rules.md §8: every string
// that leaves the process), so that what the SDK echoes — unknown tool and
// method names, invalid params — is covered as well as tool results.
func (r *Redactor) JSON(data []byte) []byte {
	if len(data) < 3 {
		return data
	}
	s := unsafe.String(unsafe.SliceData(data), len(data)) // read only; Redact never keeps it
	out := r.Redact(s)
	if out == s {
		return data
	}
	if json.Valid([]byte(out)) || !json.Valid(data) {
		return []byte(out)
	}
	each := r.eachString(data)
	if again := r.Redact(string(each)); json.Valid([]byte(again)) {
		return []byte(again)
	}
	return each
}

// eachString redacts every JSON string literal in data on its own: decoded,
// redacted and, when that changed it, encoded again. data is valid JSON.
func (r *Redactor) eachString(data []byte) []byte {
	var b bytes.Buffer
	b.Grow(len(data))
	last := 0
	for i := 0; i < len(data); i++ {
		if data[i] != '"' {
			continue
		}
		end, escaped := i+1, false
		for ; end < len(data) && data[end] != '"'; end++ {
			if data[end] == '\\' {
				escaped = true
				end++
			}
		}
		lit := data[i : end+1]
		i = end
		var text string
		if escaped {
			if json.Unmarshal(lit, &text) != nil {
				continue
			}
		} else {
			text = string(lit[1 : len(lit)-1])
		}
		red := r.Redact(text)
		if red == text {
			continue
		}
		enc, err := json.Marshal(red)
		if err != nil {
			continue
		}
		b.Write(data[last : i-len(lit)+1])
		b.Write(enc)
		last = i + 1
	}
	if last == 0 {
		return data
	}
	b.Write(data[last:])
	return b.Bytes()
}

// Value returns a decoded JSON value (what encoding/json gives an any)
// with every string in it redacted, object keys too; v itself is left as
// it was. It is for values quoted from a definition or a document, such
// as the old and new values of a diff.
func Value(v any) any {
	switch x := v.(type) {
	case string:
		return String(x)
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[String(k)] = Value(e)
		}
		return out
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = Value(e)
		}
		return out
	}
	return v
}
