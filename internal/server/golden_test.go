package server

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/variants"
)

// TestGoldenDump writes every corpus call's result, and every metamorphic
// variant's, to the file named by ACKRITE_GOLDEN, one line each: for a
// change that must not change behaviour (a performance change), dump before
// and after and diff the two files. Skipped without the variable.
func TestGoldenDump(t *testing.T) {
	out := os.Getenv("ACKRITE_GOLDEN")
	if out == "" {
		t.Skip("ACKRITE_GOLDEN names no file")
	}
	var b strings.Builder
	for _, file := range loadCorpus(t) {
		for _, c := range file.cases {
			handlers := caseHandlers()
			for k, call := range c.Calls {
				_, text, err := runCall(handlers, call)
				fmt.Fprintf(&b, "%s/%s#%d %q %v\n", file.group, c.Name, k, text, err)
			}
			for k, call := range c.Calls {
				if field, _ := greenExpectation(call.Expect); field == "" {
					continue
				}
				args, err := substitute(call.Arguments)
				if err != nil {
					t.Fatal(err)
				}
				vs, _, err := variants.Derive(variants.Call{Tool: call.Tool, Arguments: args})
				if err != nil {
					t.Fatal(err)
				}
				for _, v := range vs {
					_, text, err := replay(c, k, v.Arguments, "status")
					fmt.Fprintf(&b, "%s/%s#%d/%s %q %v\n", file.group, c.Name, k, v.Name, text, err)
				}
			}
		}
	}
	if err := os.WriteFile(out, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
