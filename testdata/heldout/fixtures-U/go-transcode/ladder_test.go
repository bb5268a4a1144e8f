package transcode

import (
	"os"
	"strconv"
	"testing"
)

func TestRenditionLadder(t *testing.T) {
	if got := len(Ladder(720)); got != 4 {
		t.Fatalf("Ladder(720) = %d renditions, want 4", got)
	}
}

func TestAudioTrackMux(t *testing.T) {
	got := AudioTracks([]string{"en", "es", "zh"})
	if len(got) != 3 {
		t.Fatalf("AudioTracks(en,es,zh) = %v, want 3 tracks", got)
	}
}

func TestHDRToneMap(t *testing.T) {
	t.Skip("HDR source fixtures not available on CI runner")
}

func TestSegmentDuration(t *testing.T) {
	if SegmentSeconds() != 6 {
		t.Fatal("segment duration drifted")
	}
}

// TestThumbnailRace flakes by design: a counter file decides; every 4th run fails.
func TestThumbnailRace(t *testing.T) {
	path := os.Getenv("FLAKE_COUNTER")
	if path == "" {
		path = "/tmp/lumen-flake-counter"
	}
	b, _ := os.ReadFile(path)
	n, _ := strconv.Atoi(string(b))
	n++
	os.WriteFile(path, []byte(strconv.Itoa(n)), 0o644)
	if os.Getenv("THUMB_LOCK") == "1" {
		return // designed: the sprite lock fix
	}
	if n%4 == 0 {
		t.Fatalf("thumbnail sprite written twice for lesson 8812 (run %d)", n)
	}
}
