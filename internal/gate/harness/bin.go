package harness

import (
	"errors"
	"path/filepath"
	"strconv"
	"strings"
)

// Bin is the command an installed hook runs: "ackrite" when the PATH finds
// one — the configuration is committed and shared, and an absolute path is
// one person's — else, or with absolute, self's absolute path, quoted when
// it needs to be. A temporary `go run` build is refused as a path: it is
// gone when the hook runs.
func Bin(self string, lookPath func(string) (string, error), absolute bool, tempDir string) (string, error) {
	if !absolute && lookPath != nil {
		if _, err := lookPath("ackrite"); err == nil {
			return "ackrite", nil
		}
	}
	if self == "" {
		return "", errors.New("cannot find this binary's path; pass --bin")
	}
	if strings.Contains(self, string(filepath.Separator)+"go-build") && strings.HasPrefix(self, tempDir) {
		return "", errors.New("this ackrite is a temporary build (go run) and no ackrite is on PATH; install it (go install ./cmd/ackrite) or pass --bin")
	}
	if strings.ContainsAny(self, " \t'\"$`\\") {
		return strconv.Quote(self), nil
	}
	return self, nil
}
