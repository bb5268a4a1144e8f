package server

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/ackrite/ackrite/internal/testkit"
)

const initLines = `{"jsonrpc":"2.0","id":"init","method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"pipe","version":"1"}}}
{"jsonrpc":"2.0","method":"notifications/initialized","params":{}}
`

type response struct {
	ID     any             `json:"id"`
	Result json.RawMessage `json:"result"`
	Error  *struct {
		Code    int    `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

// pipe feeds input to a stdio server, waits for it to return at EOF and
// returns its responses by id ("null" for id-less error responses, in order).
func pipe(t *testing.T, input string) (map[string]response, []response) {
	t.Helper()
	var out testkit.SyncBuffer
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := RunStdio(ctx, New(Options{}), strings.NewReader(input), &out, nil); err != nil {
		t.Fatalf("RunStdio: %v", err)
	}
	byID := map[string]response{}
	var anonymous []response
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		var r response
		if err := json.Unmarshal([]byte(line), &r); err != nil {
			t.Fatalf("server wrote a line that is not JSON: %q", line)
		}
		if r.ID == nil {
			anonymous = append(anonymous, r)
			continue
		}
		byID[fmt.Sprint(r.ID)] = r
	}
	return byID, anonymous
}

func call(id int, args string) string {
	return fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"ackrite","arguments":%s}}`+"\n", id, args)
}

// TestNothingLostAtEOF pipes 50 calls and closes the input at once: every
// call must be answered before the server returns.
func TestNothingLostAtEOF(t *testing.T) {
	var in strings.Builder
	in.WriteString(initLines)
	for i := 1; i <= 50; i++ {
		in.WriteString(call(i, fmt.Sprintf(`{"claim":"export %d finishes","evidence":[{"type":"log","content":"export %d finished at 10:02","polarity":"supports"}]}`, i, i)))
	}
	byID, _ := pipe(t, in.String())
	for i := 1; i <= 50; i++ {
		r, ok := byID[fmt.Sprint(i)]
		if !ok {
			t.Errorf("request %d was not answered", i)
			continue
		}
		if r.Error != nil || !bytes.Contains(r.Result, []byte(`SUPPORTED`)) {
			t.Errorf("request %d: %s %+v", i, r.Result, r.Error)
		}
	}
}

// TestMalformedMessagesKeepServing sends one bad message after another, each
// followed by a good call that must still be answered.
func TestMalformedMessagesKeepServing(t *testing.T) {
	huge := `{"jsonrpc":"2.0","id":900,"method":"tools/call","params":{"name":"ackrite","arguments":{"claim":"` + strings.Repeat("x", 8<<20) + `"}}}` + "\n"
	bad := []struct {
		line string
		id   string // "" when the answer has no id
		want string // in the error message or the tool error text
	}{
		{"this is not json\n", "", "parse error"},
		{`{"jsonrpc":"2.0","id":2,"method":` + "\n", "", "parse error"},
		{huge, "", "exceeds the 4194304-byte limit"},
		{`[{"jsonrpc":"2.0","id":3,"method":"ping"}]` + "\n", "", "batches are not supported"},
		{`{"jsonrpc":"2.0","id":4,"method":"tools/call","params":null}` + "\n", "4", ""},
		{`{"jsonrpc":"2.0","id":5,"method":"no/such/method","params":{}}` + "\n", "5", "method"},
		{`{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"no_such_tool","arguments":{}}}` + "\n", "6", "no_such_tool"},
		{`{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"ackrite","arguments":null}}` + "\n", "7", "claim: is required"},
		{call(8, `{"claim":"lone \ud800 surrogate"}`), "8", "lone UTF-16 surrogate"},
		{call(9, `{"claim":"c","evidence":[{"content":"x","reliability":"NaN"}]}`), "9", "evidence[0].reliability: got a JSON string; expected a number"},
	}
	var in strings.Builder
	in.WriteString(initLines)
	for i, b := range bad {
		in.WriteString(b.line)
		in.WriteString(call(100+i, `{"claim":"still serving"}`))
	}
	byID, anon := pipe(t, in.String())
	var msgs []string
	for _, r := range anon {
		if r.Error != nil {
			msgs = append(msgs, r.Error.Message)
		}
	}
	anonText := strings.Join(msgs, " | ")
	for i, b := range bad {
		if good, ok := byID[fmt.Sprint(100+i)]; !ok || good.Error != nil || !bytes.Contains(good.Result, []byte("UNVERIFIED")) {
			t.Errorf("after %q the next call was not served: %+v", trim(b.line), good)
		}
		if b.id == "" {
			if !strings.Contains(anonText, b.want) {
				t.Errorf("no id-less error mentioning %q for %q; got %s", b.want, trim(b.line), anonText)
			}
			continue
		}
		r, ok := byID[b.id]
		if !ok {
			t.Errorf("%q was not answered", trim(b.line))
			continue
		}
		msg := string(r.Result)
		if r.Error != nil {
			msg = r.Error.Message
		} else if !bytes.Contains(r.Result, []byte(`"isError":true`)) {
			t.Errorf("%q: neither a JSON-RPC error nor a tool error: %s", trim(b.line), r.Result)
		}
		if !strings.Contains(msg, b.want) {
			t.Errorf("%q: answer %q does not mention %q", trim(b.line), msg, b.want)
		}
	}
}

func trim(s string) string {
	s = strings.TrimSpace(s)
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}

func TestReadLine(t *testing.T) {
	var in strings.Builder
	in.WriteString("short\n")
	in.WriteString(strings.Repeat("a", 100) + "\n")
	in.WriteString("tail-without-newline")
	r := bufioReader(in.String())
	got, err := readLine(r, nil, 50)
	if string(got) != "short" || err != nil {
		t.Fatalf("line 1 = %q, %v", got, err)
	}
	_, err = readLine(r, nil, 50)
	if tl, ok := err.(*lineTooLong); !ok || tl.n != 100 {
		t.Fatalf("line 2 err = %v, want lineTooLong{100}", err)
	}
	got, err = readLine(r, nil, 50)
	if string(got) != "tail-without-newline" {
		t.Fatalf("line 3 = %q, %v", got, err)
	}
}

func bufioReader(s string) *bufio.Reader { return bufio.NewReaderSize(strings.NewReader(s), 16) }
