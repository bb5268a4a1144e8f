package reading

import "testing"

func TestZZ4(t *testing.T) {
	for _, tc := range redteam34Broken {
		green, how := redGreen(tc)
		if green {
			t.Logf("GREEN %-28s %s", tc.name, how)
		} else {
			t.Logf("held  %-28s %s", tc.name, how)
		}
	}
}
