package server

//go:generate go test -run TestPublishedSchemasAreCurrent -update .

import "encoding/json"

// toolSchemas are one tool's published schemas.
type toolSchemas struct {
	Input  json.RawMessage
	Output json.RawMessage
}

// publishedSchemas returns every tool's published input and output schema.
// They are derived from the Go types by schemaFor and written into
// published_gen.go as constants by
//
//	go generate ./internal/server
//
// (which runs TestPublishedSchemasAreCurrent with -update), and that test
// fails when the types and the file disagree. Deriving them
// at start-up would cost reflection and marshaling on every start, and
// parsing embedded JSON would still cost a parse; constants cost nothing
// (BenchmarkStdioStartup in cmd/ackrite measures start-up).
func publishedSchemas() map[string]toolSchemas { return generatedSchemas }
