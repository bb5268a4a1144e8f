package reading

import "testing"

// TestSlotStateVerbs: the verb of state after a kind word ("la cuenta
// aparece como bloqueada") says the subject's new state; it is not the name
// of another account. Another named subject, a negated or a still-old
// state is not green.
func TestSlotStateVerbs(t *testing.T) {
	// (A claim of a refusal, "queda bloqueada", is affirmed by the refusal
	// read as fail: the row checks Affirms, not the word.)
	for _, tc := range []affirmRow{
		// affirming
		{"La cuenta queda bloqueada tras 5 intentos.", "Al sexto intento la cuenta aparece como bloqueada.", "affirms"},
		{"La cuenta queda bloqueada tras 5 intentos fallidos.", "Probé 6 veces con una clave mala: la cuenta quedó bloqueada.", "affirms"},
		{"The account is locked after 5 failed attempts.", "On the 6th attempt the account shows as locked.", "affirms"},
		{"La cola de envíos queda vacía tras el despliegue.", "Tras el despliegue la cola de envíos aparece vacía en el panel.", "affirms"},
		{"The account is locked after 5 failed attempts.", "Tried a wrong password 6 times; the account now reads locked in the admin.", "affirms"},
		// negating
		{"La cuenta de Acme queda bloqueada tras 5 intentos.", "Al sexto intento la cuenta de Globex aparece como bloqueada.", "unaffirmed|"},
		{"La cuenta queda bloqueada tras 5 intentos.", "Al sexto intento la cuenta sigue desbloqueada.", "persists|unaffirmed|"},
		{"La cuenta queda bloqueada tras 5 intentos.", "Al sexto intento la cuenta no aparece como bloqueada.", "pass|unaffirmed|"},
		{"La cuenta queda bloqueada tras 5 intentos.", "La cuenta debería aparecer como bloqueada al sexto intento.", "hedge|unaffirmed|"},
		{"The account is locked after 5 failed attempts.", "The account should show as locked after the 6th attempt once the fix ships.", "unaffirmed|hedge|"},
		{"The account acme is locked after 5 failed attempts.", "On the 6th attempt the account globex shows as locked.", "unaffirmed|"},
	} {
		r := NewClaim(tc.claim).ReadAll([]Input{{Content: tc.content}})[0]
		green := r.Affirms && r.Word() != "hedge" && r.Word() != "hearsay" && r.Word() != "persists"
		if green != (tc.want == "affirms") {
			t.Errorf("claim %q\ncontent %q\nreads %q (affirms %v, rule %s, wanted %q), want %q", tc.claim, tc.content, r.Word(), r.Affirms, r.Rule, r.Wanted, tc.want)
		}
	}
}
