package server

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"

	"github.com/ackrite/ackrite/internal/benchpayload"
)

// decodeRequestStd is decodeRequest done with encoding/json: the reference
// FuzzDecodeRequest holds the fast path to.
func decodeRequestStd(line []byte) (*jsonrpc.Request, json.RawMessage, bool) {
	var w wireRequest
	if json.Unmarshal(line, &w) != nil || w.Version != "2.0" || w.Method == nil {
		return nil, nil, false
	}
	id, raw, ok := makeID(w.ID)
	if !ok {
		return nil, nil, false
	}
	return &jsonrpc.Request{ID: id, Method: *w.Method, Params: w.Params}, raw, true
}

// FuzzDecodeRequest checks that the stdio fast path decodes every line as
// encoding/json would: the same verdict, id, method and params.
func FuzzDecodeRequest(f *testing.F) {
	f.Add([]byte(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":` + benchpayload.Params("bench") + `}`))
	for _, seed := range []string{
		`{"jsonrpc":"2.0","id":"abc","method":"tools/list"}`,
		`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
		`{"jsonrpc":"2.0","id":1.5,"method":"ping"}`,
		`{"jsonrpc":"2.0","id":null,"method":"ping","params":null}`,
		`{"jsonrpc":"2.0","id":[1],"method":"ping"}`,
		`{"jsonrpc":"2.0","id":1,"result":{}}`,
		`{"jsonrpc":"1.0","id":1,"method":"ping"}`,
		`{"jsonrpc":"2.0","id":1,"method":"ping","params": { "a" : [ 1 , 2 ] } }`,
		`{"jsonrpc":"2.0","id":1,"method":"ping"} x`,
		`{"jsonrpc":"2.0","id":1,"method":"p\u00e9\ud83d\ude00","params":"\ud800"}`,
		"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"\xff\"}",
		`{"JSONRPC":"2.0","ID":7,"Method":"ping"}`,
		`{"jsonrpc":"2.0","id":1e400,"method":"ping"}`,
		`{"jsonrpc":"2.0","id":9223372036854775808,"method":"ping"}`,
		`{"jsonrpc":"2.0","id":9007199254740993,"method":"ping"}`,
		`{"jsonrpc":"2.0","id":"a\u0041","method":"ping"}`,
		`{"jsonrpc":"2.0","id": 7 ,"method":"ping"}`,
		`{"jsonrpc":"2.0","id":-0,"method":"ping","id":2}`,
		`[{"jsonrpc":"2.0","id":1,"method":"ping"}]`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		fast, fastRaw, okFast := decodeRequest(line)
		ref, refRaw, okRef := decodeRequestStd(line)
		if okFast != okRef {
			t.Fatalf("%q: fast path ok=%v, encoding/json ok=%v", line, okFast, okRef)
		}
		if !okFast {
			return
		}
		if fast.ID != ref.ID || !bytes.Equal(fastRaw, refRaw) || fast.Method != ref.Method || !bytes.Equal(fast.Params, ref.Params) {
			t.Fatalf("%q:\n fast: %v %s %q %s\n ref:  %v %s %q %s", line, fast.ID.Raw(), fastRaw, fast.Method, fast.Params, ref.ID.Raw(), refRaw, ref.Method, ref.Params)
		}
	})
}
