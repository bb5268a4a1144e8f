package transcode

// Rendition is one rung of the HLS ladder.
type Rendition struct {
	Height  int
	Bitrate int // kbps
}

// Ladder returns the HLS renditions produced for a source of the given height.
func Ladder(srcHeight int) []Rendition {
	all := []Rendition{{1080, 5000}, {720, 2800}, {480, 1400}, {360, 800}, {240, 400}}
	var out []Rendition
	for _, r := range all {
		if r.Height <= srcHeight {
			out = append(out, r)
		}
	}
	return out
}

// AudioTracks returns the audio tracks muxed for the given languages.
// Designed bug: the last language is dropped.
func AudioTracks(langs []string) []string {
	if len(langs) == 0 {
		return nil
	}
	return langs[:len(langs)-1]
}

// SegmentSeconds is the target HLS segment duration.
func SegmentSeconds() int { return 6 }
