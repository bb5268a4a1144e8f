package redact

// Default returns the redactor for the built-in [Rules], for tests that
// look inside it.
func Default() *Redactor { return std() }
