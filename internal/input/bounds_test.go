package input

import (
	"fmt"
	"strings"
	"testing"
)

// boundsRef is bounds as first written, reading strings byte by byte: the
// reference for bounds, which jumps from quote to quote.
func boundsRef(data []byte, max, items int, root string) (int, error) {
	depth, inString, values := 0, false, 0
	var counts []int32
	if items > 0 {
		counts = make([]int32, 0, 64)
	}
	for i := 0; i < len(data); i++ {
		c := data[i]
		if inString {
			switch c {
			case '\\':
				i++
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
				return i, Errorf(root, "nests arrays and objects more than %d levels deep (level %d opens at byte %d); the limit is %d", max, depth, i, max)
			}
			if counts != nil {
				counts = append(counts, 1)
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

func checkBounds(t *testing.T, data []byte, depth, items int) {
	t.Helper()
	off, err := bounds(data, depth, items, "arguments")
	wantOff, wantErr := boundsRef(data, depth, items, "arguments")
	if off != wantOff || fmt.Sprint(err) != fmt.Sprint(wantErr) {
		t.Errorf("bounds(%q, %d, %d) = %d, %v; byte by byte %d, %v", data, depth, items, off, err, wantOff, wantErr)
	}
}

func TestBoundsAgrees(t *testing.T) {
	for _, s := range []string{``, `"`, `"\`, `"\"`, `"\\"`, `"\\\"[`, `"\\\\"[[`, `["a\"[",[[`, `{"a":"\\"}[[[`,
		`"abc`, `[1,2,3]`, `["x\\\\\"y",["z"]]`, `\"[[[`, `"\n\t\u0041"[[[`, strings.Repeat(`["\\",`, 5)} {
		for _, limit := range []int{0, 1, 2, 3} {
			checkBounds(t, []byte(s), limit, 2)
			checkBounds(t, []byte(s), limit, 0)
		}
	}
}

func FuzzBounds(f *testing.F) {
	for _, s := range []string{`{"a":[1,{"b":"[\"]"}]}`, `"\\"[`, `[{"\\\"[":[]}]`, `["\\\\\"",[[`} {
		f.Add([]byte(s), 2, 2)
	}
	f.Fuzz(func(t *testing.T, data []byte, depth, items int) {
		checkBounds(t, data, depth%8, items%8)
	})
}
