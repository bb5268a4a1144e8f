// Package codec compares two encoders for a benchmark fixture.
package codec

import (
	"fmt"
	"strconv"
	"strings"
)

// EncodeV1 formats ids with fmt.Sprintf and string concatenation.
func EncodeV1(ids []int) string {
	s := ""
	for i, id := range ids {
		if i > 0 {
			s += ","
		}
		s += fmt.Sprintf("%d", id)
	}
	return s
}

// EncodeV2 uses a strings.Builder and strconv.
func EncodeV2(ids []int) string {
	var b strings.Builder
	b.Grow(len(ids) * 6)
	for i, id := range ids {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(id))
	}
	return b.String()
}
