package hl7

import "testing"

const oru = "MSH|^~\\&|LIS|EASTBAY|CAREBRIDGE|PORTAL|202603300915||ORU^R01|MSG0001|P|2.5.1\r" +
	"PID|1||P-10442^^^CB||Ruiz^Elena^M||19810214|F\r" +
	"OBX|1|NM|2345-7^Glucose^LN||98|mg/dL^milligram per deciliter^UCUM|70-99|N|||F\r"

func TestParseORU_R01(t *testing.T) {
	if got := Field(Segments(oru)[0], 9); got != "ORU^R01" {
		t.Fatalf("MSH-9 = %q", got)
	}
}

func TestPIDNameComponents(t *testing.T) {
	if got := Field(Segments(oru)[1], 5); got != "Ruiz^Elena^M" {
		t.Fatalf("PID-5 = %q", got)
	}
}

func TestOBXUnitsUCUM(t *testing.T) {
	if got := Units(Segments(oru)[2]); got != "mg/dL" {
		t.Errorf("OBX-6 units = %q, want %q", got, "mg/dL")
	}
}

func TestMSHEncodingChars(t *testing.T) {
	if got := Field(Segments(oru)[0], 2); got != "^~\\&" {
		t.Fatalf("MSH-2 = %q", got)
	}
}
