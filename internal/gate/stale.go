package gate

import (
	"path/filepath"
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/gate/runner"
)

// resolveLinks returns the path a file reaches through symbolic links in
// it or its directories, "" when nothing resolves.
func resolveLinks(path string) string {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		return real
	}
	// A new file: its directory may still go through a link.
	if dir, err := filepath.EvalSymlinks(filepath.Dir(path)); err == nil {
		return filepath.Join(dir, filepath.Base(path))
	}
	return ""
}

// markStale marks earlier runs whose scope covers path as stale. With tree
// set, path is a directory whose whole tree changed.
func markStale(l *Ledger, path string, tree bool) {
	if !tree && docOnly(path) {
		return
	}
	markStaleBy(l, path, tree, path)
	if real := resolveLinks(path); real != "" && real != path {
		markStaleBy(l, real, tree, path)
	}
}

// markStaleBy marks earlier runs whose scope covers path as stale by a
// change that by describes: the path edited, or what changed files
// without naming them.
func markStaleBy(l *Ledger, path string, tree bool, by string) {
	var deps *goDeps
	for i := range l.Entries {
		e := &l.Entries[i]
		if !e.Kind.Evidence() || e.StaleBy != "" || e.Scope == nil {
			continue
		}
		if touches(e.Scope, path, tree) || goImports(&deps, e, path, tree) {
			e.StaleBy = kept(by, maxPath)
		}
	}
}

// goImports reports whether a Go run's packages import the package of an
// edited Go file (or a removed or moved package directory), read once per
// record through deps.
func goImports(deps **goDeps, e *Entry, path string, tree bool) bool {
	if !goRun(e) || !tree && filepath.Ext(path) != ".go" {
		return false
	}
	if *deps == nil {
		*deps = newGoDeps()
	}
	dir := path
	if !tree {
		dir = filepath.Dir(path)
	}
	return (*deps).reaches(e.Scope, dir)
}

// goRun reports whether an entry is a Go test run or a Go build, whose
// packages compile the packages they import.
func goRun(e *Entry) bool {
	return runner.Family(e.Runner) == "go" || strings.HasPrefix(e.Runner, "go ") || e.Runner == "staticcheck" || e.Runner == "golangci-lint"
}

// touches reports whether a change to path (a file, or with tree a whole
// directory tree) changes what a run with scope s covered.
func touches(s *Scope, path string, tree bool) bool {
	dir := filepath.Dir(path)
	if tree {
		dir = path
	}
	if s.Area != "" && (within(path, s.Area) || tree && within(s.Area, path)) {
		return true // the code a separate test file tests
	}
	module := !tree && goModuleFiles[filepath.Base(path)]
	for _, d := range s.Dirs {
		switch {
		case d.Tree && within(dir, d.Path):
			return true
		case !d.Tree && (dir == d.Path || within(dir, filepath.Join(d.Path, "testdata"))):
			return true // a Go package is its directory and its testdata
		case tree && within(d.Path, path):
			return true
		case module && within(d.Path, dir):
			return true // go.mod changes what every package under it builds with
		}
	}
	for _, f := range s.Files {
		if f == path {
			return true
		}
	}
	return false
}

// docs are the extensions of documentation, which no test reads unless
// it sits with a test's data.
var docs = map[string]bool{".md": true, ".markdown": true, ".rst": true, ".adoc": true, ".org": true}

// dataDirs hold what tests read, whatever its extension.
var dataDirs = []string{"testdata", "fixtures", "__fixtures__", "__snapshots__", "golden"}

// docOnly reports whether an edit of path changes documentation only
// (README.md, docs/design.rst), which makes no run stale.
func docOnly(path string) bool {
	if !docs[strings.ToLower(filepath.Ext(path))] {
		return false
	}
	for _, part := range strings.Split(filepath.ToSlash(path), "/") {
		if slices.Contains(dataDirs, part) {
			return false
		}
	}
	return true
}

// goModuleFiles are the files that decide the dependencies of every
// package under their directory.
var goModuleFiles = map[string]bool{"go.mod": true, "go.sum": true, "go.work": true, "go.work.sum": true}

func within(p, dir string) bool { return runner.Within(p, dir) }
