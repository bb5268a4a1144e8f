package gate

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/ackrite/ackrite/internal/files"
)

// A Go package's tests run the code of every package it imports, so an
// edit of a package in the same module that a run's packages import,
// directly or not, changes what that run tested (go test ./internal/cart,
// then an edit of internal/pricing, which cart imports). The gate reads
// the import lines of the module's files to find out; it runs nothing.

// maxDepDirs bounds how many package directories one question reads; a
// module past it is taken to import the edited package, which is stale
// on more edits, never fewer.
const maxDepDirs = 400

// goDeps answers "does a Go run over these directories import the package
// in this directory?" for one record, reading each directory's imports
// once.
type goDeps struct {
	imports map[string][]string // dir → module-local import dirs
}

func newGoDeps() *goDeps { return &goDeps{imports: map[string][]string{}} }

// reaches reports whether the packages of a run's scope import, directly
// or not, the package in dir edited, within one Go module. A directory
// the gate cannot read imports nothing it can see.
func (g *goDeps) reaches(s *Scope, edited string) bool {
	root, modPath := goModule(edited)
	if root == "" {
		return false
	}
	var start []string
	for _, d := range s.Dirs {
		if !within(d.Path, root) {
			continue
		}
		if !d.Tree {
			start = append(start, d.Path)
			continue
		}
		n := 0
		filepath.WalkDir(d.Path, func(p string, e os.DirEntry, err error) error {
			if err != nil || !e.IsDir() {
				return nil
			}
			if name := e.Name(); p != d.Path && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata" || name == "vendor") {
				return filepath.SkipDir
			}
			if n++; n > maxDepDirs {
				return filepath.SkipAll
			}
			start = append(start, p)
			return nil
		})
	}
	seen := map[string]bool{}
	queue := start
	for i := 0; len(queue) > 0; i++ {
		dir := queue[0]
		queue = queue[1:]
		if seen[dir] {
			continue
		}
		if seen[dir] = true; len(seen) > maxDepDirs {
			return true
		}
		// A run's own tests' imports count; a dependency's tests do not
		// run.
		for _, imp := range g.dirImports(dir, root, modPath, i < len(start)) {
			if imp == edited {
				return true
			}
			queue = append(queue, imp)
		}
	}
	return false
}

// dirImports returns the directories, inside the module at root, of the
// packages the Go files in dir import, its tests' imports included when
// tests is set.
func (g *goDeps) dirImports(dir, root, modPath string, tests bool) []string {
	key := dir
	if tests {
		key += "\x00tests"
	}
	if out, ok := g.imports[key]; ok {
		return out
	}
	var out []string
	entries, _ := os.ReadDir(dir)
	fset := token.NewFileSet()
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") || !tests && strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		src, err := files.Read(filepath.Join(dir, e.Name()), goFileLimit)
		if err != nil {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, e.Name()), src, parser.ImportsOnly)
		if err != nil || f == nil {
			continue
		}
		for _, is := range f.Imports {
			p, err := strconv.Unquote(is.Path.Value)
			if err != nil {
				continue
			}
			if rel, ok := strings.CutPrefix(p, modPath+"/"); ok {
				if d := filepath.Join(root, filepath.FromSlash(rel)); !slices.Contains(out, d) {
					out = append(out, d)
				}
			}
		}
	}
	g.imports[key] = out
	return out
}

// The files the gate reads to follow imports are regular files within
// these sizes (internal/files): a FIFO, a device or a link to one is
// skipped, never waited on or read without end.
var (
	goModLimit  = files.Limit{What: "go.mod", Max: 1 << 20}
	goFileLimit = files.Limit{What: "Go file", Max: 16 << 20}
)

// goModule finds the Go module holding dir: its root and module path.
func goModule(dir string) (root, modPath string) {
	for d := dir; ; d = filepath.Dir(d) {
		if data, err := files.Read(filepath.Join(d, "go.mod"), goModLimit); err == nil {
			for line := range strings.Lines(string(data)) {
				if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "module"); ok {
					modPath = strings.Trim(strings.TrimSpace(rest), `"`)
					break
				}
			}
			if modPath == "" {
				return "", ""
			}
			return d, modPath
		}
		if filepath.Dir(d) == d {
			return "", ""
		}
	}
}
