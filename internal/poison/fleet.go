package poison

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/ackrite/ackrite/internal/text"
)

// A fleetTool is one tool of one server in a scan.
type fleetTool struct {
	server string
	name   string
	texts  []Text
}

// duplicateNames finds tool names exposed by more than one server: one
// finding per server that exposes the name, naming the others.
func duplicateNames(fleet []fleetTool) []Finding {
	servers := map[string][]string{}
	for _, t := range fleet {
		if t.name != "" && !slices.Contains(servers[t.name], t.server) {
			servers[t.name] = append(servers[t.name], t.server)
		}
	}
	var out []Finding
	for _, t := range fleet {
		others := slices.DeleteFunc(slices.Clone(servers[t.name]), func(s string) bool { return s == t.server })
		if len(others) == 0 {
			continue
		}
		slices.Sort(others)
		out = append(out, Finding{Server: t.server, Tool: t.name, Field: "/name",
			Excerpt: fmt.Sprintf("%s is also exposed by %s", text.Visible(t.name), text.Visible(strings.Join(others, ", ")))})
	}
	return out
}

// distinctive reports whether a tool name is specific enough that naming
// it in prose means that tool, not the word: it has a separator, a digit
// or an inner capital, and five characters or more ("send_email",
// "readFile"; not "search" or "add").
func distinctive(name string) bool {
	if len([]rune(name)) < 5 {
		return false
	}
	for i, r := range name {
		if r == '_' || r == '-' || r == '.' || unicode.IsDigit(r) || i > 0 && unicode.IsUpper(r) {
			return true
		}
	}
	return false
}

// crossReferences finds prose of one server's tool that names a
// distinctive tool of another server, which the first server does not
// expose itself.
func crossReferences(fleet []fleetTool) []Finding {
	own := map[string]map[string]bool{} // server → its tool names
	for _, t := range fleet {
		if own[t.server] == nil {
			own[t.server] = map[string]bool{}
		}
		own[t.server][t.name] = true
	}
	type target struct {
		re     *regexp.Regexp
		server string
		name   string
	}
	var targets []target
	for _, t := range fleet {
		if distinctive(t.name) {
			re := regexp.MustCompile(`(?:^|[^\pL\pN_-])` + regexp.QuoteMeta(t.name) + `(?:$|[^\pL\pN_-])`)
			targets = append(targets, target{re, t.server, t.name})
		}
	}
	var out []Finding
	for _, t := range fleet {
		for _, x := range t.texts {
			if !slices.Contains(prose, x.Kind) {
				continue
			}
			for _, g := range targets {
				if g.server == t.server || own[t.server][g.name] {
					continue
				}
				m := g.re.FindStringIndex(x.Value)
				if m == nil {
					continue
				}
				rs := []rune(x.Value[:m[0]])
				ms := []rune(x.Value[m[0]:m[1]])
				all := append(append(rs, ms...), []rune(x.Value[m[1]:])...)
				out = append(out, Finding{Server: t.server, Tool: t.name, Field: x.Field,
					Excerpt: fmt.Sprintf("names %s of server %s: %s", text.Visible(g.name), text.Visible(g.server), excerpt(all, len(rs), len(rs)+len(ms)))})
			}
		}
	}
	return out
}
