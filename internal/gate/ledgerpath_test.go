package gate

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestLedgerPathSafeNames: a session id of 1–128 letters, digits, ".", "_"
// and "-" (not starting with one of the last three) names its file as it
// is; any other is hashed.
func TestLedgerPathSafeNames(t *testing.T) {
	for _, tc := range []struct {
		name, session string
		kept          bool
	}{
		{"plain", "abc-123_x.y", true},
		{"one character", "a", true},
		{"128 characters", strings.Repeat("a", 128), true},
		{"129 characters", strings.Repeat("a", 129), false},
		{"leading dot", ".hidden", false},
		{"slash", "a/b", false},
		{"empty", "", false},
		{"newline at the end", "abc\n", false},
	} {
		got := strings.TrimPrefix(filepath.Base(LedgerPath("/state", tc.session)), "gate-")
		if kept := !strings.HasPrefix(got, "h-"); kept != tc.kept {
			t.Errorf("%s: LedgerPath(%q) = %s; kept as is: %v, want %v", tc.name, tc.session, got, kept, tc.kept)
		}
	}
}
