package tools

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/convergence"
)

func TestDiscoveryCheck(t *testing.T) {
	if _, err := DiscoveryCheck(context.Background(), json.RawMessage(`{"protocolVersion": 7}`)); err == nil || !strings.HasPrefix(err.Error(), "protocolVersion:") {
		t.Errorf("a mistyped field: error %v, want one naming protocolVersion", err)
	}
	rep, err := DiscoveryCheck(context.Background(), json.RawMessage(`{}`))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Verdict != convergence.Unverifiable {
		t.Errorf("an empty record: verdict %s, want unverifiable (missing evidence is never a green light)", rep.Verdict)
	}
}
