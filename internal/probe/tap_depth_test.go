package probe

import (
	"strings"
	"testing"
)

// TestTapSkipsDeepMessages: a tools/list answer nested 2,000 deep, past the 1,000 limit, is
// not captured (the SDK refuses it as well), and a normal one still is.
func TestTapSkipsDeepMessages(t *testing.T) {
	tp := newTap()
	tp.sent([]byte(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`))
	deep := strings.Repeat("[", 2_000) + strings.Repeat("]", 2_000)
	tp.message([]byte(`{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"t","inputSchema":` + deep + `}]}}`))
	if _, ok := tp.take(); ok {
		t.Error("a message nested 2,000 deep (past the 1,000 limit) was captured")
	}
	tp.sent([]byte(`{"jsonrpc":"2.0","id":2,"method":"tools/list"}`))
	tp.message([]byte(`{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"late","inputSchema":{"type":"object"}}]}}`))
	if _, ok := tp.take(); ok {
		t.Error("a late answer to an earlier tools/list was captured as the answer to the next")
	}
	tp.message([]byte(`{"jsonrpc":"2.0","id":2,"result":{"tools":[{"name":"t","inputSchema":{"type":"object"}}]}}`))
	if _, ok := tp.take(); !ok {
		t.Error("a normal tools/list result was not captured")
	}
}
