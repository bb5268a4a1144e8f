package main

import "os"

// isTerminal reports whether f is a terminal (a character device), as a
// progress line for people needs.
func isTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
