package hr

import (
	"math"
	"testing"
)

func TestAccrueLeave(t *testing.T) {
	if math.Abs(AccrueLeave(160)-6.16) > 1e-9 {
		t.Fatalf("got %v", AccrueLeave(160))
	}
}

func TestPayrollNet(t *testing.T) {
	if PayrollNet(5000, 1200) != 3800 {
		t.Fatal("net")
	}
}

func TestPayrollNetZero(t *testing.T) {
	if PayrollNet(0, 0) != 0 {
		t.Fatal("zero")
	}
}
