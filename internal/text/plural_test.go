package text

import "testing"

// TestSpanishPluralAccent: a Spanish noun whose singular stresses its last
// syllable loses the accent in the plural; both stem alike, and words that
// differ in more than the accent do not.
func TestSpanishPluralAccent(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		same bool
	}{
		{"notificación", "notificaciones", true},
		{"importación", "importaciones", true},
		{"camión", "camiones", true},
		{"sesión", "sesiones", true},
		{"almacén", "almacenes", true},
		{"notificación", "notificador", false},
		{"sesión", "sección", false},
		{"canción", "cancelaciones", false},
		{"importación", "exportaciones", false},
		{"camión", "camino", false},
	} {
		a, _ := Term(tc.a)
		b, _ := Term(tc.b)
		if (a == b) != tc.same {
			t.Errorf("Term(%q) = %q, Term(%q) = %q: same %v, want %v", tc.a, a, tc.b, b, a == b, tc.same)
		}
	}
}
