package parser

import "testing"

func TestParseHeaderSimple(t *testing.T) {
	k, v := ParseHeader("Host: example.com")
	if k != "Host" || v != "example.com" {
		t.Fatal(k, v)
	}
}

func TestParseHeaderMissingColon(t *testing.T) {
	k, _ := ParseHeader("garbage")
	if k != "" {
		t.Fatal("expected empty key")
	}
}
