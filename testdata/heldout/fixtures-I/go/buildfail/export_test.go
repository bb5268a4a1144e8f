package buildfail

import "testing"

func TestExportCSV(t *testing.T) {
	if ExportCSV([][]string{{"a"}}) == "" {
		t.Fatal("empty")
	}
}
