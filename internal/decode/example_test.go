package decode_test

import (
	"fmt"

	"github.com/ackrite/ackrite/internal/decode"
	"github.com/ackrite/ackrite/internal/tools"
)

// JSON decodes a tool's arguments strictly: a misspelt or misplaced field
// is an error naming its path and the fields allowed there, where
// encoding/json would drop it silently.
func ExampleJSON() {
	var in tools.ClaimInput
	err := decode.JSON([]byte(`{"claim":"TestCheckout passes","evidence":[{"content":"ok","weight":1}]}`), &in, "arguments")
	fmt.Println(err)
	// Output:
	// evidence[0].weight: is not a known field; allowed here: type, source, content, polarity, reliability, reconciles
}
