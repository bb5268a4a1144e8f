package reading

import "testing"

// TestPartBeforeOrAfterWhole: a part count in every layout — "N of the
// M", "N de los M", the whole first ("de 5 nodos solo 2", "of the 5 nodes
// only 2"), "N/M" in a column — for a claim of all of them.
func TestPartBeforeOrAfterWhole(t *testing.T) {
	cases := []affirmCase{
		{"todos los nodos responden", "de 5 nodos solo 2 responden", false},
		{"todos los nodos responden", "solo responden 2 de los 5 nodos", false},
		{"all nodes respond", "of the 5 nodes only 2 respond", false},
		{"all nodes respond", "all nodes respond? no: 2 out of 5 nodes respond", false},
		{"todas las réplicas están disponibles", "entre las 6 réplicas, solo 4 están disponibles", false},
		{"所有节点都已就绪", "只有 2/5 个节点就绪", false},
		{"all web pods are ready", "NAME READY STATUS RESTARTS AGE\nweb-7f9c 2/5 Running 0 3m", false},
		// The whole, all of it.
		{"todos los nodos responden", "de 5 nodos responden los 5", true},
		{"todos los nodos responden", "responden 5 de 5 nodos", true},
		{"all nodes respond", "all nodes respond: 5 of 5 nodes answered the health check", true},
		{"all nodes respond", "all nodes respond: of the 5 nodes, all 5 answered", true},
		{"todas las réplicas están disponibles", "réplicas disponibles: 6 de las 6, todas las réplicas están disponibles desde las 10:02", true},
	}
	checkAffirms(t, cases)
	// The whole first, then a part, in Spanish: refuted, not only
	// unaffirmed.
	checkRefutes(t, cases[:2])
}
