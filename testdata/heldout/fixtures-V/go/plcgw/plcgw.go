// Package plcgw bridges conveyor PLCs (Modbus TCP) to the WMS.
package plcgw

// Registers holds the last poll of a line's holding registers.
type Registers struct{ Values []uint16 }

// Speed returns belt speed in mm/s from register 4. Bug (by design): no bounds check.
func Speed(r *Registers) int { return int(r.Values[4]) }
