package booking

import "math"

func RoundFare(c float64) float64 { return math.Round(c*100) / 100 }

func HoldMinutes() int { return 14 }

func ConvertEUR(usd float64) float64 { return usd * 0.92 }

var geoCalls int

func GeoLookup() bool { geoCalls++; return geoCalls%4 != 0 }

func QuoteOld(n int) int {
	s := 0
	for i := 0; i < n*50; i++ {
		s += i % 7
	}
	return s
}
func QuoteNew(n int) int {
	s := 0
	for i := 0; i < n; i++ {
		s += i % 7
	}
	return s
}
