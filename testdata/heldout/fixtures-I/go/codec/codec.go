package codec

import (
	"strconv"
	"strings"
)

// EncodeV1 builds with a strings.Builder.
func EncodeV1(xs []int) string {
	var b strings.Builder
	for _, x := range xs {
		b.WriteString(strconv.Itoa(x))
		b.WriteByte(',')
	}
	return b.String()
}

// EncodeV2 is the "new" encoder: naive string concatenation, quadratic.
func EncodeV2(xs []int) string {
	s := ""
	for _, x := range xs {
		s += strconv.Itoa(x) + ","
	}
	return s
}
