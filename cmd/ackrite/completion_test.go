package main

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ackrite/ackrite/internal/testkit"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// The completion scripts are golden files (so a change to any command's
// flags shows in review) and parse in their shell when it is installed.
func TestCompletionScripts(t *testing.T) {
	for _, sh := range []string{"bash", "zsh", "fish"} {
		t.Run(sh, func(t *testing.T) {
			out, errOut, code := runCLI(t, "", "completion", sh)
			if code != 0 || errOut != "" {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			testkit.Golden(t, filepath.Join("testdata", "completion", "ackrite."+sh), out, *update)
			path, err := exec.LookPath(sh)
			if err != nil {
				t.Skipf("%s is not installed here: the script's syntax is not checked", sh)
			}
			if b, err := exec.Command(path, "-n", completionScript(t, sh)).CombinedOutput(); err != nil {
				t.Errorf("%s -n: %v\n%s", sh, err, b)
			}
		})
	}
}

// In bash, the script completes commands, gate subcommands, a command's
// flags and the values of a flag that takes one of a few.
func TestBashCompletionCompletes(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("bash is not installed here")
	}
	file := completionScript(t, "bash")
	for _, c := range []struct {
		line string // the words typed; the last is completed
		want []string
		not  []string
	}{
		{"ackrite pro", []string{"probe"}, nil},
		{"ackrite gate s", []string{"stop"}, []string{"scan"}},
		{"ackrite probe --fo", []string{"--format"}, nil},
		{"ackrite check --format ", []string{"text", "json", "sarif", "github"}, nil},
		{"ackrite check --", []string{"--at", "--format", "--json"}, []string{"--watch", "--lock"}},
		{"ackrite gate check --mode d", []string{"deny"}, nil},
		{"ackrite gate check --", []string{"--mode"}, []string{"--format", "--at"}},
		{"ackrite diff --fail-on b", []string{"breaking"}, nil},
		{"ackrite probe --transport s", []string{"sse", "streamable-http"}, nil},
		{"ackrite completion ", nil, []string{"--format"}},
	} {
		t.Run(c.line, func(t *testing.T) {
			words := strings.Fields(c.line)
			if strings.HasSuffix(c.line, " ") {
				words = append(words, "")
			}
			quoted := make([]string, len(words))
			for i, w := range words {
				quoted[i] = "'" + w + "'"
			}
			cmd := exec.Command(bash, "-c", `source "$1"; COMP_WORDS=(`+strings.Join(quoted, " ")+`); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); _ackrite; printf '%s\n' "${COMPREPLY[@]}"`, "bash", file)
			out, err := cmd.Output()
			if err != nil {
				t.Fatal(err)
			}
			got := strings.Fields(string(out))
			for _, w := range c.want {
				if !contains(got, w) {
					t.Errorf("%q: no %q in %v", c.line, w, got)
				}
			}
			for _, w := range c.not {
				if contains(got, w) {
					t.Errorf("%q: offers %q: %v", c.line, w, got)
				}
			}
		})
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// In fish, the same: commands, subcommands, flags, values.
func TestFishCompletionCompletes(t *testing.T) {
	fish, err := exec.LookPath("fish")
	if err != nil {
		t.Skip("fish is not installed here")
	}
	file := completionScript(t, "fish")
	for line, want := range map[string]string{
		"ackrite pro":                "probe",
		"ackrite gate st":            "stop",
		"ackrite check --format ":    "sarif",
		"ackrite gate check --mode ": "deny",
		"ackrite scan --no-":         "--no-connect",
	} {
		out, err := exec.Command(fish, "-c", `source $argv[1]; complete -C $argv[2]`, file, line).Output()
		if err != nil {
			t.Fatalf("%q: %v", line, err)
		}
		var got []string
		for _, l := range strings.Split(string(out), "\n") {
			if w, _, _ := strings.Cut(l, "\t"); w != "" {
				got = append(got, w)
			}
		}
		if !contains(got, want) {
			t.Errorf("%q: no %q in %v", line, want, got)
		}
	}
}

// completionScript writes ackrite's completion script for sh to a file.
func completionScript(t *testing.T, sh string) string {
	t.Helper()
	script, errOut, code := runCLI(t, "", "completion", sh)
	if code != 0 {
		t.Fatalf("completion %s: exit %d: %s", sh, code, errOut)
	}
	file := filepath.Join(t.TempDir(), "ackrite."+sh)
	if err := os.WriteFile(file, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}
