package probe

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// TestServerInfoIsRedacted (issue 26 part 3, docs/rules.md §8): a server whose
// name, title or version holds a secret does not get it into the probe's
// report, and so into no lock, scan or text output, which all take the
// server's description from Session.Server.
func TestServerInfoIsRedacted(t *testing.T) {
	secrets := []string{"sk_live_4eC39HqLyjWDarjtT1zdp7dc9Zk2", "ghp_R4nd0mT0k3nV4lu3F0rT3st1ngPurp0s3s1", "hunter2hunter2"}
	srv := mcp.NewServer(&mcp.Implementation{Name: "tickets " + secrets[0], Title: "Tickets " + secrets[1], Version: "1.0 password=" + secrets[2]}, nil)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	s, err := Connect(ctx, httpTarget(t, srv), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	b, err := json.Marshal(s.Record(s.Discover(ctx), nil, nil))
	if err != nil {
		t.Fatal(err)
	}
	info, _ := json.Marshal(s.Server())
	for _, secret := range secrets {
		if strings.Contains(string(b), secret) || strings.Contains(string(info), secret) {
			t.Errorf("%s… is in the probe's record or server description:\n%s\n%s", secret[:8], info, b)
		}
	}
	if !strings.Contains(string(info), "tickets [REDACTED:") {
		t.Errorf("server description %s: want the name kept around the redaction", info)
	}
}
