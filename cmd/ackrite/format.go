package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
)

// outputFormat names one way a command writes its result (docs/rules.md §10.6).
type outputFormat string

// The output formats. A command lists the ones it supports in its
// renderers; adding a format is adding a constant here and a renderer in
// each command that supports it.
const (
	formatText   outputFormat = "text"   // for people; server text made visible
	formatJSON   outputFormat = "json"   // one stable document (JSON lines in watch mode)
	formatSARIF  outputFormat = "sarif"  // SARIF 2.1.0, one rule per finding class (cireport)
	formatGitHub outputFormat = "github" // GitHub Actions workflow annotations (cireport)
)

// renderers maps each format a command supports to the function that
// writes its result in that format.
type renderers map[outputFormat]func(w io.Writer)

// formatFlag is --format, with --json as an alias of --format json.
type formatFlag struct {
	name      string
	value     outputFormat
	supported []outputFormat
}

func (f *formatFlag) String() string { return string(f.value) }

func (f *formatFlag) Set(v string) error {
	if !slices.Contains(f.supported, outputFormat(v)) {
		return fmt.Errorf("want one of %s", f.list())
	}
	f.value = outputFormat(v)
	return nil
}

func (f *formatFlag) list() string {
	names := make([]string, len(f.supported))
	for i, s := range f.supported {
		names[i] = string(s)
	}
	return strings.Join(names, "|")
}

// jsonAlias is the boolean --json flag: setting it selects JSON.
type jsonAlias struct{ f *formatFlag }

func (j jsonAlias) String() string   { return "false" }
func (j jsonAlias) IsBoolFlag() bool { return true }
func (j jsonAlias) Set(v string) error {
	if v == "true" {
		j.f.value = formatJSON
	} else if j.f.value == formatJSON {
		j.f.value = formatText
	}
	return nil
}

// addFormatFlag registers --format (one of supported; text by default) and
// its alias --json on fs.
func addFormatFlag(fs *flag.FlagSet, jsonHelp string, supported ...outputFormat) *formatFlag {
	f := &formatFlag{name: fs.Name(), value: formatText, supported: supported}
	fs.Var(f, "format", "output `format`: "+f.list())
	fs.Var(jsonAlias{f}, "json", "same as --format json: "+jsonHelp)
	return f
}

// machine reports whether machine output was asked for: progress lines for
// people are then left out of stderr too.
func (f *formatFlag) machine() bool { return f.value != formatText }

// render writes the result in the selected format.
func (f *formatFlag) render(w io.Writer, r renderers) {
	if write, ok := r[f.value]; ok {
		write(w)
		return
	}
	r[formatText](w)
}
