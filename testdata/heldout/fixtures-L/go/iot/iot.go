package iot

var attempts int

// PushFirmware simulates an OTA push that fails on every 4th call (a flaky device ack).
func PushFirmware() bool {
	attempts++
	return attempts%4 != 0
}
