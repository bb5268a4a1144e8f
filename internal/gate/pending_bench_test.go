package gate

import (
	"fmt"
	"testing"
)

// fullLedger writes a MaxEntries-entry ledger under dir, as
// BenchmarkStopDecision's, with marks pending runs left by killed
// records.
func fullLedger(b *testing.B, dir string, marks int) {
	st, err := Open(dir, "bench")
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	l, _ := st.Load("bench")
	fail := "=== RUN   TestTotal\n    cart_test.go:7: Total = 350, want 400\n--- FAIL: TestTotal (0.00s)\nFAIL\nFAIL\texample.com/cart\t0.003s\nFAIL"
	for i := 0; i < MaxEntries; i++ {
		switch i % 4 {
		case 0:
			Record(l, bash("go test ./...", fail, 1), Evidence, testEnv())
		case 1:
			Record(l, edit(fmt.Sprintf("/p/pkg%d/file.go", i)), Evidence, testEnv())
		case 2:
			Record(l, bash("go test -v ./...", "=== RUN   TestTotal\n--- PASS: TestTotal (0.00s)\nPASS\nok  \texample.com/cart\t0.002s", 0), Evidence, testEnv())
		case 3:
			Record(l, bash("go vet ./...", "", 0), Evidence, testEnv())
		}
	}
	for i := 0; i < marks; i++ {
		MarkPending(l, checked(fmt.Sprintf("go test ./pkg%d", i)), testEnv())
	}
	if err := st.Save(l); err != nil {
		b.Fatal(err)
	}
}

// benchHook times one hook's work on the ledger under dir without the
// process: open and lock it, read it, act, write it back.
func benchHook(b *testing.B, dir string, act func(*Ledger)) {
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		st, err := Open(dir, "bench")
		if err != nil {
			b.Fatal(err)
		}
		l, err := st.Load("bench")
		if err != nil {
			b.Fatal(err)
		}
		act(l)
		if err := st.Save(l); err != nil {
			b.Fatal(err)
		}
		st.Close()
	}
}

// BenchmarkRecordRun is one record hook's work on a test run without the
// process: open and lock a full ledger, read it, record a passing run of
// one package, write it back.
func BenchmarkRecordRun(b *testing.B) { benchRecordRun(b, 0) }

// BenchmarkRecordRunPending is BenchmarkRecordRun with MaxPending marks
// left by killed records, each compared with the new entry.
func BenchmarkRecordRunPending(b *testing.B) { benchRecordRun(b, MaxPending) }

func benchRecordRun(b *testing.B, marks int) {
	dir := b.TempDir()
	fullLedger(b, dir, marks)
	run := bash("go test ./billing", "ok  \texample.com/billing\t0.002s", 0)
	benchHook(b, dir, func(l *Ledger) {
		Record(l, run, Evidence, testEnv())
	})
}

// BenchmarkStopDecisionPending is BenchmarkStopDecision with MaxPending
// marks, each compared with every target of the message.
func BenchmarkStopDecisionPending(b *testing.B) { benchStopDecision(b, MaxPending) }

// BenchmarkCheckMark is what a check hook now adds for a test run: the
// mark written to a full ledger (read, parse the command, write back).
func BenchmarkCheckMark(b *testing.B) {
	dir := b.TempDir()
	fullLedger(b, dir, 0)
	ev := checked("go test ./billing")
	benchHook(b, dir, func(l *Ledger) {
		l.Pending = nil
		MarkPending(l, ev, testEnv())
	})
}
