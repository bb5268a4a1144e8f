package tools

import (
	"context"
	"encoding/json"
	"time"

	"github.com/ackrite/ackrite/internal/convergence"
)

// DiscoveryCheck runs the `discovery_check` tool: the convergence verdict
// (docs/rules.md §9) of one discovery evidence record, given as the call's raw
// arguments, decoded here so that an error names the record's field. It
// reads no session: a record stands on its own. The report is redacted
// with the built-in rules.
func DiscoveryCheck(_ context.Context, raw json.RawMessage) (*convergence.Report, error) {
	return convergence.JudgeJSON(raw, time.Now())
}
