package server

import "github.com/ackrite/ackrite/internal/tools"

// claimLimits are the limits of every tool that takes a claim.
var claimLimits = append([]constraint{
	{"claim", length(1, tools.MaxClaim)},
	{"sessionId", length(1, 128)},
	{"sessionId", pattern(`^[A-Za-z0-9._:-]{1,128}$`)},
	{"context", length(0, tools.MaxContext)},
}, evidenceLimits...)

var behaviorLimits = []constraint{
	{"expectedBehavior", length(0, tools.MaxBehavior)},
	{"observedBehavior", length(0, tools.MaxBehavior)},
}

// definitions lists ackrite's tools, in the order clients see them.
func definitions(t *tools.Tools) []definition {
	return []definition{
		tool("ackrite", "Challenge a claim",
			"Classify a technical claim using only the evidence you supply: KNOWN, SUPPORTED, PLAUSIBLE, UNVERIFIED or CONTRADICTED, "+
				"with confidence, the supporting and contradicting items, the load-bearing assumptions, the missing proof and the next action. "+
				"Call it before acting on a claim such as 'the API removed X' or 'this fixes it'. A contradiction outranks any support; inference never becomes fact.",
			t.Claim, claimLimits...),
		tool("verify", "Evidence ledger",
			"Sort a claim's evidence into a ledger — known, assumed, supported, contradicted, unverified — and get one decisive experiment "+
				"whose two outcomes are stated. Use it when you need to see what is established versus assumed before deciding.",
			t.Verify, append(claimLimits, behaviorLimits...)...),
		tool("prove_it", "Smallest proof",
			"Get the smallest proof for a claim in its domain (api, auth, database, performance, concurrency, dependency, configuration, build, "+
				"testing, security, network, filesystem, ui, data, general): a checklist of direct evidence, each entry marked satisfied by one of "+
				"your items or missing, the minimal set still to collect, and a falsifiable experiment.",
			t.Prove, append(claimLimits, behaviorLimits...)...),
	}
}
