// Package flags has no tests: a fixture for "[no test files]".
package flags

// Enabled reports whether a flag is on for a tenant.
func Enabled(flag, tenant string) bool { return flag == "new-checkout" && tenant != "acme" }
