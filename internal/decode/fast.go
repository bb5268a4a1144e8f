package decode

import (
	"bytes"
	"encoding"
	"encoding/binary"
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"unicode/utf16"
	"unicode/utf8"
)

// A plan decodes one Go type from JSON: the strict decoder of the tool
// inputs' plain shapes (structs of strings, numbers, booleans, pointers to
// them and slices of such structs). It exists for evidence content: runner
// output arrives as long strings full of \n and \u003c escapes, which
// segmentio's decoder unquotes by re-encoding every rune; a plan copies
// the runs between escapes whole.
//
// A plan accepts a subset of what encoding/json accepts and decodes it to
// the same value: keys matched exactly (no case folding, no escapes), no
// key twice in an object, nothing unknown, no trailing data. Whatever it
// refuses goes to the reference decoder, whose verdict and error are the
// ones reported; FuzzDecodeAgrees holds the two to the same values. It
// expects what JSON has already checked: valid UTF-8, no lone surrogate
// escape, nesting within bounds (a plan descends only as deep as its type).
type plan func(d *scanner, v reflect.Value) bool

// plans caches a type's plan, or nil for a type a plan does not decode
// (maps, interfaces, json.RawMessage, custom unmarshalers…): those go to
// segmentio's decoder.
var plans sync.Map // reflect.Type → plan (nil: not planned)

// planFor returns the plan that decodes into *T for a pointer type *T, or
// nil.
func planFor(t reflect.Type) plan {
	if p, ok := plans.Load(t); ok {
		return p.(plan)
	}
	var p plan
	if t.Kind() == reflect.Pointer && t.Elem().Kind() == reflect.Struct {
		p = planOf(t.Elem(), 0)
	}
	plans.Store(t, p)
	return p
}

var (
	unmarshalerType     = reflect.TypeFor[json.Unmarshaler]()
	textUnmarshalerType = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// planOf builds the plan of t, or returns nil. depth bounds the
// recursion on a type that contains itself through a slice or pointer.
func planOf(t reflect.Type, depth int) plan {
	if depth > 8 {
		return nil
	}
	pt := reflect.PointerTo(t)
	if t.Implements(unmarshalerType) || pt.Implements(unmarshalerType) ||
		t.Implements(textUnmarshalerType) || pt.Implements(textUnmarshalerType) {
		return nil
	}
	switch t.Kind() {
	case reflect.String:
		return (*scanner).stringValue
	case reflect.Bool:
		return (*scanner).boolValue
	case reflect.Float64:
		return (*scanner).floatValue
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return (*scanner).intValue
	case reflect.Pointer:
		elem := planOf(t.Elem(), depth+1)
		if elem == nil {
			return nil
		}
		return func(d *scanner, v reflect.Value) bool { return d.pointerValue(v, elem) }
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 { // []byte is base64 text
			return nil
		}
		elem := planOf(t.Elem(), depth+1)
		if elem == nil {
			return nil
		}
		return func(d *scanner, v reflect.Value) bool { return d.sliceValue(v, elem) }
	case reflect.Struct:
		fields, ok := planFields(t, depth)
		if !ok || len(fields) > 64 {
			return nil
		}
		return func(d *scanner, v reflect.Value) bool { return d.structValue(v, fields) }
	}
	return nil
}

// A planField is one JSON member of a struct: its key, where it lives
// (through embedded structs) and its plan.
type planField struct {
	key   string
	index []int
	plan  plan
}

// planFields lists the JSON members of struct t as encoding/json sees
// them, or reports false for anything beyond the plain cases: a tag with
// options other than omitempty, an embedded pointer or tagged or
// unexported embedded struct, two members of one name.
func planFields(t reflect.Type, depth int) ([]planField, bool) {
	var out []planField
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag, hasTag := f.Tag.Lookup("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if opts != "" && opts != "omitempty" {
			return nil, false
		}
		if f.Anonymous {
			if hasTag || f.Type.Kind() != reflect.Struct || !f.IsExported() {
				return nil, false
			}
			inner, ok := planFields(f.Type, depth+1)
			if !ok {
				return nil, false
			}
			for _, in := range inner {
				in.index = append([]int{i}, in.index...)
				out = append(out, in)
			}
			continue
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		} else if !plainName(name) {
			return nil, false
		}
		p := planOf(f.Type, depth+1)
		if p == nil {
			return nil, false
		}
		out = append(out, planField{key: name, index: []int{i}, plan: p})
	}
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if strings.EqualFold(out[i].key, out[j].key) {
				return nil, false
			}
		}
	}
	return out, true
}

// decodePlanned decodes data, which starts with '{', into v (a pointer to
// a struct) with plan p, and reports whether it succeeded.
func decodePlanned(data []byte, v any, p plan) bool {
	d := &scanner{data: data}
	if !p(d, reflect.ValueOf(v).Elem()) {
		return false
	}
	d.space()
	return d.i == len(d.data)
}

// A scanner reads JSON values from data at i.
type scanner struct {
	data []byte
	i    int
}

// space skips JSON white space.
func (d *scanner) space() {
	for d.i < len(d.data) {
		switch d.data[d.i] {
		case ' ', '\t', '\n', '\r':
			d.i++
		default:
			return
		}
	}
}

// next skips white space and returns the byte that follows (0 at the end).
func (d *scanner) next() byte {
	d.space()
	if d.i < len(d.data) {
		return d.data[d.i]
	}
	return 0
}

// literal consumes word (true, false, null) if it comes next.
func (d *scanner) literal(word string) bool {
	if bytes.HasPrefix(d.data[d.i:], []byte(word)) {
		d.i += len(word)
		return true
	}
	return false
}

// null consumes a null if it comes next: encoding/json leaves a string,
// number or boolean as it was, and sets a pointer or slice to nil.
func (d *scanner) null() bool {
	return d.next() == 'n' && d.literal("null")
}

func (d *scanner) stringValue(v reflect.Value) bool {
	if d.null() {
		return true
	}
	s, ok := d.quoted()
	if ok {
		v.SetString(s)
	}
	return ok
}

func (d *scanner) boolValue(v reflect.Value) bool {
	switch d.next() {
	case 't':
		if d.literal("true") {
			v.SetBool(true)
			return true
		}
	case 'f':
		if d.literal("false") {
			v.SetBool(false)
			return true
		}
	case 'n':
		return d.literal("null")
	}
	return false
}

func (d *scanner) floatValue(v reflect.Value) bool {
	if d.null() {
		return true
	}
	num, ok := d.number()
	if !ok {
		return false
	}
	f, err := strconv.ParseFloat(string(num), 64)
	if err != nil {
		return false
	}
	v.SetFloat(f)
	return true
}

func (d *scanner) intValue(v reflect.Value) bool {
	if d.null() {
		return true
	}
	num, ok := d.number()
	if !ok {
		return false
	}
	n, err := strconv.ParseInt(string(num), 10, 64)
	if err != nil || v.OverflowInt(n) {
		return false
	}
	v.SetInt(n)
	return true
}

// number consumes a JSON number (RFC 8259 grammar) and returns its text.
func (d *scanner) number() ([]byte, bool) {
	d.space()
	b, start := d.data, d.i
	i := start
	if i < len(b) && b[i] == '-' {
		i++
	}
	switch {
	case i < len(b) && b[i] == '0':
		i++
	case i < len(b) && '1' <= b[i] && b[i] <= '9':
		for i < len(b) && isDigit(b[i]) {
			i++
		}
	default:
		return nil, false
	}
	if i < len(b) && b[i] == '.' {
		i++
		if i >= len(b) || !isDigit(b[i]) {
			return nil, false
		}
		for i < len(b) && isDigit(b[i]) {
			i++
		}
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		if i >= len(b) || !isDigit(b[i]) {
			return nil, false
		}
		for i < len(b) && isDigit(b[i]) {
			i++
		}
	}
	d.i = i
	return b[start:i], true
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func (d *scanner) pointerValue(v reflect.Value, elem plan) bool {
	if d.null() {
		v.SetZero()
		return true
	}
	if v.IsNil() {
		v.Set(reflect.New(v.Type().Elem()))
	}
	return elem(d, v.Elem())
}

// sliceValue decodes an array into a nil slice: encoding/json makes an
// empty array an empty slice, not nil.
func (d *scanner) sliceValue(v reflect.Value, elem plan) bool {
	if d.null() {
		v.SetZero()
		return true
	}
	if d.next() != '[' || !v.IsNil() {
		return false
	}
	d.i++
	v.Set(reflect.MakeSlice(v.Type(), 0, 0))
	if d.next() == ']' {
		d.i++
		return true
	}
	for n := 0; ; n++ {
		v.Grow(1)
		v.SetLen(n + 1)
		if !elem(d, v.Index(n)) {
			return false
		}
		switch d.next() {
		case ',':
			d.i++
		case ']':
			d.i++
			return true
		default:
			return false
		}
	}
}

func (d *scanner) structValue(v reflect.Value, fields []planField) bool {
	if d.null() {
		return true
	}
	if d.next() != '{' {
		return false
	}
	d.i++
	if d.next() == '}' {
		d.i++
		return true
	}
	var seen uint64
	for {
		if d.next() != '"' {
			return false
		}
		key, ok := d.key()
		if !ok || d.next() != ':' {
			return false
		}
		d.i++
		k := -1
		for j := range fields {
			if fields[j].key == string(key) {
				k = j
				break
			}
		}
		if k < 0 || seen&(1<<k) != 0 {
			return false // unknown, folded or repeated: the reference decides
		}
		seen |= 1 << k
		f := &fields[k]
		fv := v.Field(f.index[0])
		for _, x := range f.index[1:] {
			fv = fv.Field(x)
		}
		if !f.plan(d, fv) {
			return false
		}
		switch d.next() {
		case ',':
			d.i++
		case '}':
			d.i++
			return true
		default:
			return false
		}
	}
}

// key returns an object key that holds no escape, without copying it.
func (d *scanner) key() ([]byte, bool) {
	rest := d.data[d.i+1:]
	end := bytes.IndexByte(rest, '"')
	if end < 0 || bytes.IndexByte(rest[:end], '\\') >= 0 {
		return nil, false
	}
	d.i += end + 2
	return rest[:end], true
}

// quoted decodes the string at i. The runs between escapes are copied
// whole; escapes are decoded as encoding/json does. A control character,
// an unknown escape or a surrogate escape that is not a valid pair fails.
func (d *scanner) quoted() (string, bool) {
	if d.next() != '"' {
		return "", false
	}
	body := d.data[d.i+1:]
	// The string ends at the first quote not escaped: not preceded by an
	// odd run of backslashes.
	end := 0
	for {
		j := bytes.IndexByte(body[end:], '"')
		if j < 0 {
			return "", false
		}
		end += j
		k := end
		for k > 0 && body[k-1] == '\\' {
			k--
		}
		if (end-k)%2 == 0 {
			break
		}
		end++
	}
	s := body[:end]
	d.i += end + 2
	esc := bytes.IndexByte(s, '\\')
	if esc < 0 {
		if hasControl(s) {
			return "", false
		}
		return string(s), true
	}
	var out strings.Builder
	out.Grow(len(s))
	for {
		if hasControl(s[:esc]) {
			return "", false
		}
		out.Write(s[:esc])
		s = s[esc:]
		if len(s) < 2 {
			return "", false
		}
		switch c := s[1]; c {
		case '"', '\\', '/':
			out.WriteByte(c)
		case 'b':
			out.WriteByte('\b')
		case 'f':
			out.WriteByte('\f')
		case 'n':
			out.WriteByte('\n')
		case 'r':
			out.WriteByte('\r')
		case 't':
			out.WriteByte('\t')
		case 'u':
			r, ok := hex4(s[2:])
			if !ok {
				return "", false
			}
			s = s[6:]
			if utf16.IsSurrogate(r) {
				lo, ok := hex4(s[min(2, len(s)):])
				if !ok || len(s) < 6 || s[0] != '\\' || s[1] != 'u' {
					return "", false
				}
				if r = utf16.DecodeRune(r, lo); r == utf8.RuneError {
					return "", false
				}
				s = s[6:]
			}
			out.WriteRune(r)
			goto next
		default:
			return "", false
		}
		s = s[2:]
	next:
		esc = bytes.IndexByte(s, '\\')
		if esc < 0 {
			if hasControl(s) {
				return "", false
			}
			out.Write(s)
			return out.String(), true
		}
	}
}

// hex4 reads four hex digits.
func hex4(b []byte) (rune, bool) {
	if len(b) < 4 {
		return 0, false
	}
	var r rune
	for _, c := range b[:4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}

// hasControl reports whether b holds a byte below 0x20, which JSON
// strings must escape; eight bytes at a time (a byte below n sets its
// high bit in (x - n·0x01…) &^ x, and no other byte does for n ≤ 0x80).
func hasControl(b []byte) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	for len(b) >= 8 {
		x := binary.LittleEndian.Uint64(b)
		if (x-0x20*ones)&^x&highs != 0 {
			return true
		}
		b = b[8:]
	}
	for _, c := range b {
		if c < 0x20 {
			return true
		}
	}
	return false
}
