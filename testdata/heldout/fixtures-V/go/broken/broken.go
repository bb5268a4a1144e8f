// Package broken: plcgw after the Modbus refactor (by design: does not compile).
package broken

import "halvard.example/fulfil/plcgw"

func LineSpeed(r *plcgw.Registers) int { return plcgw.SpeedMMs(r) }
