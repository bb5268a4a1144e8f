package input

// MaxDepth is how deeply JSON arrays and objects may nest in anything
// ackrite decodes: JSON-RPC messages on stdio, tool arguments, discovery
// records, lock files and probed pages. It is the go-sdk's own limit on
// the messages it decodes; real MCP payloads nest a handful of levels, and
// a JSON Schema in a tool definition a few dozen.
const MaxDepth = 1000

// Depth checks that JSON text nests arrays and objects at most max levels
// deep, in one pass that allocates nothing and stops at the first level
// too many. It does not check that the text is valid JSON; run it before a
// decoder that recurses per level, so that no input can exhaust the stack
// (a 4 MiB line of "[" is two million levels). root names the document in
// the error, an *Error. FuzzDepth checks it against encoding/json's
// tokenizer.
func Depth(data []byte, max int, root string) error {
	depth, inString := 0, false
	for i := 0; i < len(data); i++ {
		c := data[i]
		if inString {
			switch c {
			case '\\':
				i++ // the escaped byte cannot end the string
			case '"':
				inString = false
			}
			continue
		}
		switch c {
		case '"':
			inString = true
		case '[', '{':
			depth++
			if depth > max {
				return Errorf(root, "nests arrays and objects more than %d levels deep (level %d opens at byte %d); the limit is %d", max, depth, i, max)
			}
		case ']', '}':
			if depth > 0 {
				depth--
			}
		}
	}
	return nil
}
