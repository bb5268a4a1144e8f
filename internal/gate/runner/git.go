package runner

import (
	"slices"
	"strings"
)

// gitValued are git's global options that take a separate value.
var gitValued = []string{"-C", "-c", "--git-dir", "--work-tree", "--namespace", "--config-env", "--super-prefix"}

// GitCommand puts a git command line's subcommand right after "git", so
// that it reads as typed without global options: git -C dir -c k=v push
// -f becomes git push -c k=v -C dir -f (the options stay in the words). An
// alias the line itself defines (git -c alias.p='push --force' p) is
// replaced by what it stands for. argv is returned as it is when it is
// not a git command with global options.
func GitCommand(argv []string) []string {
	if len(argv) < 2 || argv[0] != "git" {
		return argv
	}
	var globals []string
	aliases := map[string]string{}
	i := 1
	for i < len(argv) && strings.HasPrefix(argv[i], "-") {
		globals = append(globals, argv[i])
		name, val, inline := strings.Cut(argv[i], "=")
		if slices.Contains(gitValued, argv[i]) && i+1 < len(argv) {
			i++
			globals = append(globals, argv[i])
			name, val, inline = argv[i-1], argv[i], true
		}
		if name == "-c" && inline {
			if k, v, ok := strings.Cut(val, "="); ok && strings.HasPrefix(strings.ToLower(k), "alias.") {
				aliases[strings.ToLower(k[len("alias."):])] = v
			}
		}
		i++
	}
	if i >= len(argv) {
		return argv
	}
	sub := []string{argv[i]}
	if a, ok := aliases[strings.ToLower(argv[i])]; ok && !strings.HasPrefix(a, "!") {
		sub = strings.Fields(a)
	}
	if len(globals) == 0 && len(sub) == 1 {
		return argv
	}
	out := append([]string{"git"}, sub...)
	out = append(out, globals...)
	return append(out, argv[i+1:]...)
}
