package runner

import (
	"strings"

	"github.com/ackrite/ackrite/internal/lazy"
)

// topLevel is how agents cd to the repository's root; the harness's shell
// starts at or under it, so keeping the directory is never wider.
var topLevel = lazy.Regexp("^(?:\\$\\(git rev-parse --show-toplevel\\)|`git rev-parse --show-toplevel`)$")

// envVar is a $NAME or ${NAME} in a cd target.
var envVar = lazy.Regexp(`\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))`)

// cdTarget resolves the directory of a cd: "~" and "~/…" through the home
// directory, $VAR and ${VAR} through the environment. It returns "" with
// ok for a target that keeps the directory (the repository's top, cd -),
// and !ok for one it cannot resolve.
func cdTarget(t string, env Env) (string, bool) {
	switch {
	case t == "-" || topLevel().MatchString(t):
		return "", true
	case t == "~" || strings.HasPrefix(t, "~/"):
		if env.Home == "" {
			return "", false
		}
		t = env.Home + t[1:]
	case strings.HasPrefix(t, "~"):
		return "", false // ~user
	}
	ok := true
	t = envVar().ReplaceAllStringFunc(t, func(m string) string {
		name := strings.Trim(m, "${}")
		v, set := env.getenv(name)
		ok = ok && set && v != ""
		return v
	})
	if !ok || strings.ContainsAny(t, "$`") {
		return "", false
	}
	return t, true
}
