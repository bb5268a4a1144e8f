package runner

import (
	"net/url"
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

func cargoScope(args []string, cwd string, _ Env) Scope {
	s := Scope{Dirs: []Dir{{cwd, true}}}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			break
		}
		if strings.HasPrefix(a, "-") {
			switch a {
			case "-p", "--package", "--test", "--bin", "--features", "-j", "--manifest-path", "--target":
				i++
			}
			continue
		}
		if s.Filter == "" {
			s.Filter = a
		}
	}
	return s
}

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
