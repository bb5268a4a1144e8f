// Package adapters lists the gate's harness adapters (docs/rules.md §13): adding a
// harness is a row here.
package adapters

import (
	"github.com/ackrite/ackrite/internal/gate/harness"
	"github.com/ackrite/ackrite/internal/gate/harness/claudecode"
	"github.com/ackrite/ackrite/internal/gate/harness/codex"
	"github.com/ackrite/ackrite/internal/gate/harness/copilot"
	"github.com/ackrite/ackrite/internal/gate/harness/cursor"
	"github.com/ackrite/ackrite/internal/gate/harness/gemini"
)

// All are the adapters, the default first.
var All = []harness.Adapter{claudecode.Adapter{}, codex.Adapter{}, gemini.Adapter{}, cursor.Adapter{}, copilot.Adapter{}}

// Default is the adapter --harness names when it is not given.
const Default = "claude-code"

// Lookup finds an adapter by its --harness name.
func Lookup(name string) (harness.Adapter, error) { return harness.Lookup(name, All) }
