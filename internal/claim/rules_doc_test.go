package claim

import (
	"strings"
	"testing"
)

func TestStatusRulesNamesEveryStatus(t *testing.T) {
	doc := StatusRules()
	for _, s := range Statuses {
		if !strings.Contains(doc, "| "+string(s)+" |") {
			t.Errorf("the status document has no row for %s", s)
		}
	}
	if n := len(doc); n > 4000 {
		t.Errorf("the status document is %d bytes; it is meant to be short", n)
	}
}
