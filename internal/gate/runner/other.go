package runner

import (
	"net/url"
	"path/filepath"
	"slices"
	"strings"
)

// pathScope covers the paths named, or the whole tree under cwd.
func pathScope(args []string, cwd string, _ Env) Scope {
	var s Scope
	for _, a := range args {
		if !strings.HasPrefix(a, "-") && looksLikeFile(a) {
			addPath(&s, cwd, a)
		}
	}
	if len(s.Dirs) == 0 {
		s.Dirs = []Dir{{cwd, true}}
	}
	return s
}

func treeScope(_ []string, cwd string, _ Env) Scope { return Scope{Dirs: []Dir{{cwd, true}}} }

// projectScope is the scope of a runner that runs the project of its
// directory, or the one a flag names: mvn -f pom.xml, gradle -p dir,
// ctest --test-dir, swift --package-path. A flag that names a file (a
// pom) stands for the file's directory.
func projectScope(flags ...string) func(args []string, cwd string, _ Env) Scope {
	return func(args []string, cwd string, _ Env) Scope {
		dir := cwd
		for i := 0; i < len(args); i++ {
			name, val, hasVal := strings.Cut(args[i], "=")
			if !slices.Contains(flags, name) {
				continue
			}
			if !hasVal && i+1 < len(args) {
				i++
				val = args[i]
			}
			dir = Abs(cwd, val)
			if filepath.Ext(dir) != "" {
				dir = filepath.Dir(dir)
			}
		}
		return Scope{Dirs: []Dir{{dir, true}}}
	}
}

// dotnetScope reads dotnet test's project, solution or directory
// argument.
func dotnetScope(args []string, cwd string, _ Env) Scope {
	dir := cwd
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			i = len(args)
		case strings.HasPrefix(a, "-"):
			if !strings.Contains(a, "=") && dotnetValued[a] {
				i++
			}
		default:
			dir = Abs(cwd, a)
			if filepath.Ext(dir) != "" {
				dir = filepath.Dir(dir)
			}
		}
	}
	return Scope{Dirs: []Dir{{dir, true}}}
}

// dotnetValued are dotnet test options that take a separate value.
var dotnetValued = map[string]bool{"-c": true, "--configuration": true, "-f": true, "--framework": true, "--filter": true,
	"-l": true, "--logger": true, "-o": true, "--output": true, "-r": true, "--runtime": true, "-s": true, "--settings": true,
	"-v": true, "--verbosity": true, "-a": true, "--test-adapter-path": true, "-d": true, "--diag": true, "--results-directory": true,
	"--collect": true, "--blame-hang-timeout": true, "-e": true, "--environment": true, "--arch": true, "--os": true}

// cargoScope reads cargo test's and nextest's arguments: the crate a
// --manifest-path names, a name filter before or after "--" (cargo test
// total, cargo test -- total), and the test binary's options after "--".
func cargoScope(args []string, cwd string, _ Env) Scope {
	dir := cwd
	filter := ""
	binary := false // after "--": the test binary's own arguments
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" && !binary {
			binary = true
			continue
		}
		name, val, hasVal := strings.Cut(a, "=")
		if strings.HasPrefix(a, "-") {
			valued := cargoValued
			if binary {
				valued = cargoBinaryValued
			}
			if !hasVal && valued[name] && i+1 < len(args) {
				i++
				val = args[i]
			}
			if name == "--manifest-path" && !binary {
				dir = filepath.Dir(Abs(cwd, val))
			}
			continue
		}
		if filter == "" {
			filter = a
		}
	}
	return Scope{Dirs: []Dir{{dir, true}}, Filter: filter}
}

// cargoValued and cargoBinaryValued are the options of cargo test and of
// a Rust test binary that take a separate value.
var (
	cargoValued = map[string]bool{"-p": true, "--package": true, "--test": true, "--bin": true, "--features": true, "-F": true,
		"-j": true, "--jobs": true, "--manifest-path": true, "--target": true, "--target-dir": true, "--exclude": true, "--example": true,
		"--bench": true, "--profile": true, "-Z": true, "--color": true, "--message-format": true, "-E": true, "--filter-expr": true,
		"--partition": true, "--config": true}
	cargoBinaryValued = map[string]bool{"--skip": true, "--test-threads": true, "--format": true, "--color": true, "--logfile": true,
		"-Z": true, "--report-time": true, "--shuffle-seed": true}
)

func httpScope(args []string, cwd string, _ Env) Scope {
	s := Scope{Dirs: []Dir{{cwd, true}}, Method: requestMethod(args)}
	if s.Method == "GET" {
		s.Method = ""
	}
	for _, a := range args {
		if strings.HasPrefix(a, "-") {
			continue
		}
		cand := a
		if !strings.Contains(cand, "://") {
			if !strings.HasPrefix(cand, ":") && !strings.HasPrefix(cand, "localhost") && !strings.Contains(cand, ".") {
				continue
			}
			cand = "http://" + strings.TrimPrefix(cand, ":")
		}
		if u, err := url.Parse(cand); err == nil && u.Host != "" {
			s.Endpoint = u.Path
			if s.Endpoint == "" {
				s.Endpoint = "/"
			}
			return s
		}
	}
	return s
}

// HTTPMethods are the methods a request or a claim may name.
var HTTPMethods = map[string]bool{"GET": true, "POST": true, "PUT": true, "PATCH": true, "DELETE": true, "HEAD": true, "OPTIONS": true}

// requestMethod reads the method of an HTTP client's request: curl's -X
// and --request, a body (-d, --data…, -F, --json) for POST, -I for HEAD;
// wget's --method and --post-data; httpie's and xh's leading method word.
func requestMethod(args []string) string {
	method := ""
	for i, a := range args {
		name, val, hasVal := strings.Cut(a, "=")
		switch {
		case (a == "-X" || a == "--request" || a == "--method") && i+1 < len(args):
			return strings.ToUpper(args[i+1])
		case hasVal && (name == "--request" || name == "--method"):
			return strings.ToUpper(val)
		case strings.HasPrefix(a, "-X") && len(a) > 2:
			return strings.ToUpper(a[2:])
		case i == 0 && HTTPMethods[strings.ToUpper(a)] && !strings.HasPrefix(a, "-"):
			return strings.ToUpper(a) // http POST :8080/x
		case a == "-d" || strings.HasPrefix(a, "--data") || a == "-F" || a == "--form" || a == "--json" ||
			strings.HasPrefix(name, "--post-data") || strings.HasPrefix(name, "--post-file"):
			method = firstNonEmpty(method, "POST")
		case a == "-I" || a == "--head" || len(a) > 1 && a[0] == '-' && a[1] != '-' && strings.Contains(a, "I"):
			method = firstNonEmpty(method, "HEAD")
		}
	}
	return method
}
