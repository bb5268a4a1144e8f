package convergence_test

import (
	"fmt"
	"time"

	"github.com/ackrite/ackrite/internal/convergence"
	"github.com/ackrite/ackrite/internal/decode"
)

// Judge evaluates a discovery record, decoded as the adapters decode it: here the client finished a complete
// traversal, but the server's list-changed notification arrived after it,
// so what the client holds may already be out of date (docs/rules.md §9.5, case 3).
// A notification is a reminder to refresh, not a receipt.
func ExampleJudge() {
	record := []byte(`{
	  "schema": "ackrite.discovery-record/v1",
	  "protocolVersion": "2025-11-25",
	  "listChanged": true,
	  "notificationAt": "2026-08-27T10:10:00Z",
	  "discoveryStartedAt": "2026-08-27T10:00:00.120Z",
	  "discoveryCompletedAt": "2026-08-27T10:00:00.310Z",
	  "pages": [{"cursor": null}],
	  "discoveredTools": [{"name": "read_ticket", "inputSchema": {"type": "object"}}],
	  "clientTools": [{"name": "read_ticket", "inputSchema": {"type": "object"}}]
	}`)
	var r convergence.Record
	if err := decode.JSON(record, &r, "record"); err != nil {
		panic(err)
	}
	rep, err := convergence.Judge(&r, time.Date(2026, 8, 27, 10, 12, 0, 0, time.UTC))
	if err != nil {
		panic(err)
	}
	fmt.Println(rep.Verdict, "by rule", rep.Rule)
	fmt.Println(rep.Reasons[0].Code)
	fmt.Println(rep.NextSafeAction)
	// Output:
	// stale by rule 3
	// refresh-predates-signal
	// Stop selecting the affected definitions; request one bounded refresh (a complete tools/list traversal), install what it returns, and check the registry again before retrying follow-up work.
}
