// Package harness is the seam between the gate's core (internal/gate) and
// the agent harnesses whose hooks run it (docs/rules.md §13). An [Adapter] decodes
// its harness's documented hook payloads into the core's [gate.Event] and
// [gate.Stop], encodes the core's decisions as that harness's documented
// answers, and installs its project configuration. The adapters live in
// the packages under this one, one per harness; [All] lists them.
//
//	a, _ := harness.Lookup("codex", adapters.All)
//	ev, err := a.DecodeTool(harness.Record, payload, os.LookupEnv)
//	…
//	ans := a.StopAnswer(decision) // stdout, stderr and exit status for the harness
//
// Adding a harness is a package with an Adapter, its payload fixtures
// under testdata, and a row in the adapters list.
package harness

import (
	"fmt"
	"sort"
	"strings"

	"github.com/ackrite/ackrite/internal/gate"
	"github.com/ackrite/ackrite/internal/text"
)

// A Sub is a gate subcommand that reads a hook payload.
type Sub string

// The subcommands: the names are the gate's, whatever the harness calls
// its events.
const (
	Record Sub = "record" // after a tool ran
	Check  Sub = "check"  // before a tool runs
	Stop   Sub = "stop"   // before the agent finishes
)

// An Answer is what a hook prints and how it exits, in the harness's
// documented terms.
type Answer struct {
	Stdout []byte
	Stderr string
	Exit   int
}

// Getenv reads the hook's environment (os.LookupEnv).
type Getenv func(name string) (string, bool)

// An Adapter speaks one harness's hooks.
type Adapter interface {
	// Name is the --harness value.
	Name() string
	// Source names the harness's hooks documentation the adapter follows,
	// with the date it was read.
	Source() string
	// DecodeTool reads the payload of a tool event: after the tool ran
	// (Record) or before it runs (Check). A payload of the wrong shape is
	// an error that names the harness and the field; an event whose tool
	// input cannot be read may come back with the error, as an Unreadable
	// action, so that record can still mark what it may have changed.
	DecodeTool(sub Sub, data []byte, env Getenv) (*gate.Event, error)
	// DecodeStop reads the payload of the harness's stop event.
	DecodeStop(data []byte, env Getenv) (*gate.Stop, error)
	// StopAnswer encodes a stop decision: a block, a warning, or an allow.
	StopAnswer(d gate.Decision) Answer
	// CheckAnswer encodes what check found before a tool runs: nothing
	// (risks empty), or a finding to ask about, deny, or only warn of.
	CheckAnswer(risks []gate.Risk, mode gate.Mode) Answer
	// Failure encodes a hook that could not decide: for stop and check the
	// harness's block (fail closed, docs/rules.md §13); for record an error the
	// harness shows without blocking (the tool already ran).
	Failure(sub Sub, err error) Answer
	// Config describes the project configuration install writes.
	Config() Config
}

// Lookup finds the adapter named name among all.
func Lookup(name string, all []Adapter) (Adapter, error) {
	var names []string
	for _, a := range all {
		if a.Name() == name {
			return a, nil
		}
		names = append(names, a.Name())
	}
	sort.Strings(names)
	return nil, fmt.Errorf("--harness %q: want one of %s", text.Clip(name, 40), strings.Join(names, ", "))
}

// ShapeError is a payload of the wrong shape for its harness: it names the
// harness and the field.
type ShapeError struct {
	Harness string
	Msg     string
}

func (e *ShapeError) Error() string { return e.Harness + " hook payload: " + e.Msg }

// Shape returns a *ShapeError for harness.
func Shape(harness, format string, a ...any) error {
	return &ShapeError{Harness: harness, Msg: fmt.Sprintf(format, a...)}
}

// ProjectDir is the project a hook runs for: the first of the harness's
// project variables that is set, else dir (the payload's cwd or workspace
// root).
func ProjectDir(env Getenv, dir string, vars ...string) string {
	for _, v := range vars {
		if env == nil {
			break
		}
		if d, ok := env(v); ok && d != "" {
			return d
		}
	}
	return dir
}

// JSON is an answer that prints o on stdout (exit 0), with stderr for
// the harness's log.
func JSON(o Object, stderr string) Answer {
	data, _ := o.MarshalJSON()
	if stderr != "" {
		stderr += "\n"
	}
	return Answer{Stdout: append(data, '\n'), Stderr: stderr}
}

// WithoutAsk is a check's reason for a harness that has no "ask" (Codex,
// Gemini CLI): under --mode ask the call is denied instead, and the reason
// says so, since an unsupported ask would let the tool run.
func WithoutAsk(reason string, mode gate.Mode, harness string) string {
	if mode != gate.ModeAsk {
		return reason
	}
	return reason + " (" + harness + " cannot ask the person before a tool runs; denied instead — run it yourself if it is meant)"
}
