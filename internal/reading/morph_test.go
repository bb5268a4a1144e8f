package reading

import "testing"

// TestSameLemma: one verb across tense and person, en and es, accents
// folded; different words stay apart. Expectations written first.
func TestSameLemma(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		same bool
	}{
		// The same verb or noun.
		{"envían", "enviaron", true},
		{"procesa", "procesó", true},
		{"envíos", "envios", true},
		{"entregar", "entregué", true},
		{"sends", "sent", true},
		{"sirve", "sirvieron", true},
		{"processes", "processed", true},
		// Different words.
		{"pago", "page", false},
		{"envían", "entregan", false},
		{"procesa", "presenta", false},
		{"sent", "seen", false},
		{"checkout", "checkin", false},
	} {
		if got := sameLemma(tc.a, tc.b); got != tc.same {
			t.Errorf("sameLemma(%q, %q) = %v, want %v (lemmas %q, %q)", tc.a, tc.b, got, tc.same, lemma(tc.a), lemma(tc.b))
		}
	}
}

func TestIsPast(t *testing.T) {
	for w, want := range map[string]bool{"procesó": true, "enviaron": true, "entregué": true, "procesado": true, "injected": true,
		"paid": true, "procesa": false, "envían": false, "inject": false, "cargar": false} {
		if got := isPast(w); got != want {
			t.Errorf("isPast(%q) = %v, want %v", w, got, want)
		}
	}
}
