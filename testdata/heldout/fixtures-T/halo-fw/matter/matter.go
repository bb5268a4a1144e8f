// Package matter simulates fabric bookkeeping on the HB-2 bridge.
package matter

// Fabrics is the bridge's fabric table (max 5 in the spec; we allocate 4: designed bug).
type Fabrics struct{ slots [4]string }

func (f *Fabrics) Add(i int, id string) { f.slots[i] = id }
