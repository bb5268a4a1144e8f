package gate_test

import (
	"fmt"
	"strings"

	"github.com/ackrite/ackrite/internal/gate"
)

// A PreToolUse payload for a Bash command, in the shape Claude Code sends
// it: the gate finds the data-loss operation, and not the mention of one.
func ExampleCheck() {
	for _, cmd := range []string{`rm -rf ./build`, `grep -rn "rm -rf" scripts/`} {
		payload := `{"session_id":"abc123","hook_event_name":"PreToolUse","cwd":"/home/user/project",` +
			`"tool_name":"Bash","tool_input":{"command":` + fmt.Sprintf("%q", cmd) + `}}`
		p, err := gate.ReadPayload(strings.NewReader(payload), gate.EventPreToolUse)
		if err != nil {
			fmt.Println(err)
			return
		}
		risks, _ := gate.Check(p)
		fmt.Printf("%s: %d risk(s)", cmd, len(risks))
		for _, r := range risks {
			fmt.Printf(" — %s/%s %q", r.Category, r.Name, r.Text)
		}
		fmt.Println()
	}
	// Output:
	// rm -rf ./build: 1 risk(s) — data-loss/rm-recursive-force "rm -rf"
	// grep -rn "rm -rf" scripts/: 0 risk(s)
}
