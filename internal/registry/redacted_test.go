package registry

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

const (
	secretText = "DB_PASSWORD=hc2FyLPvMGvr2K"
	cleanText  = "DB_PASSWORD=[REDACTED:password]"
)

func TestSecretFree(t *testing.T) {
	plain := raw(`{"name":"a","inputSchema":{"type":"object"}}`)
	if got, d := SecretFree(plain, "sha256:x"); len(got) != 1 || d != "sha256:x" {
		t.Errorf("plain tools: got %s, %s; want them unchanged", got, d)
	}
	secret := raw(`{"name":"a","description":"` + secretText + `","inputSchema":{"type":"object"}}`)
	reg, err := Digest(secret)
	if err != nil {
		t.Fatal(err)
	}
	if got, d := SecretFree(secret, ""); got != nil || d != reg.Digest {
		t.Errorf("secret tools: got %s, %s; want none and %s", got, d, reg.Digest)
	}
	bad := raw(`{"description":"` + secretText + `"}`) // no name: not a registry
	got, d := SecretFree(bad, "sha256:y")
	if len(got) != 1 || strings.Contains(string(got[0]), secretText) || !json.Valid(got[0]) || d != "sha256:y" {
		t.Errorf("unprojectable tools: got %s, %s; want each redacted", got, d)
	}
}

func TestRedactChanges(t *testing.T) {
	in := []ToolChange{{Tool: secretText, Change: ToolChanged, Fields: []FieldChange{{Pointer: "/description", Op: FieldChanged, Old: secretText, New: "x", Summary: secretText}}}}
	want := []ToolChange{{Tool: cleanText, Change: ToolChanged, Fields: []FieldChange{{Pointer: "/description", Op: FieldChanged, Old: cleanText, New: "x", Summary: cleanText}}}}
	if diff := cmp.Diff(want, RedactChanges(in)); diff != "" {
		t.Errorf("RedactChanges (-want +got):\n%s", diff)
	}
	if in[0].Fields[0].Old != secretText {
		t.Error("RedactChanges changed its argument")
	}
	d := Drift{Class: Review, Tool: secretText, Message: secretText, Old: secretText, New: []any{secretText}}
	if diff := cmp.Diff(Drift{Class: Review, Tool: cleanText, Message: cleanText, Old: cleanText, New: []any{cleanText}}, d.Redacted()); diff != "" {
		t.Errorf("Drift.Redacted (-want +got):\n%s", diff)
	}
}
