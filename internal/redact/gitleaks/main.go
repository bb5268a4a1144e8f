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
// A rule becomes a row of the table when gitleaks itself flags its
// samples' secrets alone, with nothing beside them: its token has a
// distinctive prefix or shape. The others need a keyword beside the value
// (an identifier such as "twitter_api_key = …") and are left to ackrite's
// key/value rules.
package main

import (
	"flag"
	"fmt"
	"log"
	"slices"
	"strings"

	"github.com/spf13/viper"
	"github.com/zricethezav/gitleaks/v8/config"
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
	for _, id := range cfg.OrderedRules {
		rule := cfg.Rules[id]
		rec := byRule[id]
		if rec == nil || !flaggedAlone(rec) {
			continue
		}
		r, err := newRow(rule)
		if err != nil {
			skipped = append(skipped, fmt.Sprintf("%s: %v", id, err))
			continue
		}
		rows = append(rows, r)
	}
	for _, s := range skipped {
		log.Printf("not in the table: %s", s)
	}
	if err := writeTable(*tablePath, m, rows, skipped); err != nil {
		log.Fatal(err)
	}
	if err := writeCorpus(*corpusDir, m, cfg.OrderedRules, byRule); err != nil {
		log.Fatal(err)
	}
	log.Printf("%s@%s: %d rules, %d in the table; corpus of %d rules written", m.Path, m.Version, len(cfg.OrderedRules), len(rows), len(byRule))
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

// flaggedAlone reports whether gitleaks flags most of the rule's
// true-positive secrets on their own.
func flaggedAlone(r *record) bool {
	alone := 0
	for _, s := range r.TPs {
		if s.Alone {
			alone++
		}
	}
	return len(r.TPs) > 0 && 2*alone > len(r.TPs)
}

// sortedSamples returns samples sorted by text: upstream builds some from a
// map, in random order.
func sortedSamples(s []sample) []sample {
	out := slices.Clone(s)
	slices.SortStableFunc(out, func(a, b sample) int { return strings.Compare(a.Text+"\x00"+a.Path, b.Text+"\x00"+b.Path) })
	return slices.CompactFunc(out, func(a, b sample) bool { return a.Text == b.Text && a.Path == b.Path })
}
