package gate

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// The final messages of the stop-final-*.json scenarios, each after one
// failing `go test ./...`, decided in process: the scenario run checks
// them through the binary, this one in milliseconds, with the counts of
// false allows and false blocks.
func TestStopFinalMessages(t *testing.T) {
	const goFail = "--- FAIL: TestTotal (0.00s)\n    cart_test.go:7: Total = 350, want 400\nFAIL\nFAIL\texample.com/cart\t0.004s\nFAIL"
	files, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "gate", "scenarios", "claude-code", "stop-final-*.json"))
	if len(files) == 0 {
		t.Fatal("no stop-final-*.json scenario files")
	}
	for _, f := range files {
		var list []struct {
			Name  string
			Steps []struct {
				Subcommand string
				Payload    struct {
					Message string `json:"last_assistant_message"`
				}
				Expect *struct{ Decision string }
			}
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, &list); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		var n, falseAllow, falseBlock int
		for _, sc := range list {
			for _, st := range sc.Steps {
				if st.Subcommand != "stop" || st.Expect == nil {
					continue
				}
				n++
				l := &Ledger{Version: ledgerVersion}
				record(t, l, bash("go test ./...", goFail, 1))
				d := Decide(l, readable(st.Payload.Message), "/p", Evidence)
				switch want := st.Expect.Decision == "block"; {
				case want && !d.Block:
					falseAllow++
					t.Errorf("%s %s: allowed %q", filepath.Base(f), sc.Name, st.Payload.Message)
				case !want && d.Block:
					falseBlock++
					t.Errorf("%s %s: blocked %q: %s", filepath.Base(f), sc.Name, st.Payload.Message, d.Reason)
				}
			}
		}
		t.Logf("%s: %d messages, %d false allows, %d false blocks", filepath.Base(f), n, falseAllow, falseBlock)
	}
}
