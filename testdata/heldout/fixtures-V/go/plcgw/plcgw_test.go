package plcgw

import "testing"

func TestModbusSpeedRegister(t *testing.T) {
	r := &Registers{Values: []uint16{0, 0, 0}}
	if Speed(r) != 0 {
		t.Fatal("want 0")
	}
}

func TestModbusFullFrame(t *testing.T) {
	r := &Registers{Values: []uint16{1, 2, 3, 4, 1800}}
	if Speed(r) != 1800 {
		t.Fatal("want 1800")
	}
}
