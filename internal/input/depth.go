package input

import "bytes"

// MaxDepth is how deeply JSON arrays and objects may nest in anything
// ackrite decodes: JSON-RPC messages on stdio, tool arguments, discovery
// records, lock files and probed pages. It is the go-sdk's own limit on
// the messages it decodes; real MCP payloads nest a handful of levels, and
// a JSON Schema in a tool definition a few dozen.
const MaxDepth = 1000

// MaxItems is how many entries one JSON array or object may hold in what
// internal/decode decodes (tool arguments, discovery records): more than any
// list a tool or a record takes (64 evidence items, 10,000 tools), few
// enough that decoding what it refuses could not take much memory. Without
// it, 4 MiB of "{}," in evidence decoded into 1.4 million items and a
// 219 MB peak before the 64-item check ran.
const MaxItems = 10_000

// MaxValues is how many arrays, objects and entries one document may hold
// in all, checked with [MaxItems]: capping each list is not enough when a
// message holds hundreds of lists. 200,000 is more than a 4 MiB discovery
// record of real tool definitions holds, and decoded into maps it stays
// within docs/rules.md §12's 64 MB.
const MaxValues = 200_000

// Depth checks that JSON text nests arrays and objects at most max levels
// deep, in one pass that allocates nothing and stops at the first level
// too many. It does not check that the text is valid JSON; run it before a
// decoder that recurses per level, so that no input can exhaust the stack
// (a 4 MiB line of "[" is two million levels). root names the document in
// the error, an *Error. FuzzDepth checks it against encoding/json's
// tokenizer.
func Depth(data []byte, max int, root string) error {
	_, err := bounds(data, max, 0, root)
	return err
}

// Bounds is Depth that also refuses an array or object of more than items
// entries, and a document of more than MaxValues arrays, objects and
// entries in all, in the same pass: what a transport runs before handing a message to a
// decoder that builds a value per entry (the go-sdk decodes _meta and
// capabilities into maps: 4 MB of "[]," in a tools/list's _meta took a
// 440 MB peak).
func Bounds(data []byte, depth, items int, root string) error {
	_, err := BoundsAt(data, depth, items, root)
	return err
}

// BoundsAt is Bounds that also returns, when one array or object holds
// more than items entries, the offset where its entry items+1 ends (-1
// otherwise), so that a decoder can name that list's field.
func BoundsAt(data []byte, depth, items int, root string) (int, error) {
	off, err := bounds(data, depth, items, root)
	switch err {
	case errTooMany:
		return off, Errorf(root, "holds an array or object of more than %d entries (entry %d ends at byte %d); the limit is %d", items, items+1, off, items)
	case errTooManyValues:
		return -1, Errorf(root, "holds more than %d arrays, objects and entries in all (at byte %d); the limit is %d", MaxValues, off, MaxValues)
	}
	return -1, err
}

// bounds is Depth that also refuses an array or object of more than items
// entries and a document of more than MaxValues values (items 0: neither),
// reporting the offset where the limit was passed.
func bounds(data []byte, max, items int, root string) (int, error) {
	depth, inString, values := 0, false, 0
	var counts []int32 // per open container: entries so far
	if items > 0 {
		counts = make([]int32, 0, 64)
	}
	for i := 0; i < len(data); i++ {
		c := data[i]
		if inString {
			// Jump to the string's closing quote: the next quote not
			// escaped, that is not preceded by an odd run of backslashes
			// (the run cannot reach past the opening quote). Strings are
			// most of a payload; boundsRef, the byte-by-byte version, is
			// the reference FuzzBounds holds this to.
			j := bytes.IndexByte(data[i:], '"')
			if j < 0 {
				break
			}
			i += j
			k := i
			for data[k-1] == '\\' {
				k--
			}
			inString = (i-k)%2 == 1
			continue
		}
		switch c {
		case '"':
			inString = true
		case '[', '{':
			depth++
			if depth > max {
				return i, Errorf(root, "nests arrays and objects more than %d levels deep (level %d opens at byte %d); the limit is %d", max, depth, i, max)
			}
			if counts != nil {
				counts = append(counts, 1) // entries counted by commas: one more than the commas
				if values++; values > MaxValues {
					return i, errTooManyValues
				}
			}
		case ']', '}':
			if depth > 0 {
				depth--
			}
			if len(counts) > 0 {
				counts = counts[:len(counts)-1]
			}
		case ',':
			if k := len(counts) - 1; k >= 0 {
				counts[k]++
				if int(counts[k]) > items {
					return i, errTooMany
				}
				if values++; values > MaxValues {
					return i, errTooManyValues
				}
			}
		}
	}
	return -1, nil
}

// errTooMany marks a list over the entry limit, errTooManyValues a
// document over MaxValues; DecodeJSON and Bounds word them.
var (
	errTooMany       = &Error{Problem: "too many entries"}
	errTooManyValues = &Error{Problem: "too many values"}
)
