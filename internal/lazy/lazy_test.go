package lazy

import "testing"

func TestRegexp(t *testing.T) {
	re := Regexp(`^a+b$`)
	if !re().MatchString("aab") || re().MatchString("ba") {
		t.Error("the compiled expression does not match as written")
	}
	if first, second := re(), re(); first != second {
		t.Error("a second call compiled the expression again")
	}
}

func TestRegexpPanicsOnFirstCall(t *testing.T) {
	re := Regexp(`a(`) // building the function does not compile it
	defer func() {
		if recover() == nil {
			t.Error("an expression that does not compile: no panic on first use")
		}
	}()
	re()
}
