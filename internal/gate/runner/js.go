package runner

import (
	"encoding/json"
	"path/filepath"
	"strings"

	"github.com/ackrite/ackrite/internal/text"
)

func jsScope(args []string, cwd string, _ Env) Scope {
	var s Scope
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			continue
		}
		if strings.HasPrefix(a, "-") {
			name, val, hasVal := strings.Cut(a, "=")
			switch name {
			case "-t", "--testNamePattern", "--grep", "-g", "--test-name-pattern":
				if !hasVal && i+1 < len(args) {
					i++
					val = args[i]
				}
				s.Filter, s.FilterRegexp = val, true
			}
			continue
		}
		switch {
		case looksLikeFile(a):
			addPath(&s, cwd, a)
		case jsCommands[a]:
		case i > 0 && jsValueFlags[args[i-1]]:
		default:
			// jest cart, vitest run cart, npm test -- cart: a pattern
			// that selects the test files whose path matches.
			s.Part = firstNonEmpty(s.Part, "`"+text.Clip(a, 40)+"` selects the test files whose names match")
		}
	}
	if len(s.Dirs) == 0 {
		s.Dirs = []Dir{{cwd, true}}
	}
	return s
}

// jsCommands are the subcommands of the JavaScript runners that run the
// whole suite (vitest run, vitest watch).
var jsCommands = map[string]bool{"run": true, "watch": true, "dev": true}

// jsValueFlags are JavaScript runner flags that take a separate value, so
// that value is not read as a file-name pattern.
var jsValueFlags = map[string]bool{"--reporter": true, "--reporters": true, "--config": true, "-c": true, "--maxWorkers": true,
	"-w": true, "--testTimeout": true, "--outputFile": true, "--environment": true, "--env": true, "--pool": true,
	"--root": true, "-r": true, "--dir": true, "--seed": true, "--coverageReporters": true, "--test-reporter": true,
	"--test-reporter-destination": true, "--timeout": true, "--require": true, "--import": true, "-u": true, "--ui": true}

// packageScript finds the script name of package.json that a package
// manager's command runs, reading the nearest package.json at or above
// dir (as npm does). ok is false when the file or the script is missing.
func packageScript(dir, name string, env Env) (script, at string, ok bool) {
	for d := dir; ; d = filepath.Dir(d) {
		path := filepath.Join(d, "package.json")
		if data, err := env.readFile(path); err == nil {
			var pkg struct {
				Scripts map[string]string `json:"scripts"`
			}
			if json.Unmarshal(data, &pkg) != nil {
				return "", path, false
			}
			s, found := pkg.Scripts[name]
			return s, path, found && strings.TrimSpace(s) != ""
		}
		if filepath.Dir(d) == d || env.Project != "" && d == env.Project {
			return "", "", false
		}
	}
}
