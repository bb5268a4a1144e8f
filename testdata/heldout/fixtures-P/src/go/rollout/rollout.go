package rollout

// CanaryWeight returns the traffic weight for a canary step.
func CanaryWeight(step, steps int) int {
	if steps <= 0 {
		return 0
	}
	return step * 100 / steps
}

// DrainTimeoutSeconds is deliberately wrong: the test expects 30.
func DrainTimeoutSeconds() int { return 20 }

var electionCalls int

// ElectLeader fails every 4th call: a flake driven by a counter.
func ElectLeader() bool {
	electionCalls++
	return electionCalls%4 != 0
}
