package claim

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/ackrite/ackrite/internal/benchpayload"
	"github.com/ackrite/ackrite/internal/evidence"
)

func TestZZPayload(t *testing.T) {
	var in struct {
		Claim    string          `json:"claim"`
		Evidence []evidence.Item `json:"evidence"`
	}
	if err := json.Unmarshal(benchpayload.Arguments(), &in); err != nil {
		t.Fatal(err)
	}
	a := Classify(in.Claim, in.Evidence, "")
	fmt.Println("status", a.Status)
	for i, r := range a.Reads {
		fmt.Printf("%d %s affirms=%v outcome=%s rule=%s rel=%v prose=%v wanted=%q\n", i, in.Evidence[i].Polarity, r.Affirms, r.Outcome, r.Rule, r.Relevant, r.Prose, r.Wanted)
	}
}
