package input

import "reflect"

// DecodeFast and DecodeStd expose DecodeJSON's two decoders to the
// differential fuzz test.
func DecodeFast(data []byte, v any) bool { return decodeFast(data, v) }

func DecodeStd(data []byte, v any) error {
	return decodeStd(data, v, reflect.TypeOf(v), "arguments")
}

// Bounds exposes the depth and entry scan to FuzzDepth.
func Bounds(data []byte, depth, items int) error {
	_, err := bounds(data, depth, items, "x")
	return err
}
