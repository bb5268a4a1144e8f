package main

import (
	"encoding/json"
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// version is set at build time with -ldflags "-X main.version=v1.2.3";
// otherwise it comes from the module's build information.
var version = ""

// buildInfo describes this binary.
type buildInfo struct {
	Version          string   `json:"version"`
	Commit           string   `json:"commit"`
	GoVersion        string   `json:"goVersion"`
	SDKVersion       string   `json:"sdkVersion"`
	ProtocolVersions []string `json:"protocolVersions"`
}

func readBuildInfo() buildInfo {
	b := buildInfo{Version: version, Commit: "unknown", GoVersion: runtime.Version(), SDKVersion: "unknown",
		ProtocolVersions: mcp.SupportedProtocolVersions()}
	if info, ok := debug.ReadBuildInfo(); ok {
		if b.Version == "" && info.Main.Version != "" {
			b.Version = info.Main.Version
		}
		for _, s := range info.Settings {
			if s.Key == "vcs.revision" {
				b.Commit = s.Value
			}
		}
		for _, d := range info.Deps {
			if d.Path == "github.com/modelcontextprotocol/go-sdk" {
				b.SDKVersion = d.Version
			}
		}
	}
	if b.Version == "" {
		b.Version = "(devel)"
	}
	return b
}

func runVersion(e *env, args []string) int {
	fs := newFlags(e, "version", "ackrite version [flags]", `Print the version, commit, Go version and the MCP protocol versions this build speaks.

Examples:
  ackrite version
  ackrite version --json`)
	asJSON := fs.Bool("json", false, "print one JSON object")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	b := readBuildInfo()
	if *asJSON {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		_ = enc.Encode(b)
		return exitOK
	}
	fmt.Fprintf(e.stdout, "ackrite %s\ncommit:    %s\ngo:        %s\ngo-sdk:    %s\nprotocols: %s\n",
		b.Version, b.Commit, b.GoVersion, b.SDKVersion, strings.Join(b.ProtocolVersions, ", "))
	return exitOK
}
