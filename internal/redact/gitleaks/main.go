// Command gitleaks generates ackrite's table of bare token rules
// (../gitleaks_gen.go) and its peer corpus (../testdata/gitleaks) from
// gitleaks' default rule set, at the release go.mod pins (MIT; see
// ../testdata/gitleaks/NOTICE). It is its own module so that the main
// module never depends on gitleaks; internal/redact runs it with
//
//	go generate ./internal/redact
//
// Updating the table is a version bump in go.mod and a rerun.
//
// The rule set comes from gitleaks' config package (the default
// gitleaks.toml it embeds). The samples come from gitleaks' own config
// generator, which builds each default rule and validates it against its
// true- and false-positive examples: the generator copies the module, adds
// a recorder to its validation step (upstream/record.go.txt), seeds its
// sample generator, runs it, and reads back every example with the secrets
// gitleaks' detector finds in it.
//
// A rule whose token has a distinctive prefix or shape becomes a token row,
// found bare, with no keyword beside it. A rule that gitleaks finds only
// beside an identifier naming the service ("twitter_api_key = …", its
// semi-generic rules) becomes a key row: ackrite's assignment syntax after
// a key holding the identifier, with gitleaks' pattern for the value.
package main

import (
	"flag"
	"fmt"
	"log"
	"slices"
	"strings"

	"github.com/spf13/viper"
	"github.com/zricethezav/gitleaks/v8/config"
	"github.com/zricethezav/gitleaks/v8/detect"
)

const gitleaksModule = "github.com/zricethezav/gitleaks/v8"

func main() {
	tablePath := flag.String("table", "../gitleaks_gen.go", "the Go file of generated rules")
	corpusDir := flag.String("corpus", "../testdata/gitleaks", "the directory of the peer corpus")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("gitleaks generator: ")

	m, err := findModule()
	if err != nil {
		log.Fatal(err)
	}
	cfg, err := defaultConfig()
	if err != nil {
		log.Fatal(err)
	}
	recs, err := runUpstream(m)
	if err != nil {
		log.Fatal(err)
	}
	byRule := map[string]*record{}
	for i := range recs {
		r := &recs[i]
		if prev, ok := byRule[r.Rule]; ok {
			prev.TPs = append(prev.TPs, r.TPs...)
			prev.FPs = append(prev.FPs, r.FPs...)
			continue
		}
		byRule[r.Rule] = r
	}
	var rows []row
	var skipped []string
	var keyRows []row
	for _, id := range cfg.OrderedRules {
		if ownRules[id] != "" {
			skipped = append(skipped, fmt.Sprintf("%s: %s", id, ownRules[id]))
			continue
		}
		rs, err := newRows(cfg.Rules[id])
		if err != nil {
			skipped = append(skipped, fmt.Sprintf("%s: %v", id, err))
			continue
		}
		for _, r := range rs {
			if r.Key != nil {
				if i := slices.IndexFunc(keyRows, func(k row) bool { return slices.Equal(k.Key, r.Key) && k.Value == r.Value }); i >= 0 {
					skipped = append(skipped, fmt.Sprintf("%s: found as %s, the same identifiers and value", id, keyRows[i].Name))
					continue
				}
				keyRows = append(keyRows, r)
			} else {
				rows = append(rows, r)
			}
		}
	}
	// Longest tokens first: where two formats share a prefix
	// ("FLWSECK_TEST-" and 12 characters, or 32 and "-X"), the shorter
	// one's match would cut the longer token.
	slices.SortStableFunc(rows, func(a, b row) int { return b.minLen - a.minLen })
	for _, s := range skipped {
		log.Printf("not in the table: %s", s)
	}
	generic, err := newGenericAllowlist(cfg.Rules["generic-api-key"])
	if err != nil {
		log.Fatal(err)
	}
	global, err := newGlobalAllowlist(cfg.Allowlists)
	if err != nil {
		log.Fatal(err)
	}
	if err := writeTable(*tablePath, m, rows, keyRows, skipped, generic, global); err != nil {
		log.Fatal(err)
	}
	if err := flagFalsePositives(byRule); err != nil {
		log.Fatal(err)
	}
	if err := writeCorpus(*corpusDir, m, cfg.OrderedRules, byRule); err != nil {
		log.Fatal(err)
	}
	log.Printf("%s@%s: %d rules, %d token rows and %d key rows; corpus of %d rules written", m.Path, m.Version, len(cfg.OrderedRules), len(rows), len(keyRows), len(byRule))
}

// defaultConfig parses the default gitleaks.toml the config package embeds,
// as gitleaks' detect.NewDetectorDefaultConfig does.
func defaultConfig() (config.Config, error) {
	v := viper.New()
	v.SetConfigType("toml")
	if err := v.ReadConfig(strings.NewReader(config.DefaultConfig)); err != nil {
		return config.Config{}, err
	}
	var vc config.ViperConfig
	if err := v.Unmarshal(&vc); err != nil {
		return config.Config{}, err
	}
	return vc.Translate()
}

// flagFalsePositives records, for each false-positive sample, the rules of
// gitleaks' whole default set that flag it anyway: a sample is a false
// positive of one rule (a Cloudflare global key is not a Cloudflare API
// key; a password outside a NuGet.config), and may be another rule's
// secret.
func flagFalsePositives(byRule map[string]*record) error {
	d, err := detect.NewDetectorDefaultConfig()
	if err != nil {
		return err
	}
	for _, r := range byRule {
		for i := range r.FPs {
			fp := &r.FPs[i]
			for _, f := range d.DetectString(fp.Text) {
				if !slices.Contains(fp.FlaggedBy, f.RuleID) {
					fp.FlaggedBy = append(fp.FlaggedBy, f.RuleID)
				}
			}
			slices.Sort(fp.FlaggedBy)
		}
	}
	return nil
}

// ownRules are gitleaks rules ackrite's own rules stand for, and why.
var ownRules = map[string]string{
	"generic-api-key":  "ackrite's key/value rules (api-key, password, secret) and placeholders are its own generic rule",
	"curl-auth-user":   "ackrite's curl-user rule, which keeps the user name",
	"curl-auth-header": "ackrite's authorization, bearer-token and basic-credentials rules, which keep the scheme",
	// Its secret is the quoted value, quotes included, under "password".
	"hashicorp-tf-password": "ackrite's password rule",
	"private-key":           "ackrite's private-key rules (whole or cut short, linear on repeated headers)",
}

// sortedSamples returns samples sorted by text: upstream builds some from a
// map, in random order.
func sortedSamples(s []sample) []sample {
	out := slices.Clone(s)
	slices.SortStableFunc(out, func(a, b sample) int { return strings.Compare(a.Text+"\x00"+a.Path, b.Text+"\x00"+b.Path) })
	return slices.CompactFunc(out, func(a, b sample) bool { return a.Text == b.Text && a.Path == b.Path })
}
