package main

import "fmt"

// Designed compile error: undefined nvencPreset.
func main() {
	fmt.Println("xcode-worker", nvencPreset)
}
