package manifest

import (
	"strings"
	"testing"
)

func TestMasterPlaylistVariants(t *testing.T) {
	m := Master([]Variant{{8000000, 1920, 1080, "avc1.640028,mp4a.40.2"}, {3000000, 1280, 720, "avc1.4d401f,mp4a.40.2"}})
	if strings.Count(m, "#EXT-X-STREAM-INF") != 2 {
		t.Fatalf("want 2 variants, got:\n%s", m)
	}
}

func TestDASHMPDTimeline(t *testing.T) {
	tl := Timeline(5, 180000)
	if tl[4] != 720000 {
		t.Fatalf("S@t[4] = %d, want 720000", tl[4])
	}
}

func TestCodecStrings(t *testing.T) {
	m := Master([]Variant{{16000000, 3840, 2160, "hvc1.2.4.L153.B0,ec-3"}})
	if !strings.Contains(m, `CODECS="hvc1.2.4.L153.B0,ec-3"`) {
		t.Fatalf("codec string missing: %s", m)
	}
}
