package main

import "fmt"

type zone struct{ name string }

func main() {
	z := zone{name: "vlc-centro"}
	fmt.Println(z.Contains(39.47, -0.37))
}
