package gate

import (
	"path/filepath"
	"testing"
)

// BenchmarkStopDecision is one Stop hook's work without the process: open
// and lock a 256-entry ledger, read it, decide on a three-claim message,
// write it back. BenchmarkGateStop in cmd/ackrite adds process start-up.
func BenchmarkStopDecision(b *testing.B) { benchStopDecision(b, 0) }

func benchStopDecision(b *testing.B, marks int) {
	dir := b.TempDir()
	fullLedger(b, dir, marks)
	msg := "Fixed the total in cart.go. TestTotal passes, and all tests pass now."
	benchHook(b, dir, func(l *Ledger) {
		Decide(l, msg, "/p", Evidence)
	})
}

// BenchmarkRecordEditImportWalk is the worst case of an edit's record on
// a real module, this one: a fresh run of one package (internal/gate)
// that does not import the edited package (internal/registry), so the
// whole of its module-local imports is read before the run stays fresh.
func BenchmarkRecordEditImportWalk(b *testing.B) {
	root, err := filepath.Abs("../..")
	if err != nil {
		b.Fatal(err)
	}
	run := bash("go test ./internal/gate", "ok  \tgithub.com/ackrite/ackrite/internal/gate\t0.1s", 0)
	run.Cwd = root
	ed := edit(filepath.Join(root, "internal", "registry", "x.go"))
	ed.Cwd = root
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		l := &Ledger{Version: ledgerVersion}
		Record(l, run, Evidence, testEnv())
		Record(l, ed, Evidence, testEnv())
		if l.Entries[0].StaleBy != "" {
			b.Fatal("internal/gate does not import internal/registry, yet the run went stale")
		}
	}
}

// BenchmarkStopClaims reads the longest final text the ledger keeps
// (maxFinal) of mixed sentences, through the evidence reader's claims
// alone and through the fail-closed reading that adds to them: the
// ratio is what failing closed costs.
func BenchmarkStopClaims(b *testing.B) {
	parts := []string{"Fixed the loop bound in Total.", "Everything checks out.", "| Unit tests | Green |",
		"I'll rerun the suite next.", "Las pruebas salen bien.", "测试跑通了。", "TestTotal still fails with 350 != 400.",
		"If the loop bound changes, the tests should pass.", "I renamed the helper and wrote NOTES.md."}
	msg := ""
	for i := 0; len(msg) < maxFinal; i++ {
		msg += parts[i%len(parts)] + "\n"
	}
	msg = readable(msg[:maxFinal])
	b.Run("reader", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			readerClaims(msg, Evidence)
		}
	})
	b.Run("fail-closed", func(b *testing.B) {
		b.ReportAllocs()
		for i := 0; i < b.N; i++ {
			Claims(msg, Evidence)
		}
	})
}
