package server

import "encoding/json"

// toolSchemas are one tool's published schemas.
type toolSchemas struct {
	Input  json.RawMessage
	Output json.RawMessage
}

// publishedSchemas returns every tool's published input and output schema.
// They are derived from the Go types by schemaFor and written into
// schemas_gen.go as constants by
//
//	go test ./internal/server -run TestPublishedSchemasAreCurrent -update
//
// and the test fails when the types and that file disagree. Deriving them
// at start-up would cost reflection and marshaling on every start, and
// parsing embedded JSON would still cost a parse; constants cost nothing
// (BenchmarkStdioStartup in cmd/ackrite measures start-up).
func publishedSchemas() map[string]toolSchemas { return generatedSchemas }
