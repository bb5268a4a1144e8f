package runner

import (
	"path/filepath"
	"strings"

	"github.com/ackrite/ackrite/internal/text"
)

// A runner is what runs, not what it is called (docs/rules.md §13): a command whose
// first word names a runner counts only when that word resolves to the
// runner the session's PATH finds, and the PATH is the one the harness
// gave. A stand-in (./tools/go, $HOME/x/go, PATH=fake:$PATH go) prints
// whatever it likes, and may change files on the way: it is a program the
// gate does not read.

// projectBins are the directories under a project where its own copies
// of a runner live, installed by its package manager.
var projectBins = []string{"node_modules/.bin", ".venv/bin", "venv/bin", "vendor/bin"}

// resolveRunner checks the executable of argv[0] for a row whose prefix
// names it by base name. It returns why the word does not run the real
// runner, or "". pathEnv are the PATH values the command line sets for it.
func resolveRunner(word string, r row, pathSet string, env Env, cwd string) string {
	for _, p := range candidates(word, r, env, cwd) {
		if w := writtenAt(env, p); w != "" {
			return "`" + text.Clip(word, 40) + "` runs " + p + ", which this session wrote (" + w + "), so what it prints is not the runner's"
		}
	}
	if strings.Contains(r.prefix[0], "/") {
		return "" // the project's own wrapper (./gradlew), named as such
	}
	if pathSet != "" {
		return "`" + text.Clip(word, 40) + "` runs with `PATH=" + text.Clip(pathSet, 60) + "`, so which program it is is not known"
	}
	if v := env.Exports["PATH"]; v != "" && !appendsOnly(v) {
		return "`" + text.Clip(word, 40) + "` runs after `export PATH=" + text.Clip(v, 60) + "` in this session, so which program it is is not known"
	}
	if strings.HasPrefix(word, "$") || strings.HasPrefix(word, "~") || strings.Contains(word, "$(") || strings.Contains(word, "`") {
		return "`" + text.Clip(word, 40) + "` names the program through a variable, so which program it is is not known"
	}
	if !strings.Contains(word, "/") {
		return ""
	}
	path := Abs(cwd, word)
	for _, b := range projectBins {
		if filepath.Dir(path) == filepath.Join(env.Project, b) || strings.HasSuffix(filepath.Dir(path), "/"+b) {
			return ""
		}
	}
	real := env.lookPath(filepath.Base(word))
	if real != "" && sameFile(real, path) {
		return ""
	}
	onPath := "no `" + filepath.Base(word) + "` on PATH"
	if real != "" {
		onPath = "`" + real + "` on PATH"
	}
	return "`" + text.Clip(word, 60) + "` is not the " + filepath.Base(word) + " the session's PATH runs (" + onPath + "), so what it prints is not that runner's"
}

// appendsOnly reports whether a PATH value only adds directories after the
// existing ones ($PATH:/usr/local/go/bin), which cannot shadow a program
// the PATH already finds.
func appendsOnly(v string) bool {
	return strings.HasPrefix(v, "$PATH:") || strings.HasPrefix(v, "${PATH}:") || v == "$PATH" || v == "${PATH}"
}

func sameFile(a, b string) bool {
	if filepath.Clean(a) == filepath.Clean(b) {
		return true
	}
	ra, err1 := filepath.EvalSymlinks(a)
	rb, err2 := filepath.EvalSymlinks(b)
	return err1 == nil && err2 == nil && ra == rb
}

// candidates are the files a runner's first word may execute: the path it
// names, the package binary npx runs from node_modules/.bin, the
// package manager's bin directories for a name in a script, and what the
// PATH finds.
func candidates(word string, r row, env Env, cwd string) []string {
	if strings.Contains(word, "/") {
		return []string{Abs(cwd, word)}
	}
	name := word
	var out []string
	if word == "npx" && len(r.prefix) > 1 {
		name = r.prefix[1]
		out = append(out, nodeBins(cwd, env, name)...)
	}
	for _, d := range env.scriptBins {
		out = append(out, filepath.Join(d, name))
	}
	if p := env.lookPath(name); p != "" {
		out = append(out, p)
	}
	// A file of that name written into a directory on the PATH, which the
	// PATH lookup may not have found when the hook ran.
	path, _ := env.getenv("PATH")
	for _, d := range filepath.SplitList(path) {
		if d != "" && filepath.IsAbs(d) {
			out = append(out, filepath.Join(d, name))
		}
	}
	return out
}

// nodeBins are the node_modules/.bin/name files from dir up to the
// project, where npx and a package manager's scripts find a package's
// program.
func nodeBins(dir string, env Env, name string) []string {
	var out []string
	for d := dir; ; d = filepath.Dir(d) {
		out = append(out, filepath.Join(d, "node_modules", ".bin", name))
		if filepath.Dir(d) == d || env.Project != "" && d == env.Project || len(out) > 16 {
			return out
		}
	}
}

// writtenAt returns the written file or tree of the session that path is
// or lies under, "".
func writtenAt(env Env, path string) string {
	for _, w := range env.Written {
		if Within(path, w) {
			return w
		}
	}
	return ""
}

// programNames are the first words of the runner rows and script runners:
// a file of that name that a session writes may stand in for one.
var programNames = func() map[string]bool {
	m := map[string]bool{"node": true, "python": true, "python3": true, "sh": true, "bash": true}
	for _, r := range rows {
		m[filepath.Base(r.prefix[0])] = true
		if r.prefix[0] == "npx" && len(r.prefix) > 1 {
			m[r.prefix[1]] = true
		}
	}
	for _, s := range scriptRunners {
		m[s.prefix[0]] = true
	}
	return m
}()

// Executable reports whether a path a session writes may hold a program a
// runner resolves to: a file named as a runner (go, pytest, jest), or a
// path in or holding a project's bin directory (node_modules/.bin,
// .venv/bin).
func Executable(path string) bool {
	if programNames[filepath.Base(path)] {
		return true
	}
	slash := filepath.ToSlash(path)
	for _, b := range projectBins {
		if strings.Contains(slash+"/", "/"+b+"/") || strings.HasSuffix(b, "/"+filepath.Base(path)) || strings.HasPrefix(b, filepath.Base(path)+"/") {
			return true
		}
	}
	return filepath.Base(path) == "node_modules"
}
