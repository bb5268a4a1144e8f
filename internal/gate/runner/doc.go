// Package runner decides what a shell command line ran, as evidence goes
// (docs/rules.md §13): a test runner, a build or lint tool or an HTTP client whose
// own output may back a claim, with what it covers (its [Scope]); or a
// command whose output is not evidence, and why. It also reads what a
// line writes, so that earlier results it changed go stale, and what it
// runs that cannot be read (a script run by name), which makes every
// earlier result stale.
//
// Every function is pure: what it needs from the machine — the PATH, the
// environment, files such as package.json — comes in through an [Env].
//
//	c := runner.Parse("cd api && go test -run TestTotal ./...", "/proj", runner.OS("/proj"))
//	c.Kind   // runner.KindTest
//	c.Runner // "go test"
//	c.Scope  // {Dirs: [/proj/api/... tree], Filter: "TestTotal", FilterRegexp: true}
//
// Adding a runner is a row of [Runners]; a flag that narrows a run is a
// row of the narrowings; a language's arguments are read by its scope
// function, one file per language.
package runner
