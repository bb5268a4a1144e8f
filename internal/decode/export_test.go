package decode

import "reflect"

// DecodeFast and DecodeStd expose JSON's two decoders to the
// differential fuzz test.
func DecodeFast(data []byte, v any) bool { return decodeFast(data, v) }

func DecodeStd(data []byte, v any) error {
	return decodeStd(data, v, reflect.TypeOf(v), "arguments")
}

// PairSurrogates is loneSurrogate without its filter, for
// FuzzLoneSurrogateFilter.
func PairSurrogates(data []byte) int { return pairSurrogates(data) }

// LoneSurrogate exposes loneSurrogate to TestLoneSurrogate and the fuzz
// tests.
func LoneSurrogate(data []byte) int { return loneSurrogate(data) }
