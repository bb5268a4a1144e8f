package shell

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSplitShell(t *testing.T) {
	got := Split(`cd "a b" && go test ./... 2>&1 | tee out.log; echo 'x;y' > /dev/null`)
	want := []Segment{
		{Argv: []string{"cd", "a b"}},
		{Op: "&&", Argv: []string{"go", "test", "./..."}},
		{Op: "|", Argv: []string{"tee", "out.log"}},
		{Op: ";", Argv: []string{"echo", "x;y"}},
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("(-want +got):\n%s", d)
	}
}
