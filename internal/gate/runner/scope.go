package runner

import (
	"path/filepath"
	"slices"
	"strings"
)

// A Kind says what a command line is, as evidence goes.
type Kind string

// The kinds.
const (
	KindTest  Kind = "test"  // a test runner ran
	KindHTTP  Kind = "http"  // an HTTP client ran
	KindBuild Kind = "build" // a build, compile, type-check or lint tool ran
	KindOther Kind = "other" // a command whose output is not evidence
)

// The categories of a build entry: what a claim about it names.
const (
	CategoryBuild = "build" // compile, build, type-check
	CategoryLint  = "lint"  // lint, vet
)

// A Scope is what a run covers: directories (a whole tree, or one
// package's directory), a test-name filter, an endpoint.
type Scope struct {
	// Dirs are absolute directories; a Tree dir covers everything under it.
	Dirs []Dir `json:"dirs,omitempty"`
	// Files are the test files named on the command line.
	Files []string `json:"files,omitempty"`
	// Filter is the test-name filter (go -run, pytest -k, jest -t, a cargo
	// test name), "" for none.
	Filter string `json:"filter,omitempty"`
	// FilterRegexp says Filter is a regular expression (go -run).
	FilterRegexp bool `json:"filterRegexp,omitempty"`
	// FilterExact says Filter is one test's exact name (a pytest node id).
	FilterExact bool `json:"filterExact,omitempty"`
	// Area is, for a runner whose tests live apart from the code they
	// test (pytest, jest, rspec…), the directory it ran in: an edit of
	// code anywhere under it makes the run stale.
	Area string `json:"area,omitempty"`
	// Endpoint is the URL path an HTTP client requested, and Method its
	// method ("" for GET).
	Endpoint string `json:"endpoint,omitempty"`
	Method   string `json:"method,omitempty"`
	// Part says why the run covers only part of what its directories
	// hold (a skip, a rerun of the last failures, a name pattern, runs
	// with different filters on one line): it stands for neither the
	// whole suite nor a whole path, only for the tests its output names.
	Part string `json:"part,omitempty"`
	// Passed and Failed are test names the output shows passing and
	// failing, as the evidence reader found them.
	Passed []string `json:"passed,omitempty"`
	Failed []string `json:"failed,omitempty"`
	// Categories are, for a build entry, what it checked (CategoryBuild,
	// CategoryLint).
	Categories []string `json:"categories,omitempty"`
}

// A Dir is one covered directory.
type Dir struct {
	Path string `json:"path"`
	Tree bool   `json:"tree,omitempty"`
}

// Abs resolves p against dir; "~" and variables are left as written.
func Abs(dir, p string) string {
	if filepath.IsAbs(p) || dir == "" {
		return filepath.Clean(p)
	}
	return filepath.Join(dir, p)
}

// Within reports whether p is dir or under it.
func Within(p, dir string) bool {
	if p == dir {
		return true
	}
	rel, err := filepath.Rel(dir, p)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, "../") && !filepath.IsAbs(rel)
}

// CommonDir is the deepest directory holding every path.
func CommonDir(paths []string) string {
	if len(paths) == 0 {
		return "/"
	}
	top := paths[0]
	for _, p := range paths[1:] {
		for !Within(p, top) {
			parent := filepath.Dir(top)
			if parent == top {
				return top
			}
			top = parent
		}
	}
	return top
}

func dedupeDirs(ds []Dir) []Dir {
	var out []Dir
	for _, d := range ds {
		dup := false
		for i, o := range out {
			if o.Path == d.Path {
				out[i].Tree = o.Tree || d.Tree
				dup = true
			}
		}
		if !dup {
			out = append(out, d)
		}
	}
	return out
}

func union(a, b Scope) Scope {
	a.Dirs = append(a.Dirs, b.Dirs...)
	a.Files = append(a.Files, b.Files...)
	// Two runs on one command line with different filters: which filter
	// went with which directory is lost, so the union covers only the
	// tests its output names (go test ./billing/... && go test -run TestX
	// ./... is not an unfiltered run of ./...).
	if a.Filter != b.Filter || a.FilterExact != b.FilterExact {
		a.Filter, a.FilterRegexp, a.FilterExact = "", false, false
		a.Part = firstNonEmpty(a.Part, "runs with different test filters on one command line")
	}
	a.Part = firstNonEmpty(a.Part, b.Part)
	if a.Area == "" || b.Area == "" {
		a.Area = firstNonEmpty(a.Area, b.Area)
	} else {
		a.Area = CommonDir([]string{a.Area, b.Area})
	}
	if a.Endpoint == "" {
		a.Endpoint = b.Endpoint
	}
	for _, c := range b.Categories {
		if !slices.Contains(a.Categories, c) {
			a.Categories = append(a.Categories, c)
		}
	}
	return a
}

// addPath adds a path named on a command line: a file and its directory,
// or a directory's whole tree.
func addPath(s *Scope, cwd, p string) {
	full := Abs(cwd, p)
	if filepath.Ext(full) != "" {
		s.Files = append(s.Files, full)
		s.Dirs = append(s.Dirs, Dir{filepath.Dir(full), false})
		return
	}
	s.Dirs = append(s.Dirs, Dir{full, true})
}

func looksLikeFile(a string) bool {
	return strings.Contains(a, "/") || strings.Contains(filepath.Base(a), ".")
}

func lastPart(s, sep string) string {
	if i := strings.LastIndex(s, sep); i >= 0 {
		return s[i+len(sep):]
	}
	return s
}

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
