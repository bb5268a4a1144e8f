// Package labelfmt renders carrier labels as ZPL.
package labelfmt

import "fmt"

// CheckDigit computes a mod-10 check digit for an SSCC.
func CheckDigit(s string) int {
	sum := 0
	for i := len(s) - 1; i >= 0; i-- {
		d := int(s[i] - '0')
		if (len(s)-1-i)%2 == 0 {
			d *= 3
		}
		sum += d
	}
	return (10 - sum%10) % 10
}

// Render returns a minimal ZPL label for a carrier.
func Render(carrier, sscc string) string {
	return fmt.Sprintf("^XA^FO50,50^A0N,40^FD%s^FS^FO50,120^BCN^FD%s%d^FS^XZ", carrier, sscc, CheckDigit(sscc))
}
