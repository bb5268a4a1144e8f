package main

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
)

// The real go test outputs of the fixture projects (scripts/gate-fixtures).
var (
	//go:embed testdata/gate/out/go-fail.txt
	demoFailOutput string
	//go:embed testdata/gate/out/go-pass.txt
	demoPassOutput string
)

// runGateDemo replays a recorded Claude Code session through `ackrite gate`
// hooks run as subprocesses of this binary, the way Claude Code runs them
// (docs/rules.md §13): a failing test run, then "all tests pass" → blocked; then a
// passing run → allowed.
func runGateDemo(ctx context.Context, w io.Writer) error {
	self, err := os.Executable()
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "ackrite-gate-demo")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	hook := func(sub string, payload map[string]any) (string, error) {
		payload["session_id"] = "demo-session"
		payload["cwd"] = dir
		data, _ := json.Marshal(payload)
		cmd := exec.CommandContext(ctx, self, "gate", sub, "--state", dir+"/.ackrite")
		cmd.Stdin = bytes.NewReader(data)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			return "", fmt.Errorf("gate %s: %v: %s", sub, err, stderr.String())
		}
		return string(out), nil
	}
	stop := func(msg string) (string, error) {
		out, err := hook("stop", map[string]any{"hook_event_name": "Stop", "stop_hook_active": false, "last_assistant_message": msg})
		if err != nil || out == "" {
			return "", err
		}
		var v struct{ Decision, Reason string }
		if err := json.Unmarshal([]byte(out), &v); err != nil {
			return "", fmt.Errorf("gate stop printed %q: %v", out, err)
		}
		return v.Reason, nil
	}

	fmt.Fprintln(w, "\n── Gate an agent ── ackrite gate record / stop, as Claude Code hooks")
	line(w, "Bash", "go test ./...  (exit 1; PostToolUseFailure → gate record)")
	if _, err := hook("record", map[string]any{"hook_event_name": "PostToolUseFailure", "tool_name": "Bash",
		"tool_input": map[string]any{"command": "go test ./..."}, "error": "Exit code 1\n" + demoFailOutput}); err != nil {
		return err
	}
	claim := "I fixed the off-by-one in Total. All tests pass now."
	line(w, "agent", claim+"  (Stop → gate stop)")
	reason, err := stop(claim)
	if err != nil {
		return err
	}
	if reason == "" || !strings.Contains(reason, "--- FAIL: TestTotal") {
		return fmt.Errorf("the unproven claim was not blocked with the failing line (reason %q)", reason)
	}
	label := "blocked"
	for _, l := range strings.Split(strings.TrimSpace(reason), "\n") {
		line(w, label, l)
		label = ""
	}
	line(w, "Bash", "go test ./...  (exit 0; PostToolUse → gate record)")
	if _, err := hook("record", map[string]any{"hook_event_name": "PostToolUse", "tool_name": "Bash",
		"tool_input":    map[string]any{"command": "go test ./..."},
		"tool_response": map[string]any{"stdout": demoPassOutput, "stderr": "", "interrupted": false, "isImage": false}}); err != nil {
		return err
	}
	line(w, "agent", claim)
	if reason, err = stop(claim); err != nil {
		return err
	}
	if reason != "" {
		return fmt.Errorf("a claim a fresh passing run backs was blocked: %s", reason)
	}
	line(w, "allowed", "a fresh `go test ./...` that passed covers the claim")
	fmt.Fprintln(w, "  ✓ the gate blocked the unproven \"all tests pass\" and let the proven one through")
	return nil
}
