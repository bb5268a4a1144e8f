// Package harnesstest holds what the adapters' tests share: their
// payload fixtures under testdata, and an empty environment.
package harnesstest

import (
	"os"
	"path/filepath"
	"testing"
)

// Fixture reads testdata/name of the package under test.
func Fixture(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// NoEnv is an environment with no variables set.
func NoEnv(string) (string, bool) { return "", false }
