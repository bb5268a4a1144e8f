package searchbroken

import "testing"

func TestTokenizeAccents(t *testing.T) {
	if len(Tokenize("café crème")) != 2 {
		t.Fatal("want 2 terms")
	}
}
