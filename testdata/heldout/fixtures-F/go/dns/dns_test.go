package dns

import "testing"

func TestFqdnAddsDot(t *testing.T) {
	if Fqdn("example.net") != "example.net." {
		t.Fatal("no dot")
	}
}
func TestFqdnKeepsDot(t *testing.T) {
	if Fqdn("example.net.") != "example.net." {
		t.Fatal("double dot")
	}
}
func TestFqdnRoot(t *testing.T) {
	if Fqdn(".") != "." {
		t.Fatal("root")
	}
}
