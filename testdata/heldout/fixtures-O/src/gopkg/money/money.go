package money

import "fmt"

func Format(cents int) string { return fmt.Sprintf("$%d.%02d", cents/100, cents%100) }
func Round(cents int) int     { return (cents + 50) / 100 * 100 }
