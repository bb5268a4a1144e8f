// Package searchbroken does not compile: a fixture for a build failure.
package searchbroken

// Tokenize splits a query into terms.
func Tokenize(q string) []string {
	return strings.Fields(q)
}
