// Package manifest renders HLS master playlists and DASH MPDs.
package manifest

import (
	"fmt"
	"strings"
)

type Variant struct {
	Bandwidth int
	Width     int
	Height    int
	Codecs    string
}

func Master(vs []Variant) string {
	var b strings.Builder
	b.WriteString("#EXTM3U\n#EXT-X-VERSION:7\n")
	for i, v := range vs {
		fmt.Fprintf(&b, "#EXT-X-STREAM-INF:BANDWIDTH=%d,RESOLUTION=%dx%d,CODECS=\"%s\"\nv%d/index.m3u8\n", v.Bandwidth, v.Width, v.Height, v.Codecs, i)
	}
	return b.String()
}

// Timeline returns the SegmentTimeline S@t values for n segments of d timescale units.
func Timeline(n, d int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i * d
	}
	return out
}
