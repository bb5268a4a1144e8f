package harness

import (
	"bytes"
	"encoding/json"
)

// A payload a record cannot decode (cut short, over the limit, a field of
// the wrong shape before the tool's input) still came after a tool ran,
// and the tool may have changed files. Salvage reads what it can of the
// payload's head for the session and the project, so that record can mark
// that session's earlier results stale rather than leave them fresh
// (docs/rules.md §13: fail closed).

// sessionKeys and dirKeys are the top-level fields that name a payload's
// session and directory, in the five harnesses' payloads.
var (
	sessionKeys = map[string]bool{"session_id": true, "sessionId": true, "conversation_id": true}
	dirKeys     = map[string]bool{"cwd": true, "workspace_roots": true}
	projectVars = []string{"CLAUDE_PROJECT_DIR", "GEMINI_PROJECT_DIR", "CURSOR_PROJECT_DIR"}
)

// maxSalvaged is the longest session id or directory Salvage takes.
const maxSalvaged = 4096

// Salvage returns the session and the project directory a payload names
// in its top-level fields before the point where it cannot be read, ""
// for what it does not find. The project is the harness's project
// variable when one is set, else the payload's cwd or first workspace root.
func Salvage(data []byte, env Getenv) (session, project string) {
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return "", ""
	}
	dir := ""
	for dec.More() && (session == "" || dir == "") {
		t, err := dec.Token()
		if err != nil {
			break
		}
		key, _ := t.(string)
		switch {
		case sessionKeys[key]:
			var s string
			if dec.Decode(&s) != nil {
				return session, projectOf(env, dir)
			}
			if len(s) <= maxSalvaged {
				session = s
			}
		case dirKeys[key]:
			var v any
			if dec.Decode(&v) != nil {
				return session, projectOf(env, dir)
			}
			switch x := v.(type) {
			case string:
				dir = x
			case []any:
				if len(x) > 0 {
					dir, _ = x[0].(string)
				}
			}
			if len(dir) > maxSalvaged {
				dir = ""
			}
		default:
			var skip json.RawMessage
			if dec.Decode(&skip) != nil {
				return session, projectOf(env, dir)
			}
		}
	}
	return session, projectOf(env, dir)
}

func projectOf(env Getenv, dir string) string { return ProjectDir(env, dir, projectVars...) }
