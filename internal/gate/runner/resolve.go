package runner

import (
	"path/filepath"
	"strings"
)

// A runner is what runs, not what it is called (SPEC §13): a command whose
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
	if strings.Contains(r.prefix[0], "/") {
		return "" // the project's own wrapper (./gradlew), named as such
	}
	if pathSet != "" {
		return "`" + clip(word, 40) + "` runs with `PATH=" + clip(pathSet, 60) + "`, so which program it is is not known"
	}
	if v := env.Exports["PATH"]; v != "" && !appendsOnly(v) {
		return "`" + clip(word, 40) + "` runs after `export PATH=" + clip(v, 60) + "` in this session, so which program it is is not known"
	}
	if strings.HasPrefix(word, "$") || strings.HasPrefix(word, "~") || strings.Contains(word, "$(") || strings.Contains(word, "`") {
		return "`" + clip(word, 40) + "` names the program through a variable, so which program it is is not known"
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
	return "`" + clip(word, 60) + "` is not the " + filepath.Base(word) + " the session's PATH runs (" + onPath + "), so what it prints is not that runner's"
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
