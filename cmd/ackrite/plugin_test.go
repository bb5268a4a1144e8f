package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// The install manifests are checked against the formats their clients
// document (all read 2026-12-01):
//   - Claude Code marketplace: https://code.claude.com/docs/en/plugins/marketplace-reference
//     (.claude-plugin/marketplace.json; name, owner {name} and plugins required; a relative
//     plugin source starts with "./" and resolves from the directory holding .claude-plugin/).
//   - Claude Code plugin: https://code.claude.com/docs/en/plugins/manifest-reference
//     (.claude-plugin/plugin.json; name in kebab-case; the standard layout puts MCP servers in
//     .mcp.json and hooks in hooks/hooks.json at the plugin root) and the plugin-dev skill's
//     "Plugin hooks.json Format" in github.com/anthropics/claude-code (a "hooks" object inside a
//     wrapper that may carry a "description").
//   - Gemini CLI extension: https://github.com/google-gemini/gemini-cli/blob/main/docs/extensions/reference.md
//     (gemini-extension.json at the extension root: name in lowercase with dashes, version,
//     description, mcpServers with every MCP option but "trust"; hooks only in hooks/hooks.json,
//     in the "hooks" schema of https://github.com/google-gemini/gemini-cli/blob/main/docs/hooks/index.md).

var kebab = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

var semver = regexp.MustCompile(`^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$`)

// strict decodes a manifest into v, refusing a key its format does not
// document (Claude Code ignores such a key silently: a typo would load).
func strict(t *testing.T, path string, v any) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

// mcpServer is one MCP server of a manifest: it must run ackrite from PATH.
type mcpServer struct {
	Command string            `json:"command"`
	Args    []string          `json:"args"`
	Env     map[string]string `json:"env,omitempty"`
}

func checkServer(t *testing.T, where string, servers map[string]mcpServer) {
	t.Helper()
	s, ok := servers["ackrite"]
	if !ok || len(servers) != 1 {
		t.Fatalf("%s: want exactly the ackrite server, got %v", where, servers)
	}
	if s.Command != "ackrite" || !cmp.Equal(s.Args, []string{"serve"}) {
		t.Errorf("%s: runs %q %v; want ackrite serve, the binary on PATH", where, s.Command, s.Args)
	}
}

func TestClaudeCodeMarketplaceAndPlugin(t *testing.T) {
	root := filepath.Join("..", "..")
	var market struct {
		Schema      string `json:"$schema,omitempty"`
		Name        string `json:"name"`
		Description string `json:"description,omitempty"`
		Version     string `json:"version,omitempty"`
		Owner       struct {
			Name  string `json:"name"`
			Email string `json:"email,omitempty"`
		} `json:"owner"`
		Metadata *struct {
			Description string `json:"description,omitempty"`
			Version     string `json:"version,omitempty"`
			PluginRoot  string `json:"pluginRoot,omitempty"`
		} `json:"metadata,omitempty"`
		Plugins []struct {
			Name        string `json:"name"`
			Source      string `json:"source"`
			Description string `json:"description,omitempty"`
			Version     string `json:"version,omitempty"`
			Category    string `json:"category,omitempty"`
			Homepage    string `json:"homepage,omitempty"`
		} `json:"plugins"`
	}
	strict(t, filepath.Join(root, ".claude-plugin", "marketplace.json"), &market)
	if !kebab.MatchString(market.Name) || market.Owner.Name == "" || len(market.Plugins) == 0 {
		t.Fatalf("marketplace: name %q (kebab-case), owner.name %q, %d plugins: all required", market.Name, market.Owner.Name, len(market.Plugins))
	}
	for _, p := range market.Plugins {
		if !kebab.MatchString(p.Name) || !strings.HasPrefix(p.Source, "./") {
			t.Errorf("plugin %q: source %q; want a kebab-case name and a ./relative source", p.Name, p.Source)
			continue
		}
		dir := filepath.Join(root, filepath.FromSlash(p.Source))
		var plugin struct {
			Name        string `json:"name"`
			Version     string `json:"version"`
			Description string `json:"description"`
			Author      struct {
				Name  string `json:"name"`
				Email string `json:"email,omitempty"`
				URL   string `json:"url,omitempty"`
			} `json:"author"`
			Homepage   string   `json:"homepage,omitempty"`
			Repository string   `json:"repository,omitempty"`
			License    string   `json:"license,omitempty"`
			Keywords   []string `json:"keywords,omitempty"`
		}
		strict(t, filepath.Join(dir, ".claude-plugin", "plugin.json"), &plugin)
		if plugin.Name != p.Name || !semver.MatchString(plugin.Version) {
			t.Errorf("plugin.json: name %q (the marketplace says %q), version %q (semver)", plugin.Name, p.Name, plugin.Version)
		}
		var mcp struct {
			MCPServers map[string]mcpServer `json:"mcpServers"`
		}
		strict(t, filepath.Join(dir, ".mcp.json"), &mcp)
		checkServer(t, ".mcp.json", mcp.MCPServers)
		checkHooks(t, filepath.Join(dir, "hooks", "hooks.json"), "claude-code")
	}
}

func TestGeminiExtension(t *testing.T) {
	var ext struct {
		Name            string               `json:"name"`
		Version         string               `json:"version"`
		Description     string               `json:"description"`
		MCPServers      map[string]mcpServer `json:"mcpServers"`
		ContextFileName string               `json:"contextFileName,omitempty"`
		ExcludeTools    []string             `json:"excludeTools,omitempty"`
	}
	path := filepath.Join("..", "..", "gemini-extension.json")
	strict(t, path, &ext)
	if !kebab.MatchString(ext.Name) || !semver.MatchString(ext.Version) || ext.Description == "" {
		t.Errorf("gemini-extension.json: name %q (lowercase, dashes), version %q (semver), description %q: all required", ext.Name, ext.Version, ext.Description)
	}
	checkServer(t, "gemini-extension.json", ext.MCPServers)
	checkHooks(t, filepath.Join("..", "..", "hooks", "hooks.json"), "gemini")
	data, _ := os.ReadFile(path)
	if strings.Contains(string(data), `"trust"`) {
		t.Error(`gemini-extension.json: extensions may not set "trust"`)
	}
}

// checkHooks checks that a bundled hooks file is what "ackrite gate install
// --harness H --bin ackrite" prints, calling ackrite on PATH: the bundle and
// the command cannot drift apart.
func checkHooks(t *testing.T, path, harness string) {
	t.Helper()
	var hooks struct {
		Description string          `json:"description,omitempty"`
		Hooks       json.RawMessage `json:"hooks"`
	}
	strict(t, path, &hooks)
	out, errOut, code := runCLI(t, "", "gate", "install", "--harness", harness, "--bin", "ackrite")
	if code != 0 {
		t.Fatalf("gate install --harness %s: exit %d: %s", harness, code, errOut)
	}
	var want struct {
		Hooks json.RawMessage `json:"hooks"`
	}
	if err := json.Unmarshal([]byte(out), &want); err != nil {
		t.Fatal(err)
	}
	var got, printed any
	_ = json.Unmarshal(hooks.Hooks, &got)
	_ = json.Unmarshal(want.Hooks, &printed)
	if diff := cmp.Diff(printed, got); diff != "" {
		t.Errorf("%s differs from 'ackrite gate install --harness %s --bin ackrite' (-printed +bundled):\n%s", path, harness, diff)
	}
	for _, cmdline := range regexp.MustCompile(`"command":\s*"([^"]*)"`).FindAllStringSubmatch(string(hooks.Hooks), -1) {
		if f := strings.Fields(cmdline[1]); len(f) < 3 || f[0] != "ackrite" || f[1] != "gate" {
			t.Errorf("%s: hook command %q: want ackrite gate SUBCOMMAND", path, cmdline[1])
		}
	}
}
