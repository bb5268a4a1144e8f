package registry_test

import (
	"encoding/json"
	"fmt"

	"github.com/ackrite/ackrite/internal/registry"
)

// Classify compares two registries tool by tool and names each change with
// its drift class: here read_ticket keeps its name but now requires
// projectId, which breaks every caller that sends only ticketId (docs/rules.md §9.5,
// case 5).
func ExampleClassify() {
	before := []json.RawMessage{json.RawMessage(`{"name":"read_ticket","description":"Read a ticket.",
		"inputSchema":{"type":"object","properties":{"ticketId":{"type":"string"}},"required":["ticketId"]}}`)}
	after := []json.RawMessage{json.RawMessage(`{"name":"read_ticket","description":"Read a ticket.",
		"inputSchema":{"type":"object","properties":{"ticketId":{"type":"string"},"projectId":{"type":"string"}},"required":["projectId","ticketId"]}}`)}
	old, err := registry.Digest(before)
	if err != nil {
		panic(err)
	}
	cur, err := registry.Digest(after)
	if err != nil {
		panic(err)
	}
	fmt.Println(old.Digest == cur.Digest)
	for _, d := range registry.Classify(old, cur) {
		fmt.Printf("%s %s %s: %s\n", d.Class, d.Tool, d.Pointer, d.Message)
	}
	// Output:
	// false
	// breaking read_ticket /inputSchema/properties/projectId: new required input property "projectId": old calls lack it
}
