package iot

import "testing"

func TestFirmwareOTA(t *testing.T) {
	if !PushFirmware() {
		t.Fatal("device did not ack firmware 4.2.1 within 3s")
	}
}

func TestTelemetryDecode(t *testing.T) {
	if len("temp=21.5") != 9 {
		t.Fatal("bad decode")
	}
}
