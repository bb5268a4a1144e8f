package fhir

import "testing"

func TestBundleTotal(t *testing.T) {
	if (&Bundle{Total: 2}).Total != 2 {
		t.Fatal("total")
	}
}

func TestBundlePaging(t *testing.T) {
	b := &Bundle{Total: 40}
	if Next(b) != "" {
		t.Fatal("unexpected next link")
	}
}
