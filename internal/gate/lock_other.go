//go:build !unix

package gate

// lockDir is a no-op where advisory locks are not available: hooks of
// parallel tool calls may then lose an entry, never corrupt the file,
// because every write is a rename.
func lockDir(string) (func(), error) { return func() {}, nil }
