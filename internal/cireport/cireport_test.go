package cireport_test

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/xeipuuv/gojsonschema"

	"github.com/ackrite/ackrite/internal/cireport"
)

// ValidateSARIF checks a SARIF log against the official SARIF 2.1.0 JSON
// schema vendored under testdata. The validator is gojsonschema, which
// go-sarif already brings into the module graph and which implements the
// schema's draft-04 natively.
func ValidateSARIF(t testing.TB, log []byte) {
	t.Helper()
	schema, err := filepath.Abs("testdata/sarif-2.1.0/sarif-schema-2.1.0.json")
	if err != nil {
		t.Fatal(err)
	}
	res, err := gojsonschema.Validate(gojsonschema.NewReferenceLoader("file://"+filepath.ToSlash(schema)), gojsonschema.NewBytesLoader(log))
	if err != nil {
		t.Fatalf("validating: %v", err)
	}
	for _, e := range res.Errors() {
		t.Errorf("SARIF does not validate: %s", e)
	}
}

var sample = cireport.Report{
	Tool: "ackrite", Version: "1.2.3", URI: "https://github.com/ackrite/ackrite",
	Rules: []cireport.Rule{
		{ID: "verdict/stale", Summary: "the client registry differs from the server's", Level: cireport.Error},
		{ID: "tag-characters", Summary: "hidden TAG characters", Level: cireport.Error},
		{ID: "duplicate-tool-name", Summary: "two servers expose one name", Level: cireport.Warning},
		{ID: "unused", Summary: "not used", Level: cireport.Note},
	},
	Results: []cireport.Result{
		{RuleID: "verdict/stale", Message: "server github: stale", File: "/work/repo/.mcp.json", Line: 3, Properties: map[string]string{"server": "github"}},
		{RuleID: "tag-characters", Message: `clock/get_time /description: Time.\u{E0041}`, Properties: map[string]string{"server": "clock", "tool": "get_time"}},
		{RuleID: "duplicate-tool-name", Level: cireport.Note, Message: "a,b: 100%\nsecond line", File: "/elsewhere/x.json"},
	},
}

func TestSARIFValidates(t *testing.T) {
	var b bytes.Buffer
	if err := sample.SARIF(&b, "/work/repo"); err != nil {
		t.Fatal(err)
	}
	ValidateSARIF(t, b.Bytes())
	var log struct {
		Version string `json:"version"`
		Runs    []struct {
			Tool struct {
				Driver struct {
					Name  string `json:"name"`
					Rules []struct {
						ID string `json:"id"`
					} `json:"rules"`
				} `json:"driver"`
			} `json:"tool"`
			Results []struct {
				RuleID    string `json:"ruleId"`
				RuleIndex int    `json:"ruleIndex"`
				Level     string `json:"level"`
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI string `json:"uri"`
						} `json:"artifactLocation"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(b.Bytes(), &log); err != nil {
		t.Fatal(err)
	}
	var rules, got []string
	for _, r := range log.Runs[0].Tool.Driver.Rules {
		rules = append(rules, r.ID)
	}
	for _, r := range log.Runs[0].Results {
		uri := ""
		if len(r.Locations) > 0 {
			uri = r.Locations[0].PhysicalLocation.ArtifactLocation.URI
		}
		got = append(got, strings.Join([]string{r.RuleID, r.Level, uri, rules[r.RuleIndex]}, " "))
	}
	if diff := cmp.Diff([]string{"verdict/stale", "tag-characters", "duplicate-tool-name"}, rules); diff != "" {
		t.Errorf("rules: one per class used, in table order (-want +got):\n%s", diff)
	}
	want := []string{
		"verdict/stale error .mcp.json verdict/stale",
		"tag-characters error  tag-characters",
		"duplicate-tool-name note file:///elsewhere/x.json duplicate-tool-name",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("results (-want +got):\n%s", diff)
	}
}

func TestSARIFEmptyValidates(t *testing.T) {
	var b bytes.Buffer
	if err := (&cireport.Report{Tool: "ackrite", URI: "https://github.com/ackrite/ackrite"}).SARIF(&b, ""); err != nil {
		t.Fatal(err)
	}
	ValidateSARIF(t, b.Bytes())
}

func TestSchemaRejectsBrokenSARIF(t *testing.T) {
	// The validator must be able to fail: a log without runs is not SARIF.
	res, err := gojsonschema.Validate(gojsonschema.NewReferenceLoader("file://"+mustAbs(t, "testdata/sarif-2.1.0/sarif-schema-2.1.0.json")),
		gojsonschema.NewStringLoader(`{"version":"2.1.0","runs":[{"tool":{}}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if res.Valid() {
		t.Error("a run without tool.driver validated")
	}
}

func mustAbs(t *testing.T, p string) string {
	a, err := filepath.Abs(p)
	if err != nil {
		t.Fatal(err)
	}
	return filepath.ToSlash(a)
}

func TestGitHub(t *testing.T) {
	var b bytes.Buffer
	if err := sample.GitHub(&b, "/work/repo"); err != nil {
		t.Fatal(err)
	}
	want := `::error file=.mcp.json,line=3,title=ackrite verdict/stale::server github: stale
::error title=ackrite tag-characters::clock/get_time /description: Time.\u{E0041}
::notice file=/elsewhere/x.json,title=ackrite duplicate-tool-name::a,b: 100%25%0Asecond line
`
	if diff := cmp.Diff(want, b.String()); diff != "" {
		t.Errorf("annotations (-want +got):\n%s", diff)
	}
	if w := sample.Worst(); w != cireport.Error {
		t.Errorf("Worst = %q", w)
	}
}

// A SARIF log holds only what says something: no empty array or object,
// no -1 placeholder, no default restated (go-sarif wrote all three).
func TestSARIFHasNoEmptyOrPlaceholderFields(t *testing.T) {
	var b bytes.Buffer
	if err := sample.SARIF(&b, "/work/repo"); err != nil {
		t.Fatal(err)
	}
	var doc any
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	var walk func(path string, v any)
	walk = func(path string, v any) {
		switch x := v.(type) {
		case map[string]any:
			if len(x) == 0 {
				t.Errorf("%s: an empty object", path)
			}
			for k, e := range x {
				walk(path+"."+k, e)
			}
		case []any:
			if len(x) == 0 && path != ".runs[].results" {
				t.Errorf("%s: an empty array", path)
			}
			for _, e := range x {
				walk(path+"[]", e)
			}
		case float64:
			if x < 0 {
				t.Errorf("%s: %v", path, x)
			}
		case string:
			if x == "" {
				t.Errorf("%s: an empty string", path)
			}
		}
	}
	walk("", doc)
	for _, absent := range []string{`"kind"`, `"language"`, `"rank"`, `"newlineSequences"`, `"isComprehensive"`, `"enabled"`} {
		if bytes.Contains(b.Bytes(), []byte(absent)) {
			t.Errorf("restates a default: %s", absent)
		}
	}
}
