//go:build !unix

package gate

// lockFile is a no-op where advisory locks are not available: hooks of
// parallel tool calls may then lose an entry, never corrupt the file,
// because every write is a rename.
func lockFile(string) (func(), error) { return func() {}, nil }
