// Package segmenter cuts transcoded renditions into HLS/DASH segments.
package segmenter

// SegmentCount returns how many segments of targetSec fit in durSec (rounded up).
func SegmentCount(durSec, targetSec float64) int {
	n := int(durSec / targetSec)
	if float64(n)*targetSec < durSec {
		n++
	}
	return n
}

// KeyframeAligned reports whether every segment boundary lands on a keyframe.
// Designed bug: it ignores the GOP length and always assumes 2s GOPs.
func KeyframeAligned(gopSec, targetSec float64) bool {
	return int(targetSec*1000)%2000 == 0
}
