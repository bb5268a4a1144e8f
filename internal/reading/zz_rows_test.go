package reading

import (
	"fmt"
	"testing"
)

func TestZZRows(t *testing.T) {
	for _, r := range outcomeRows {
		if _, ok := anchors[r.name]; !ok && r.need == 0 {
			fmt.Println("unanchored, no hint:", r.name)
		}
	}
}
