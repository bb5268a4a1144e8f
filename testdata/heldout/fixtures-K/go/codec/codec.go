package codec

import (
	"bytes"
	"fmt"
	"strings"
)

// EncodeOld builds a telemetry frame with string concatenation.
func EncodeOld(fields []string) string {
	s := ""
	for i, f := range fields {
		s += fmt.Sprintf("%d=%s;", i, f)
	}
	return s
}

// EncodeNew uses a pre-sized buffer.
func EncodeNew(fields []string) string {
	var b bytes.Buffer
	b.Grow(len(fields) * 16)
	for i, f := range fields {
		b.WriteString(fmt.Sprint(i))
		b.WriteByte('=')
		b.WriteString(f)
		b.WriteByte(';')
	}
	return b.String()
}

func EncodeUpper(fields []string) string { return strings.ToUpper(EncodeNew(fields)) }
