package redact_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/ackrite/ackrite/internal/redact"
)

func TestValue(t *testing.T) {
	const secret = "DB_PASSWORD=hc2FyLPvMGvr2K"
	const clean = "DB_PASSWORD=[REDACTED:password]"
	in := map[string]any{secret: []any{secret, 3.0, true, nil}, "plain": "text"}
	want := map[string]any{clean: []any{clean, 3.0, true, nil}, "plain": "text"}
	if diff := cmp.Diff(want, redact.Value(in)); diff != "" {
		t.Errorf("Value (-want +got):\n%s", diff)
	}
	if _, ok := in[secret]; !ok {
		t.Error("Value changed its argument")
	}
}

func TestZeroRedactorUsesBuiltInRules(t *testing.T) {
	const in = "DB_PASSWORD=hc2FyLPvMGvr2K DB_HOST=db.internal"
	var r redact.Redactor
	if got, want := r.Redact(in), redact.String(in); got != want {
		t.Errorf("zero Redactor: %q, want %q", got, want)
	}
	if got, want := string(r.JSON([]byte(`{"password":"hc2FyLPvMGvr2K"}`))), string(redact.JSON([]byte(`{"password":"hc2FyLPvMGvr2K"}`))); got != want {
		t.Errorf("zero Redactor JSON: %s, want %s", got, want)
	}
}
