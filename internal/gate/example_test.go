package gate_test

import (
	"fmt"

	"github.com/ackrite/ackrite/internal/gate"
)

// A command about to run, as any harness's adapter hands it to the core:
// the gate finds the data-loss operation, and not the mention of one.
func ExampleInspect() {
	for _, cmd := range []string{`rm -rf ./build`, `grep -rn "rm -rf" scripts/`} {
		risks := gate.Inspect(&gate.Event{Action: gate.Run, Cwd: "/home/user/project", Command: cmd}, "/home/user")
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
