package registry

import "slices"

// FromTools builds a registry from already projected tools, for tests
// that compare a digest with a registry built by hand.
func FromTools(tools []Tool) (*Registry, error) {
	r := &Registry{Tools: slices.Clone(tools)}
	return r.finish()
}
