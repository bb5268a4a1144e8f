package runner

import (
	"path/filepath"
	"strings"
)

// goValueFlags are go test flags that take a separate value.
var goValueFlags = map[string]bool{"-run": true, "-skip": true, "-count": true, "-timeout": true, "-tags": true, "-p": true,
	"-parallel": true, "-bench": true, "-benchtime": true, "-cpu": true, "-coverprofile": true, "-covermode": true,
	"-coverpkg": true, "-o": true, "-exec": true, "-ldflags": true, "-gcflags": true, "-mod": true, "-modfile": true,
	"-C": true, "-shuffle": true, "-fuzz": true, "-fuzztime": true, "-outputdir": true, "-cpuprofile": true,
	"-memprofile": true, "-blockprofile": true, "-trace": true, "-list": true, "-test.run": true, "-test.skip": true,
	"-asmflags": true, "-toolexec": true, "-overlay": true, "-pgo": true}

// goTestScope reads go test's arguments: its packages (./..., ./x, import
// paths), its -run filter (or -test.run after -args), and -C.
func goTestScope(args []string, cwd string, env Env) Scope {
	var s Scope
	var pkgs []string
	dir := cwd
	afterArgs := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "-args" || a == "--args" || a == "--" {
			afterArgs = true
			continue
		}
		if strings.HasPrefix(a, "-") {
			name, val, hasVal := strings.Cut(a, "=")
			name = "-" + strings.TrimLeft(name, "-")
			if !hasVal && goValueFlags[name] && i+1 < len(args) {
				i++
				val = args[i]
			}
			switch {
			case name == "-run" && !afterArgs, name == "-test.run":
				s.Filter, s.FilterRegexp = val, true
			case name == "-C" && !afterArgs:
				dir = Abs(cwd, val)
			}
			continue
		}
		if !afterArgs {
			pkgs = append(pkgs, a)
		}
	}
	s.Dirs = goPackageDirs(pkgs, dir, env)
	return s
}

// goPackagesScope reads the packages of go build, go vet and the Go
// linters, which take go test's package patterns.
func goPackagesScope(args []string, cwd string, env Env) Scope {
	var pkgs []string
	dir := cwd
	for i := 0; i < len(args); i++ {
		a := args[i]
		if strings.HasPrefix(a, "-") {
			name, val, hasVal := strings.Cut(a, "=")
			name = "-" + strings.TrimLeft(name, "-")
			if !hasVal && goValueFlags[name] && i+1 < len(args) {
				i++
				val = args[i]
			}
			if name == "-C" {
				dir = Abs(cwd, val)
			}
			continue
		}
		pkgs = append(pkgs, a)
	}
	return Scope{Dirs: goPackageDirs(pkgs, dir, env)}
}

// goPackageDirs maps go package patterns to directories.
func goPackageDirs(pkgs []string, dir string, env Env) []Dir {
	if len(pkgs) == 0 {
		pkgs = []string{"."}
	}
	var out []Dir
	for _, p := range pkgs {
		if strings.Contains(p, "$(") || strings.Contains(p, "`") {
			// Packages listed by a substitution (go list ./... | grep -v
			// vendor): which ones is unknown, so the run stands for its
			// directory only, never for the whole tree.
			out = append(out, Dir{Path: dir})
			continue
		}
		tree := false
		if p == "..." || strings.HasSuffix(p, "/...") {
			tree = true
			p = strings.TrimSuffix(strings.TrimSuffix(p, "..."), "/")
			if p == "" {
				p = "."
			}
		}
		if p == "." || p == ".." || strings.HasPrefix(p, "./") || strings.HasPrefix(p, "../") || filepath.IsAbs(p) {
			out = append(out, Dir{Abs(dir, p), tree})
			continue
		}
		if strings.HasSuffix(p, ".go") {
			out = append(out, Dir{Path: filepath.Dir(Abs(dir, p))})
			continue
		}
		// An import path: match it to the working directory's tree by
		// its trailing elements, which is what a claim names.
		out = append(out, Dir{Path: importDir(dir, p, env), Tree: tree})
	}
	return out
}

// importDir maps an import path to a directory under cwd when its trailing
// elements exist there, else to cwd joined with its last element.
func importDir(cwd, p string, env Env) string {
	parts := strings.Split(p, "/")
	for i := range parts {
		cand := filepath.Join(append([]string{cwd}, parts[i:]...)...)
		if env.exists(cand) {
			return cand
		}
	}
	return filepath.Join(cwd, parts[len(parts)-1])
}

func gotestsumScope(args []string, cwd string, env Env) Scope {
	for i, a := range args {
		if a == "--" {
			return goTestScope(args[i+1:], cwd, env)
		}
	}
	return goTestScope(nil, cwd, env)
}
