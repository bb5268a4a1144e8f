package heartbeat

import (
	"testing"
	"time"
)

func TestDockHeartbeatTimeout(t *testing.T) {
	if got := OfflineAfter("DS-40"); got != 90*time.Second {
		t.Fatalf("dock LIS-0042 (DS-40) marked offline after %v, want 1m30s", got)
	}
}

func TestHeartbeatDefaultModel(t *testing.T) {
	if OfflineAfter("DS-20") <= 0 {
		t.Fatal("non-positive timeout")
	}
}
