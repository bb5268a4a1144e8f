package registry

import (
	"strings"
	"testing"
)

// TestDeepInputRefused feeds lock files and tool lists nested far deeper
// than any tool definition: each is refused with an error naming the
// 1000-level limit (before, encoding/json's own 10,000-level error said
// nothing of a limit ackrite sets).
func TestDeepInputRefused(t *testing.T) {
	deep := strings.Repeat("[", 200_000) + strings.Repeat("]", 200_000)
	for name, load := range map[string]func() error{
		"tool array": func() error {
			_, _, err := LoadRegistry([]byte(`[{"name":"t","inputSchema":` + deep + `}]`))
			return err
		},
		"lock file": func() error {
			_, err := ParseLock([]byte(`{"lock":"ackrite.lock/v1","tools":` + deep + `}`))
			return err
		},
		"tools/list": func() error { _, _, err := LoadRegistry([]byte(`{"tools":` + deep + `}`)); return err },
	} {
		if err := load(); err == nil || !strings.Contains(err.Error(), "the limit is 1000") {
			t.Errorf("%s nested 200,000 deep: %v; want an error naming the 1000-level limit", name, err)
		}
	}
	ok := `[{"name":"t","inputSchema":{"type":"object","properties":{"a":{"type":"array","items":{"type":"object"}}}}}]`
	if _, _, err := LoadRegistry([]byte(ok)); err != nil {
		t.Errorf("a shallow tool array: %v", err)
	}
}
