package hr

// AccrueLeave returns leave hours accrued for worked hours.
func AccrueLeave(worked float64) float64 { return worked * 0.0385 }

// PayrollNet returns net pay after a flat deduction.
func PayrollNet(gross, ded float64) float64 { return gross - ded }
