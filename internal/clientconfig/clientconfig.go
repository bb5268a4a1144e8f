// Package clientconfig finds the MCP servers an operator's agents are
// configured to start (docs/rules.md §10.5): it knows where Claude Desktop, Claude
// Code, Cursor, VS Code, Windsurf and Zed keep their configuration on
// Linux, macOS and Windows, and reads each client's format into one
// [Server] type.
//
// Environment values and headers are credentials: a Server keeps them
// only to launch or reach the server as its client would, never in a
// field that is marshalled or printed — only their names are exported.
// The package reads files; it never starts a server.
package clientconfig

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/ackrite/ackrite/internal/files"
	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/lazy"
)

// Transports.
const (
	Stdio = "stdio"
	HTTP  = "http"
	SSE   = "sse"
)

// A Server is one configured MCP server.
type Server struct {
	Name   string `json:"name"`
	Client string `json:"client"`
	// Scope says which part of the client's configuration holds it:
	// "user", "project", or "local <project path>" (Claude Code).
	Scope string `json:"scope"`
	File  string `json:"file"`
	// Line is where the server's name first appears in File (1-based; 0
	// when not found), for annotations.
	Line      int      `json:"line,omitempty"`
	Transport string   `json:"transport"`
	Command   []string `json:"command,omitempty"`
	URL       string   `json:"url,omitempty"`
	// EnvKeys and HeaderKeys name the environment variables and headers
	// the configuration sets; their values are never exported.
	EnvKeys    []string `json:"envKeys,omitempty"`
	HeaderKeys []string `json:"headerKeys,omitempty"`
	Disabled   bool     `json:"disabled,omitempty"`
	// Problem says why the server cannot be started as configured
	// (a missing command, an interactive ${input:…} variable).
	Problem string `json:"problem,omitempty"`
	// Dir is the working directory the client starts the server in: the
	// project for project and workspace scopes (Claude Code's local scope
	// too); empty for user scope, where it is the client's own.
	Dir string `json:"dir,omitempty"`
	// AlsoIn lists the other files that configure the same server.
	AlsoIn []string `json:"alsoIn,omitempty"`
	// Clients lists every configuration that starts this server, this one
	// first (set by [Dedupe]).
	Clients []Place `json:"clients,omitempty"`
	// Untyped is true for a URL given without a type (Cursor's and
	// Windsurf's usual form): such a client tells Streamable HTTP from
	// HTTP+SSE by trying, so the probe should too.
	Untyped bool `json:"untyped,omitempty"`

	env     map[string]string
	headers map[string]string
}

// Env returns the environment the configuration sets, as KEY=value
// entries, sorted. It is for starting the server; never print it.
func (s *Server) Env() []string {
	var out []string
	for k, v := range s.env {
		out = append(out, k+"="+v)
	}
	sort.Strings(out)
	return out
}

// Headers returns the HTTP headers the configuration sets. They are for
// reaching the server; never print them.
func (s *Server) Headers() map[string]string { return s.headers }

// A Location is a configuration file a client reads.
type Location struct {
	Client string
	Scope  string
	Path   string
	Format Format
}

// A Format reads one client's configuration file.
type Format struct {
	Name string
	// Source is the client documentation the parser follows.
	Source string
	// JSONC says the client accepts comments and trailing commas in the
	// file (VS Code's and Zed's settings do); the others read strict JSON.
	JSONC bool
	parse func(data []byte, loc Location) ([]Server, error)
}

// Paths is what discovery needs to know of the machine.
type Paths struct {
	GOOS    string // "linux", "darwin", "windows"
	Home    string
	Dir     string              // the project directory: project-scoped files are read here
	Getenv  func(string) string // XDG_CONFIG_HOME, APPDATA
	Resolve func(string) string // expands ${VAR}; default: Getenv
}

// configHome returns the per-user configuration directory of the OS.
func (p Paths) configHome() string {
	switch p.GOOS {
	case "darwin":
		return filepath.Join(p.Home, "Library", "Application Support")
	case "windows":
		if d := p.Getenv("APPDATA"); d != "" {
			return d
		}
		return filepath.Join(p.Home, "AppData", "Roaming")
	}
	if d := p.Getenv("XDG_CONFIG_HOME"); d != "" {
		return d
	}
	return filepath.Join(p.Home, ".config")
}

// xdgConfig is ~/.config (or XDG_CONFIG_HOME) on every OS but Windows,
// where it is APPDATA: Zed's choice.
func (p Paths) xdgConfig() string {
	if p.GOOS == "windows" {
		return p.configHome()
	}
	if d := p.Getenv("XDG_CONFIG_HOME"); d != "" {
		return d
	}
	return filepath.Join(p.Home, ".config")
}

// locations is the table of where each client keeps its servers.
var locations = []struct {
	client, scope string
	format        *Format
	path          func(p Paths) string
}{
	{"claude-desktop", "user", &MCPServers, func(p Paths) string {
		return filepath.Join(p.configHome(), "Claude", "claude_desktop_config.json")
	}},
	{"claude-code", "user", &ClaudeCodeUser, func(p Paths) string { return filepath.Join(p.Home, ".claude.json") }},
	{"claude-code", "project", &MCPServers, func(p Paths) string { return filepath.Join(p.Dir, ".mcp.json") }},
	{"cursor", "user", &MCPServers, func(p Paths) string { return filepath.Join(p.Home, ".cursor", "mcp.json") }},
	{"cursor", "project", &MCPServers, func(p Paths) string { return filepath.Join(p.Dir, ".cursor", "mcp.json") }},
	{"vscode", "user", &VSCode, func(p Paths) string { return filepath.Join(p.configHome(), "Code", "User", "mcp.json") }},
	{"vscode-insiders", "user", &VSCode, func(p Paths) string {
		return filepath.Join(p.configHome(), "Code - Insiders", "User", "mcp.json")
	}},
	{"vscode", "workspace", &VSCode, func(p Paths) string { return filepath.Join(p.Dir, ".vscode", "mcp.json") }},
	// GitHub Copilot's portable format (the VS Code MCP reference,
	// "Configuration file"): $COPILOT_HOME/mcp-config.json, falling back to
	// ~/.copilot/mcp-config.json; its workspace file is the .mcp.json above.
	{"copilot", "user", &MCPServers, func(p Paths) string {
		if d := p.Getenv("COPILOT_HOME"); d != "" {
			return filepath.Join(d, "mcp-config.json")
		}
		return filepath.Join(p.Home, ".copilot", "mcp-config.json")
	}},
	{"windsurf", "user", &Windsurf, func(p Paths) string {
		return filepath.Join(p.Home, ".codeium", "windsurf", "mcp_config.json")
	}},
	{"zed", "user", &Zed, func(p Paths) string { return filepath.Join(p.xdgConfig(), "zed", "settings.json") }},
	{"zed", "project", &Zed, func(p Paths) string { return filepath.Join(p.Dir, ".zed", "settings.json") }},
}

// Locations lists every configuration file the known clients read on
// this machine, present or not, in table order.
func Locations(p Paths) []Location {
	var out []Location
	for _, l := range locations {
		if p.Dir == "" && (l.scope == "project" || l.scope == "workspace") {
			continue
		}
		out = append(out, Location{Client: l.client, Scope: l.scope, Path: l.path(p), Format: *l.format})
	}
	return out
}

// maxConfigBytes bounds one configuration file (~/.claude.json grows with
// history, so it is generous).
const maxConfigBytes = 64 << 20

// configLimit is how a configuration file is read: a regular file of at
// most maxConfigBytes, so that a FIFO, /dev/zero or a runaway log given by
// mistake is refused by its type or size instead of read without end.
var configLimit = files.Limit{What: "client configuration file", Max: maxConfigBytes}

// bom is the UTF-8 byte-order mark a Windows editor may put first.
var bom = []byte("\xef\xbb\xbf")

// Load reads one location. A missing file is (nil, nil).
func Load(loc Location, resolve func(string) string) ([]Server, error) {
	data, err := files.Read(loc.Path, configLimit)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return load(loc, data, resolve)
}

// load parses data as loc's format and resolves its variables. A
// byte-order mark is skipped: it is an encoding signature, not content,
// and an editor adds it unseen.
func load(loc Location, data []byte, resolve func(string) string) ([]Server, error) {
	data = bytes.TrimPrefix(data, bom)
	if loc.Format.JSONC {
		data = stripJSONC(data)
	}
	servers, err := loc.Format.parse(data, loc)
	if err != nil {
		var je *input.JSONError
		if errors.As(err, &je) && je.Field == "" && !loc.Format.JSONC {
			return nil, fmt.Errorf("%s:%w; %s reads this file as strict JSON", loc.Path, err, loc.Client)
		}
		if je != nil {
			return nil, fmt.Errorf("%s:%w", loc.Path, err)
		}
		return nil, fmt.Errorf("%s (%s format): %w", loc.Path, loc.Format.Name, err)
	}
	lines := keyLines(data, servers)
	for i := range servers {
		servers[i].expand(resolve)
		servers[i].Line = lines[servers[i].Name]
	}
	return servers, nil
}

// keyLines finds the line (1-based) where each server's name first
// appears as an object key, in one pass over data: a lookup per key, not
// a search of the file per server, which made a file of 200,000 servers
// take minutes.
func keyLines(data []byte, servers []Server) map[string]int {
	want := make(map[string]int, len(servers))
	for _, s := range servers {
		want[s.Name] = 0
	}
	line := 1
	for i := 0; i < len(data); i++ {
		switch data[i] {
		case '\n':
			line++
		case '"':
			start, escaped := i+1, false
			for i++; i < len(data) && data[i] != '"'; i++ {
				if data[i] == '\\' {
					escaped = true
					i++
				} else if data[i] == '\n' {
					line++
				}
			}
			if i >= len(data) {
				return want
			}
			j := i + 1
			for j < len(data) && (data[j] == ' ' || data[j] == '\t' || data[j] == '\r' || data[j] == '\n') {
				j++
			}
			if j == len(data) || data[j] != ':' {
				continue
			}
			key := string(data[start:i])
			if escaped {
				if err := json.Unmarshal(data[start-1:i+1], &key); err != nil {
					continue
				}
			}
			if n, ok := want[key]; ok && n == 0 {
				want[key] = line
			}
		}
	}
	return want
}

// Discover reads every location that exists and returns its servers, and
// the files it could not read.
func Discover(p Paths) ([]Server, []error) {
	var out []Server
	var errs []error
	resolve := p.Resolve
	if resolve == nil {
		resolve = p.Getenv
	}
	for _, loc := range Locations(p) {
		s, err := Load(loc, resolve)
		if err != nil {
			errs = append(errs, err)
		}
		out = append(out, s...)
	}
	return out, errs
}

// A File is a configuration file read with --config.
type File struct {
	Servers []Server
	// Format is the format the file was read in.
	Format string
	// Relaxed, when set, says what the file holds that its format's clients
	// would refuse (comments or trailing commas in a strict JSON format).
	Relaxed string
}

// LoadFile reads a file given with --config: see [ReadFile].
func LoadFile(path string, resolve func(string) string) ([]Server, error) {
	f, err := ReadFile(path, resolve)
	if err != nil {
		return nil, err
	}
	return f.Servers, nil
}

// ReadFile reads a file given with --config, in whichever known format it
// holds: "mcpServers" (Claude Desktop, Claude Code, Cursor, Windsurf),
// "servers" (VS Code) or "context_servers" (Zed). Which client reads the
// file is not known, so comments and trailing commas are accepted in every
// format — refusing a file that its client accepts would hide its servers
// from the scan — and File.Relaxed says when a strict format held them.
func ReadFile(path string, resolve func(string) string) (*File, error) {
	data, err := files.Read(path, configLimit)
	if err != nil {
		return nil, err
	}
	data = bytes.TrimPrefix(data, bom)
	plain := stripJSONC(data)
	var top map[string]json.RawMessage
	if err := json.Unmarshal(plain, &top); err != nil {
		if je := input.DescribeJSON(plain, err); je != err {
			return nil, fmt.Errorf("%s:%w", path, je)
		}
		return nil, fmt.Errorf("%s: not a JSON object: %w", path, err)
	}
	loc := Location{Client: "config", Path: path}
	switch {
	case top["projects"] != nil:
		loc.Format = ClaudeCodeUser
	case top["mcpServers"] != nil:
		loc.Format = Windsurf // the most permissive mcpServers reader: url or serverUrl
		loc.Format.Name = "mcpServers"
	case top["servers"] != nil:
		loc.Format = VSCode
	case top["context_servers"] != nil:
		loc.Format = Zed
	default:
		return nil, fmt.Errorf("%s: no \"mcpServers\", \"servers\" or \"context_servers\" object", path)
	}
	f := &File{Format: loc.Format.Name}
	if !loc.Format.JSONC && !bytes.Equal(plain, data) {
		f.Relaxed = "it holds comments or trailing commas, which " + loc.Format.Name + " clients (Claude Desktop, Claude Code, Cursor, Windsurf) refuse: read as if they were not there"
	}
	loc.Format.JSONC = true
	loc.Scope = loc.Format.Name
	if f.Servers, err = load(loc, data, resolve); err != nil {
		return nil, err
	}
	return f, nil
}

// variable matches ${NAME}, ${NAME:-default}, ${env:NAME}, ${input:id}
// and ${workspaceFolder}.
var variable = lazy.Regexp(`\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}|\$\{(env|input):([^}]+)\}`)

// expand resolves variables the way the clients do, and notes a variable
// only a person can supply.
func (s *Server) expand(resolve func(string) string) {
	workspace := s.projectDir()
	if workspace == "" {
		workspace = filepath.Dir(s.File)
	}
	s.Dir = s.projectDir()
	sub := func(v string) string {
		return variable().ReplaceAllStringFunc(v, func(m string) string {
			g := variable().FindStringSubmatch(m)
			switch {
			case g[1] == "workspaceFolder":
				return workspace
			case g[3] == "input":
				if s.Problem == "" {
					s.Problem = "needs an interactive input (${input:" + g[4] + "})"
				}
				return m
			case g[3] == "env":
				return resolve(g[4])
			}
			if v := resolve(g[1]); v != "" {
				return v
			}
			return g[2]
		})
	}
	for i, a := range s.Command {
		s.Command[i] = sub(a)
	}
	s.URL = sub(s.URL)
	for k, v := range s.env {
		s.env[k] = sub(v)
	}
	for k, v := range s.headers {
		s.headers[k] = sub(v)
	}
}

// projectDir is the project a project-scoped server belongs to: the
// directory holding .mcp.json, the parent of .vscode/, .cursor/ or .zed/,
// or the path a Claude Code local-scope entry is kept under.
func (s *Server) projectDir() string {
	switch {
	case strings.HasPrefix(s.Scope, "local "):
		return strings.TrimPrefix(s.Scope, "local ")
	case s.Scope == "project" || s.Scope == "workspace":
		dir := filepath.Dir(s.File)
		switch filepath.Base(dir) {
		case ".vscode", ".cursor", ".zed":
			return filepath.Dir(dir)
		}
		return dir
	}
	return ""
}

// entry is the union of the fields the clients use for one server.
type entry struct {
	Type      string            `json:"type"`
	Command   json.RawMessage   `json:"command"` // a string, or Zed's older {path, args, env}
	Args      []string          `json:"args"`
	Env       map[string]string `json:"env"`
	URL       string            `json:"url"`
	ServerURL string            `json:"serverUrl"` // Windsurf
	Headers   map[string]string `json:"headers"`
	Disabled  bool              `json:"disabled"`
	Enabled   *bool             `json:"enabled"` // Zed
}

// server turns an entry into a Server.
func (e entry) server(name string, loc Location, serverURL bool) Server {
	s := Server{Name: name, Client: loc.Client, Scope: loc.Scope, File: loc.Path, Disabled: e.Disabled, env: e.Env, headers: e.Headers}
	if e.Enabled != nil && !*e.Enabled {
		s.Disabled = true
	}
	var cmd string
	if len(e.Command) > 0 {
		if err := json.Unmarshal(e.Command, &cmd); err != nil {
			var nested struct {
				Path string            `json:"path"`
				Args []string          `json:"args"`
				Env  map[string]string `json:"env"`
			}
			if json.Unmarshal(e.Command, &nested) == nil {
				cmd, e.Args = nested.Path, append(nested.Args, e.Args...)
				if s.env == nil {
					s.env = nested.Env
				}
			}
		}
	}
	url := e.URL
	if url == "" && serverURL {
		url = e.ServerURL
	}
	switch {
	case cmd != "":
		s.Transport = Stdio
		s.Command = append([]string{cmd}, e.Args...)
	case url != "":
		s.Transport, s.URL, s.Untyped = HTTP, url, e.Type == ""
		if e.Type == SSE {
			s.Transport = SSE
		}
	default:
		s.Problem = "neither a command nor a URL"
	}
	if e.Type != "" && e.Type != Stdio && e.Type != HTTP && e.Type != SSE && e.Type != "streamable-http" && e.Type != "streamableHttp" {
		s.Problem = fmt.Sprintf("unknown transport type %q", e.Type)
	}
	for k := range s.env {
		s.EnvKeys = append(s.EnvKeys, k)
	}
	for k := range s.headers {
		s.HeaderKeys = append(s.HeaderKeys, k)
	}
	slices.Sort(s.EnvKeys)
	slices.Sort(s.HeaderKeys)
	if s.env == nil {
		s.env = map[string]string{}
	}
	if s.headers == nil {
		s.headers = map[string]string{}
	}
	return s
}

// servers turns an object of named entries into Servers, sorted by name.
func servers(m map[string]entry, loc Location, serverURL bool) []Server {
	names := make([]string, 0, len(m))
	for n := range m {
		names = append(names, n)
	}
	slices.Sort(names)
	out := make([]Server, 0, len(names))
	for _, n := range names {
		out = append(out, m[n].server(n, loc, serverURL))
	}
	return out
}

// decode reads the whole document into v, the fields of one format, so
// that an error's position counts from the file's first byte; it is an
// *input.JSONError with line, column and what was expected.
func decode(data []byte, v any) error {
	if err := json.Unmarshal(data, v); err != nil {
		return input.DescribeJSON(data, err)
	}
	return nil
}

// mcpServersDoc is the part of a file that keeps its servers under
// "mcpServers".
type mcpServersDoc struct {
	MCPServers map[string]entry `json:"mcpServers"`
}

// The formats.
var (
	// MCPServers is {"mcpServers": {name: {command, args, env} | {type, url, headers}}}.
	MCPServers = Format{
		Name: "mcpServers",
		// Claude Desktop: https://modelcontextprotocol.io/quickstart/user
		// ("claude_desktop_config.json", ~/Library/Application Support/Claude
		// on macOS, %APPDATA%\Claude on Windows); Claude Code project scope:
		// https://code.claude.com/docs/en/mcp (".mcp.json" at the project
		// root, type stdio/http/sse, url, headers); Cursor:
		// https://cursor.com/docs/mcp (~/.cursor/mcp.json and
		// .cursor/mcp.json, command/args/env or url/headers).
		Source: "https://modelcontextprotocol.io/quickstart/user; https://code.claude.com/docs/en/mcp; https://cursor.com/docs/mcp",
		parse: func(data []byte, loc Location) ([]Server, error) {
			var doc mcpServersDoc
			if err := decode(data, &doc); err != nil {
				return nil, err
			}
			return servers(doc.MCPServers, loc, false), nil
		},
	}
	// ClaudeCodeUser is ~/.claude.json: user-scoped servers in the top-level
	// "mcpServers", local-scoped ones under "projects"[path]."mcpServers".
	ClaudeCodeUser = Format{
		Name: "claude.json",
		// https://code.claude.com/docs/en/mcp, "MCP installation scopes":
		// local scope is stored in ~/.claude.json under the project's path,
		// user scope in ~/.claude.json for all projects.
		Source: "https://code.claude.com/docs/en/mcp#mcp-installation-scopes",
		parse: func(data []byte, loc Location) ([]Server, error) {
			var doc struct {
				MCPServers map[string]entry `json:"mcpServers"`
				Projects   map[string]struct {
					MCPServers map[string]entry `json:"mcpServers"`
				} `json:"projects"`
			}
			if err := decode(data, &doc); err != nil {
				return nil, err
			}
			out := servers(doc.MCPServers, loc, false)
			paths := make([]string, 0, len(doc.Projects))
			for p := range doc.Projects {
				paths = append(paths, p)
			}
			slices.Sort(paths)
			for _, p := range paths {
				l := loc
				l.Scope = "local " + p
				out = append(out, servers(doc.Projects[p].MCPServers, l, false)...)
			}
			return out, nil
		},
	}
	// VSCode is mcp.json: {"servers": {name: {type, command, args, env} |
	// {type: "http"|"sse", url, headers}}, "inputs": [...]}, with comments.
	VSCode = Format{
		Name: "vscode",
		// https://code.visualstudio.com/docs/copilot/reference/mcp-configuration
		// (".vscode/mcp.json" in the workspace or mcp.json in the user
		// profile; a top-level "servers" object; "inputs" for secrets).
		Source: "https://code.visualstudio.com/docs/copilot/reference/mcp-configuration",
		JSONC:  true,
		parse: func(data []byte, loc Location) ([]Server, error) {
			var doc struct {
				Servers map[string]entry `json:"servers"`
			}
			if err := decode(data, &doc); err != nil {
				return nil, err
			}
			return servers(doc.Servers, loc, false), nil
		},
	}
	// Windsurf is ~/.codeium/windsurf/mcp_config.json: "mcpServers" with
	// "serverUrl" (or "url") for remote servers.
	Windsurf = Format{
		Name: "windsurf",
		// https://docs.windsurf.com/windsurf/cascade/mcp (mcp_config.json
		// under ~/.codeium/windsurf; stdio command/args/env; remote servers
		// with "serverUrl" and "headers").
		Source: "https://docs.windsurf.com/windsurf/cascade/mcp",
		parse: func(data []byte, loc Location) ([]Server, error) {
			var doc mcpServersDoc
			if err := decode(data, &doc); err != nil {
				return nil, err
			}
			return servers(doc.MCPServers, loc, true), nil
		},
	}
	// Zed is settings.json: {"context_servers": {name: {command, args, env}
	// | {url, headers}}}, with comments and trailing commas; older versions
	// nest {"command": {"path", "args", "env"}}.
	Zed = Format{
		Name: "zed",
		// https://zed.dev/docs/ai/mcp ("As Custom Servers": "context_servers"
		// in the settings file, command/args/env, or url/headers).
		Source: "https://zed.dev/docs/ai/mcp",
		JSONC:  true,
		parse: func(data []byte, loc Location) ([]Server, error) {
			var doc struct {
				ContextServers map[string]entry `json:"context_servers"`
			}
			if err := decode(data, &doc); err != nil {
				return nil, err
			}
			return servers(doc.ContextServers, loc, false), nil
		},
	}
)

// Target says what the server is for people: its command or URL.
func (s *Server) Target() string {
	if s.URL != "" {
		return s.URL
	}
	return strings.Join(s.Command, " ")
}

// A Place is one client configuration that starts a server.
type Place struct {
	Name   string `json:"name"` // the server's name there
	Client string `json:"client"`
	Scope  string `json:"scope"`
	File   string `json:"file"`
	Line   int    `json:"line,omitempty"`
	// Project is the project the client starts the server in (for project,
	// workspace and Claude Code local scopes); empty for user scope, whose
	// servers the client starts in every project.
	Project string `json:"project,omitempty"`
}

// Identity says which configured servers are one server (docs/rules.md §10.5): a
// stdio server is its command, arguments, environment and the directory
// it starts in; a remote one is its transport, URL and headers. Names do
// not count — the same server may be called "github" in one client and
// "GitHub" in another. Environment and header values count as well as
// their names (docs/rules.md §10.5 names only the names): a value can select what a
// server serves (a token's scopes, an upstream URL, a mode), and two
// configurations merged wrongly would leave one of them never probed. The
// values enter as a hash and the identity is never printed.
func (s *Server) Identity() string {
	h := sha256.New()
	for _, kv := range []map[string]string{s.env, s.headers} {
		keys := make([]string, 0, len(kv))
		for k := range kv {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			fmt.Fprintf(h, "%q=%q\n", k, kv[k])
		}
		h.Write([]byte{0})
	}
	values := hex.EncodeToString(h.Sum(nil))
	if s.Transport != Stdio {
		return s.Transport + "\x00" + s.URL + "\x00" + strings.Join(s.HeaderKeys, "\x00") + "\x00\x00" + values
	}
	return s.Transport + "\x00" + strings.Join(s.Command, "\x00") + "\x00\x00" + strings.Join(s.EnvKeys, "\x00") + "\x00\x00" + s.Dir + "\x00\x00" + values
}

func (s *Server) place() Place {
	return Place{Name: s.Name, Client: s.Client, Scope: s.Scope, File: s.File, Line: s.Line, Project: s.projectDir()}
}

// startsBoth reports whether a client among places would start s beside
// the server configured there: the same client under another name (under
// the same name, the client keeps one by its own precedence).
func startsBoth(places []Place, s Server) bool {
	for _, p := range places {
		if p.Client == s.Client && p.Name != s.Name {
			return true
		}
	}
	return false
}

// copies are the kept copies of one server identity, in order, for
// Dedupe to find the first that a server can join in time linear in the
// servers: the first whose clients do not start it under another name
// (startsBoth). A copy holds at most one name per client — a second name
// would start both — and only ever gains clients, so the first copy a
// server joins is the earlier of the first copy holding its client under
// its name and the first copy not holding its client at all, and the
// latter only moves forward.
type copies struct {
	kept  []int               // indices into Dedupe's unique, in order
	names []map[string]string // per copy: client → the name it is configured under
	named map[[2]string]int   // {client, name} → the first copy holding it
	free  map[string]int      // client → a copy at or before the first without it
}

// find returns the copy s joins (its place in kept), -1 for none.
func (g *copies) find(s Server) int {
	at := len(g.kept)
	if i, ok := g.named[[2]string{s.Client, s.Name}]; ok {
		at = i
	}
	f := g.free[s.Client]
	for f < len(g.kept) {
		if _, held := g.names[f][s.Client]; !held {
			break
		}
		f++
	}
	g.free[s.Client] = f
	if at = min(at, f); at == len(g.kept) {
		return -1
	}
	return at
}

// add keeps s as a new copy, at index i of unique.
func (g *copies) add(i int, s Server) {
	g.kept = append(g.kept, i)
	g.names = append(g.names, map[string]string{})
	g.join(len(g.kept)-1, s)
}

// join records that copy c now holds s's client under s's name.
func (g *copies) join(c int, s Server) {
	g.names[c][s.Client] = s.Name
	if _, ok := g.named[[2]string{s.Client, s.Name}]; !ok {
		g.named[[2]string{s.Client, s.Name}] = c
	}
}

// usable reports whether the server can be started as configured.
func (s *Server) usable() bool { return !s.Disabled && s.Problem == "" }

// Dedupe keeps each server once however many clients configure it (same
// [Server.Identity]), listing every configuration in Clients and the other
// files in AlsoIn; the copy kept is the first that can be started. One
// client that configures the same server twice under two names starts it
// twice — two sets of the same tools side by side, which the checks across
// servers should see — so those copies stay two servers. It renames
// servers that share a name but are not one server to name@client (plus
// :scope unless it is the user scope), so that names key a lock.
func Dedupe(all []Server) []Server { return uniqueNames(group(all)) }

// group keeps each server once per [Server.Identity], as Dedupe says.
func group(all []Server) []Server {
	groups := map[string]*copies{}
	var unique []Server
	for _, s := range all {
		id := s.Identity()
		g := groups[id]
		if g == nil {
			g = &copies{named: map[[2]string]int{}, free: map[string]int{}}
			groups[id] = g
		}
		c := g.find(s)
		if c < 0 {
			g.add(len(unique), s)
			s.Clients = []Place{s.place()}
			unique = append(unique, s)
			continue
		}
		g.join(c, s)
		merge(&unique[g.kept[c]], s)
	}
	return unique
}

// merge adds s, one more configuration of the server kept, to kept: the
// copy kept is the first that can be started.
func merge(kept *Server, s Server) {
	kept.Clients = append(kept.Clients, s.place())
	if !kept.usable() && s.usable() {
		s.Clients, s.AlsoIn = kept.Clients, kept.AlsoIn
		if kept.File != s.File {
			s.AlsoIn = append(s.AlsoIn, kept.File)
		}
		*kept = s
		return
	}
	if s.File != kept.File && !slices.Contains(kept.AlsoIn, s.File) {
		kept.AlsoIn = append(kept.AlsoIn, s.File)
	}
}

// uniqueNames renames servers that share a name, as Dedupe says.
func uniqueNames(unique []Server) []Server {
	count := map[string]int{}
	for _, s := range unique {
		count[s.Name]++
	}
	for i, s := range unique {
		if count[s.Name] > 1 {
			unique[i].Name = s.Name + "@" + s.Client
			if s.Scope != "user" {
				unique[i].Name += ":" + s.Scope
			}
		}
	}
	// Two files of one client and scope (two --config files, say), or a
	// server already named like a renamed one, still share a name: the
	// file tells them apart, and then their place in the list. A lock
	// keyed by a shared name would pin one and compare both with it.
	for _, suffix := range []func(i int, s Server) string{
		func(_ int, s Server) string { return " (" + s.File + ")" },
		func(i int, _ Server) string { return fmt.Sprintf(" #%d", i+1) },
	} {
		count = map[string]int{}
		for _, s := range unique {
			count[s.Name]++
		}
		for i, s := range unique {
			if count[s.Name] > 1 {
				unique[i].Name += suffix(i, s)
			}
		}
	}
	return unique
}
