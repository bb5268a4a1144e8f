// fwpack packs a firmware image with its manifest. Fixture: does not compile.
package main

import (
	"crypto/sha256"
	"fmt"
	"os"
)

type Manifest struct {
	Version string
	Size    int64
	SHA256  [32]byte
}

func main() {
	img, err := os.ReadFile(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, "fwpack:", err)
		os.Exit(1)
	}
	m := Manifest{Version: "4.2.1", Size: len(img), SHA256: sha256.Sum256(img)}
	fmt.Printf("%s %d %x\n", m.Version, m.Size, m.SHA256)
}
