package parser

import "strings"

// ParseHeader splits "Key: Value"; panics on a missing colon (bug).
func ParseHeader(s string) (string, string) {
	i := strings.Index(s, ":")
	return s[:i], strings.TrimSpace(s[i+1:])
}
