package gate

import (
	"fmt"
	"strings"
	"testing"
)

const (
	goPass = "ok  \texample.com/cart\t0.002s"
	goFail = "--- FAIL: TestTotal (0.00s)\nFAIL\nFAIL\texample.com/cart\t0.003s\nFAIL"
)

// checked is a run as `gate check` sees it: no result yet.
func checked(cmd string) *Event {
	ev := bash(cmd, "", 0)
	ev.Result = Result{}
	return ev
}

// TestPendingRuns: the write-ahead mark of a run let through, by what
// happens after it — its record killed, its record written, a rerun, a
// wider run, a run of something else — and what the stop then decides.
func TestPendingRuns(t *testing.T) {
	cases := []struct {
		name  string
		steps func(l *Ledger)
		claim string
		block bool
		// reason holds these when the stop blocks.
		reason  []string
		pending int
	}{
		{name: "the record of a failing run was killed after an earlier pass", claim: "All tests pass.", block: true, pending: 1,
			reason: []string{"`go test ./...`", "never reached the ledger", "after entry 1", "Run `go test ./...`"},
			steps: func(l *Ledger) {
				Record(l, bash("go test ./...", goPass, 0), Evidence, testEnv())
				MarkPending(l, checked("go test ./..."), testEnv())
			}},
		{name: "the record was killed and nothing ran before", claim: "TestTotal passes.", block: true, pending: 1,
			reason: []string{"`go test ./...`", "before any entry"},
			steps: func(l *Ledger) {
				MarkPending(l, checked("go test ./..."), testEnv())
			}},
		{name: "check then record, passing", claim: "All tests pass.", block: false,
			steps: func(l *Ledger) {
				MarkPending(l, checked("go test ./..."), testEnv())
				Record(l, bash("go test ./...", goPass, 0), Evidence, testEnv())
			}},
		{name: "check then record, failing", claim: "All tests pass.", block: true, reason: []string{"failed"},
			steps: func(l *Ledger) {
				Record(l, bash("go test ./...", goPass, 0), Evidence, testEnv())
				MarkPending(l, checked("go test ./..."), testEnv())
				Record(l, bash("go test ./...", goFail, 1), Evidence, testEnv())
			}},
		{name: "a rerun of the same command supersedes the killed one", claim: "All tests pass.", block: false,
			steps: func(l *Ledger) {
				MarkPending(l, checked("go test ./..."), testEnv())
				MarkPending(l, checked("go test ./..."), testEnv()) // the rerun's own check
				Record(l, bash("go test ./...", goPass, 0), Evidence, testEnv())
			}},
		{name: "a later run covering what the killed one ran supersedes it", claim: "The cart tests pass.", block: false,
			steps: func(l *Ledger) {
				MarkPending(l, checked("go test ./cart"), testEnv())
				Record(l, bash("go test ./...", goPass, 0), Evidence, testEnv())
			}},
		{name: "a later run of another package leaves it", claim: "The cart tests pass.", block: true, pending: 1,
			reason: []string{"`go test ./cart`", "never reached the ledger"},
			steps: func(l *Ledger) {
				Record(l, bash("go test ./...", goPass, 0), Evidence, testEnv())
				MarkPending(l, checked("go test ./cart"), testEnv())
				Record(l, bash("go test ./billing", goPass, 0), Evidence, testEnv())
			}},
		{name: "a killed run of one package says nothing of another", claim: "The billing tests pass.", block: false, pending: 1,
			steps: func(l *Ledger) {
				Record(l, bash("go test ./billing", goPass, 0), Evidence, testEnv())
				MarkPending(l, checked("go test ./cart"), testEnv())
			}},
		{name: "a killed build blocks a claim about the build", claim: "The build succeeds.", block: true, pending: 1,
			reason: []string{"`go build ./...`", "never reached the ledger"},
			steps: func(l *Ledger) {
				Record(l, bash("go build ./...", "", 0), Evidence, testEnv())
				MarkPending(l, checked("go build ./..."), testEnv())
			}},
		{name: "a command that is not evidence leaves no mark", claim: "All tests pass.", block: false,
			steps: func(l *Ledger) {
				Record(l, bash("go test ./...", goPass, 0), Evidence, testEnv())
				MarkPending(l, checked("ls -la"), testEnv())
			}},
		{name: "an edit is not a run", claim: "All tests pass.", block: false,
			steps: func(l *Ledger) {
				Record(l, bash("go test ./...", goPass, 0), Evidence, testEnv())
				ev := edit("/p/README.md")
				MarkPending(l, ev, testEnv())
			}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			l := &Ledger{Version: ledgerVersion, Session: "s"}
			c.steps(l)
			if len(l.Pending) != c.pending {
				t.Errorf("%d marks pending, want %d: %+v", len(l.Pending), c.pending, l.Pending)
			}
			d := Decide(l, c.claim, "/p", Evidence)
			if d.Block != c.block {
				t.Fatalf("block = %v, want %v:\n%s%s", d.Block, c.block, d.Reason, d.Warning)
			}
			for _, r := range c.reason {
				if !strings.Contains(d.Reason, r) {
					t.Errorf("the reason lacks %q:\n%s", r, d.Reason)
				}
			}
		})
	}
}

// TestPendingMarkOnce: the same command let through twice with nothing
// recorded between (Cursor's preToolUse and beforeShellExecution) is one
// mark, and a ledger whose records keep dying keeps MaxPending marks.
func TestPendingMarkOnce(t *testing.T) {
	l := &Ledger{Version: ledgerVersion, Session: "s"}
	if !MarkPending(l, checked("go test ./..."), testEnv()) {
		t.Fatal("no mark for a test run")
	}
	if MarkPending(l, checked("go test ./..."), testEnv()) {
		t.Error("a second mark for the same command with nothing recorded between")
	}
	for i := 0; i < 2*MaxPending; i++ {
		Record(l, edit(fmt.Sprintf("/p/f%d.txt", i)), Evidence, testEnv())
		MarkPending(l, checked(fmt.Sprintf("go test ./pkg%d", i)), testEnv())
	}
	if len(l.Pending) != MaxPending {
		t.Errorf("%d marks; at most %d", len(l.Pending), MaxPending)
	}
	if last := l.Pending[len(l.Pending)-1]; !strings.Contains(last.Run.Command, fmt.Sprintf("pkg%d", 2*MaxPending-1)) {
		t.Errorf("the newest mark was dropped: %+v", last)
	}
}

// TestPendingSurvivesTheFile: a mark is written to the ledger file and
// read back (the check and the stop are separate processes), and a file
// holding more than MaxPending is not the gate's.
func TestPendingSurvivesTheFile(t *testing.T) {
	dir := t.TempDir()
	st, err := Open(dir, "s")
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	l, _ := st.Load("s")
	Record(l, bash("go test ./...", goPass, 0), Evidence, testEnv())
	MarkPending(l, checked("go test ./..."), testEnv())
	if err := st.Save(l); err != nil {
		t.Fatal(err)
	}
	back, err := st.Load("s")
	if err != nil {
		t.Fatal(err)
	}
	if d := Decide(back, "All tests pass.", "/p", Evidence); !d.Block {
		t.Error("the mark read back from the file does not block")
	}
	for len(back.Pending) <= MaxPending {
		back.Pending = append(back.Pending, back.Pending[0])
	}
	if err := st.Save(back); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Load("s"); err == nil || !strings.Contains(err.Error(), "pending runs") {
		t.Errorf("a ledger past MaxPending read back: %v", err)
	}
}
