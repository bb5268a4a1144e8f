package reading

import (
	"encoding/json"
	"testing"

	"github.com/ackrite/ackrite/internal/benchpayload"
)

func BenchmarkZZPayload(b *testing.B) {
	var in struct {
		Claim    string `json:"claim"`
		Evidence []struct {
			Type, Source, Content string
		} `json:"evidence"`
	}
	if err := json.Unmarshal(benchpayload.Arguments(), &in); err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		c := NewClaim(in.Claim)
		for _, it := range in.Evidence {
			c.Read(Input{Content: it.Content, Source: it.Source, Code: it.Type == "code", Doc: it.Type == "documentation"})
		}
	}
}
