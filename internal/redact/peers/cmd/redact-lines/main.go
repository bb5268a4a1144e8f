// Command redact-lines measures the false-positive side of redaction on
// ordinary developer text: it redacts every file under the given paths
// (Go sources and Markdown by default) whole, as a tool result would carry
// it, and prints each line the redaction altered, before and after, with
// a count. Two builds' outputs, diffed, are the lines a change of the
// rules newly redacts or lets through.
//
//	go run ./internal/redact/peers/cmd/redact-lines [-ext .go,.md] path...
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/redact"
)

func main() {
	exts := flag.String("ext", ".go,.md", "comma-separated file name endings to read")
	flag.Parse()
	want := strings.Split(*exts, ",")
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var files, lines, altered int
	for _, root := range flag.Args() {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil // unreadable: skipped, as a tool would never see it
			}
			if d.IsDir() {
				if name := d.Name(); path != root && (name == ".git" || name == "node_modules") {
					return filepath.SkipDir
				}
				return nil
			}
			if !slices.ContainsFunc(want, func(e string) bool { return strings.HasSuffix(path, e) }) {
				return nil
			}
			b, err := os.ReadFile(path)
			if err != nil || len(b) > 1<<20 {
				return nil
			}
			files++
			in := string(b)
			got := redact.String(in)
			lines += strings.Count(in, "\n") + 1
			if got == in {
				return nil
			}
			// Redaction keeps every byte but the secrets, and no secret here
			// spans lines but a private key's body: compare line by line.
			a, z := strings.Split(in, "\n"), strings.Split(got, "\n")
			if len(a) != len(z) {
				altered++
				fmt.Fprintf(out, "%s: lines %d → %d\n", path, len(a), len(z))
				return nil
			}
			for i := range a {
				if a[i] != z[i] {
					altered++
					fmt.Fprintf(out, "%s:%d: %.200q\n    → %.200q\n", path, i+1, a[i], z[i])
				}
			}
			return nil
		})
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	fmt.Fprintf(out, "%d files, %d lines, %d altered\n", files, lines, altered)
}
