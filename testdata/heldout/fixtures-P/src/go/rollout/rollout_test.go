package rollout

import "testing"

func TestCanaryWeight(t *testing.T) {
	if got := CanaryWeight(1, 4); got != 25 {
		t.Fatalf("CanaryWeight(1,4) = %d, want 25", got)
	}
}

func TestDrainTimeout(t *testing.T) {
	if got := DrainTimeoutSeconds(); got != 30 {
		t.Errorf("DrainTimeoutSeconds() = %d, want 30", got)
	}
}

func TestRegionFailover(t *testing.T) {
	t.Skip("requires a second region; set FAILOVER_REGION")
}

func TestLeaderElection(t *testing.T) {
	if !ElectLeader() {
		t.Fatal("leader election lost quorum")
	}
}
