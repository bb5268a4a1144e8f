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

// DecodePlanned decodes with v's plan whether or not data holds an escape,
// so that FuzzDecodeAgrees holds the plans to the reference on every input;
// it reports false for a type without a plan.
func DecodePlanned(data []byte, v any) bool {
	p := planFor(reflect.TypeOf(v))
	return p != nil && decodePlanned(data, v, p)
}

// HasPlan reports whether JSON decodes *T with a plan where the data holds
// an escape.
func HasPlan(v any) bool { return planFor(reflect.TypeOf(v)) != nil }
