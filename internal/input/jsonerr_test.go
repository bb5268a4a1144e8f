package input_test

import (
	"encoding/json"
	"testing"

	"github.com/ackrite/ackrite/internal/input"
)

func TestDescribeJSON(t *testing.T) {
	type entry struct {
		Args []string `json:"args"`
	}
	type doc struct {
		MCPServers map[string]entry `json:"mcpServers"`
	}
	cases := []struct {
		name, data, want string
	}{
		{"trailing comma in an object", "{\n  \"a\": 1,\n}\n", "3:1: a trailing comma before '}': JSON allows none (remove the comma)"},
		{"trailing comma in an array", `{"a": [1, 2,]}`, "1:13: a trailing comma before ']': JSON allows none (remove the comma)"},
		{"a comment", "{\n  // servers\n  \"a\": 1}", "2:3: a comment: JSON has none (remove it)"},
		{"not JSON at all", "not json", "1:1: found \"not\" where a value was expected: an unquoted string? (JSON values are strings in double quotes, numbers, objects, arrays, true, false or null)"},
		{"an unquoted value", "{\"a\": nope}", "1:7: found \"nope\" where a value was expected: an unquoted string? (JSON values are strings in double quotes, numbers, objects, arrays, true, false or null)"},
		{"a missing comma", "{\"a\": 1\n \"b\": 2}", "2:2: found \"\\\"\" where ',' or '}' was expected: a comma missing after the previous value?"},
		{"a missing colon", `{"a" 1}`, "1:6: found \"1\" where ':' was expected after the key"},
		{"single quotes", `{"a": 'x'}`, "1:7: found a single quote: JSON strings take double quotes"},
		{"an unquoted key", `{a: 1}`, "1:2: found \"a\" where a key in double quotes was expected"},
		{"truncated", "{\"a\": [1,\n", "1:10: the document ends before its JSON does: a '}', ']' or closing quote is missing"},
		{"a raw newline in a string", "{\"a\": \"x\ny\"}", "1:9: a control character inside a string: write a newline as \\n and a tab as \\t"},
		{"two documents", `{} {}`, "1:4: found \"{\" after the end of the JSON document: only one value is allowed"},
		{"columns count characters", `{"ключ": 1,}`, "1:12: a trailing comma before '}': JSON allows none (remove the comma)"},
		{"a string where an array goes", "{\"mcpServers\": {\"gh\": {\n  \"args\": \"x\"}}}", "2:11: mcpServers.gh.args: is a JSON string; expected an array"},
		{"an array where an object goes", "{\"mcpServers\": [1]}", "1:16: mcpServers: is a JSON array; expected an object"},
		{"a number where a string goes", "{\"mcpServers\": {\"gh\": {\"args\": [7]}}}", "1:33: mcpServers.gh.args[0]: is a JSON number; expected a string"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var v doc
			err := json.Unmarshal([]byte(c.data), &v)
			if err == nil {
				t.Fatal("decoded")
			}
			got := input.DescribeJSON([]byte(c.data), err)
			if got.Error() != c.want {
				t.Errorf("got  %s\nwant %s\n(encoding/json: %v)", got, c.want, err)
			}
		})
	}
}

func TestDescribeJSONLeavesOtherErrors(t *testing.T) {
	err := input.Errorf("x", "y")
	if got := input.DescribeJSON(nil, err); got != error(err) {
		t.Errorf("got %v", got)
	}
}

func TestPosition(t *testing.T) {
	data := []byte("ab\ncdé\nf")
	for at, want := range map[int][2]int{0: {1, 1}, 2: {1, 3}, 3: {2, 1}, 7: {2, 4}, 8: {3, 1}, 9: {3, 2}, 99: {3, 2}} {
		if l, c := input.Position(data, at); l != want[0] || c != want[1] {
			t.Errorf("Position(%d) = %d:%d; want %d:%d", at, l, c, want[0], want[1])
		}
	}
}
