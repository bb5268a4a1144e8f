package runner

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/ackrite/ackrite/internal/files"
)

// An Env is what the reader may know of the machine and the session: the
// hook's PATH and environment, the files it may read, and what earlier
// commands of the session set.
type Env struct {
	// Project is the project directory.
	Project string
	// LookPath finds an executable on the hook's PATH, as exec.LookPath.
	LookPath func(name string) (string, error)
	// Getenv reads the hook's environment, which the agent's shell
	// inherited.
	Getenv func(name string) (string, bool)
	// Home is the user's home directory, "" when unknown.
	Home string
	// Exists reports whether a path exists.
	Exists func(path string) bool
	// ReadFile reads a small file (package.json), at most maxRead bytes.
	ReadFile func(path string) ([]byte, error)
	// Exports are the variables earlier commands of the session exported
	// (export PATH=…, go env -w GOFLAGS=…), by name; see [SessionVars].
	Exports map[string]string
	// TestCommands are the project's declared test commands
	// (.ackrite/gate.json), each standing for the whole suite.
	TestCommands []string
	// Redefined are the project's declared test commands that no longer
	// stand for the suite, with why (their Makefile changed in the
	// session): a run of one is a program the gate does not read.
	Redefined map[string]string
	// Written are the files and trees commands and edits of the session
	// wrote that may hold a program (see [Executable]): a runner that
	// resolves to one is a stand-in.
	Written []string
	// scriptBins are the directories a package manager puts first on the
	// PATH of the script it runs (node_modules/.bin up the tree).
	scriptBins []string
}

// maxRead is the largest file the reader reads (package.json).
const maxRead = 1 << 20

// OS is the Env of this process, for the project directory project.
func OS(project string) Env {
	home, _ := os.UserHomeDir()
	return Env{
		Project:  project,
		LookPath: exec.LookPath,
		Getenv:   os.LookupEnv,
		Home:     home,
		Exists: func(p string) bool {
			_, err := os.Stat(p)
			return err == nil
		},
		ReadFile: readSmall,
	}
}

// readSmall reads a regular file of at most maxRead bytes: a FIFO or a
// device is refused by its type before it is opened (files.Read).
func readSmall(path string) ([]byte, error) {
	return files.Read(path, files.Limit{What: "file the gate reads", Max: maxRead})
}

func (e Env) exists(p string) bool { return e.Exists != nil && e.Exists(p) }

func (e Env) getenv(name string) (string, bool) {
	if v, ok := e.Exports[name]; ok {
		return v, v != ""
	}
	if e.Getenv == nil {
		return "", false
	}
	return e.Getenv(name)
}

func (e Env) readFile(p string) ([]byte, error) {
	if e.ReadFile == nil {
		return nil, errors.New("no file reader")
	}
	return e.ReadFile(p)
}

func (e Env) lookPath(name string) string {
	if e.LookPath == nil {
		return ""
	}
	p, err := e.LookPath(name)
	if err != nil {
		return ""
	}
	if abs, err := filepath.Abs(p); err == nil {
		return abs
	}
	return p
}

// SessionVars are the variables whose value, once a command of the session
// sets it, changes what a later run is: which binary a name runs (PATH)
// and which tests a runner selects (GOFLAGS, PYTEST_ADDOPTS). The ledger
// keeps them; others are not read.
var SessionVars = map[string]bool{"PATH": true, "GOFLAGS": true, "PYTEST_ADDOPTS": true}
