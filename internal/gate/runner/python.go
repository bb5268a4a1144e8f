package runner

import (
	"strings"

	"github.com/ackrite/ackrite/internal/text"
)

// pytestValueFlags take a separate value.
var pytestValueFlags = map[string]bool{"-k": true, "-m": true, "-c": true, "-p": true, "-o": true, "--rootdir": true,
	"--maxfail": true, "--tb": true, "-n": true, "--junitxml": true, "--cov": true, "--durations": true, "--ignore": true,
	"--deselect": true, "-W": true}

func pytestScope(args []string, cwd string, _ Env) Scope {
	var s Scope
	for i := 0; i < len(args); i++ {
		a := args[i]
		if strings.HasPrefix(a, "-") {
			name, val, hasVal := strings.Cut(a, "=")
			if !hasVal && pytestValueFlags[name] && i+1 < len(args) {
				i++
				val = args[i]
			}
			if name == "-k" {
				s.Filter = val
			}
			continue
		}
		file, test, _ := strings.Cut(a, "::")
		if test != "" {
			s.Filter, s.FilterExact = lastPart(test, "::"), true
		}
		addPath(&s, cwd, file)
	}
	if len(s.Dirs) == 0 {
		s.Dirs = []Dir{{cwd, true}}
	}
	return s
}

// wholePatterns are the discover patterns that name a project's test
// files by its convention rather than a few of them (test_ship*.py).
var wholePatterns = map[string]bool{"test*.py": true, "test_*.py": true, "*_test.py": true, "*test.py": true, "*_tests.py": true,
	"tests*.py": true, "*tests.py": true, "*.py": true}

// unittestScope reads python -m unittest: "discover" with its start
// directory (-s) runs a tree; test files run themselves; a module, class
// or method name (test_cart, tests.test_cart.CartTest) selects part of
// the suite; no argument discovers from cwd.
func unittestScope(args []string, cwd string, _ Env) Scope {
	var s Scope
	start := ""
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "discover":
		case a == "-s" || a == "--start-directory":
			if i+1 < len(args) {
				i++
				start = args[i]
			}
		case (a == "-p" || a == "--pattern") && i+1 < len(args):
			// discover -p test_one.py: the files of another pattern than
			// the default test*.py.
			i++
			if !wholePatterns[args[i]] {
				s.Part = firstNonEmpty(s.Part, "`"+text.Clip(a+" "+args[i], 40)+"` discovers the test files of another pattern")
			}
		case a == "-t" || a == "--top-level-directory" || a == "-k":
			i++
		case strings.HasPrefix(a, "-"):
		case strings.HasSuffix(a, ".py") || strings.Contains(a, "/"):
			addPath(&s, cwd, a)
		default:
			s.Part = firstNonEmpty(s.Part, "`"+text.Clip(a, 40)+"` selects one module, class or test")
		}
	}
	if start != "" {
		s.Dirs = append(s.Dirs, Dir{Abs(cwd, start), true})
	}
	if len(s.Dirs) == 0 {
		s.Dirs = []Dir{{cwd, true}}
	}
	return s
}

// pathBuildScope covers the paths a linter or type checker is given, or
// the tree under cwd.
func pathBuildScope(args []string, cwd string, _ Env) Scope {
	var s Scope
	for _, a := range args {
		if !strings.HasPrefix(a, "-") && (looksLikeFile(a) || a == ".") {
			if a == "." {
				s.Dirs = append(s.Dirs, Dir{cwd, true})
				continue
			}
			addPath(&s, cwd, a)
		}
	}
	if len(s.Dirs) == 0 {
		s.Dirs = []Dir{{cwd, true}}
	}
	return s
}
