// Package ota simulates the Halo H3 A/B-slot OTA logic.
package ota

import "errors"

var ErrTampered = errors.New("signature mismatch")

// Slot is an A/B firmware slot.
type Slot struct {
	Version     string
	FailedBoots int
}

// ChooseSlot returns the slot to boot: after 3 failed boots of the active
// slot, the device rolls back to the other slot.
func ChooseSlot(active, fallback Slot) Slot {
	if active.FailedBoots >= 3 {
		return fallback
	}
	return active
}

// ApplyDelta applies a trivial "delta": replace bytes at offsets.
func ApplyDelta(base []byte, patch map[int]byte) []byte {
	out := append([]byte(nil), base...)
	for off, b := range patch {
		if off < len(out) {
			out[off] = b
		}
	}
	return out
}

// Verify checks a toy signature: the sum of bytes modulo 251.
func Verify(image []byte, sig int) error {
	s := 0
	for _, b := range image {
		s += int(b)
	}
	if s%251 != sig {
		return ErrTampered
	}
	return nil
}

// ResumeOffset returns the offset to resume an interrupted download from.
// Designed bug: it ignores the bytes already on flash.
func ResumeOffset(bytesOnFlash int) int {
	_ = bytesOnFlash
	return 0
}
