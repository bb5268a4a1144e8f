package server

import (
	"github.com/google/jsonschema-go/jsonschema"

	"github.com/ackrite/ackrite/internal/convergence"
	"github.com/ackrite/ackrite/internal/tools"
)

// definitions lists ackrite's tools, in the order clients see them.
func definitions() []definition {
	return []definition{
		tool("ackrite", "Challenge a claim",
			"Classify a technical claim using only the evidence you supply: KNOWN, SUPPORTED, PLAUSIBLE, UNVERIFIED or CONTRADICTED, "+
				"with confidence, the supporting and contradicting items, the load-bearing assumptions, the missing proof and the next action. "+
				"Call it before acting on a claim such as 'the API removed X' or 'this fixes it'. A contradiction outranks any support; inference never becomes fact.",
			(*tools.Set).Ackrite, tools.ClaimLimits),
		tool("verify", "Evidence ledger",
			"Sort a claim's evidence into a ledger — known, assumed, supported, contradicted, unverified — and get one decisive experiment "+
				"whose two outcomes are stated. Use it when you need to see what is established versus assumed before deciding.",
			(*tools.Set).Verify, tools.VerifyLimits),
		tool("audit", "Challenge a change",
			"Review a proposed change before you make it: rewrites that lack the higher bar of evidence, changes outside the reported problem, "+
				"assumed API contracts, sensitive areas, catch-all or unbounded-retry error handling, missing tests, and premises this session found "+
				"UNVERIFIED or CONTRADICTED. Returns proceed, narrow-first or verify-first with findings. Reads descriptions only, never files.",
			(*tools.Set).Audit, tools.AuditLimits),
		tool("reality_check", "Break the loop",
			"Check yourself when stuck or about to declare success: it groups your attempts (this call's and the session's) into strategies, "+
				"and names the most important problem first — a strategy that failed three times, reasoning on a contradicted claim, success "+
				"claimed without a test, a premature rewrite, or certainty without evidence — with what to do instead.",
			(*tools.Set).RealityCheck, tools.RealityLimits),
		rawTool("discovery_check", "Tool-registry convergence",
			"Judge whether an MCP client holds a server's current tool definitions, from a discovery evidence record "+
				"(ackrite.discovery-record/v1: protocolVersion, listChanged, notificationAt, discovery start/completion, the cursor chain, "+
				"discovered and client tools or their digests, refresh policy). Returns converged, stale, incomplete or unverifiable with every "+
				"reason, the canonical digests, a per-tool contract diff, the next safe action and what the verdict does not prove.",
			func() *jsonschema.Schema { return schemaFor[convergence.Record]() },
			tools.DiscoveryCheck),
		tool("prove_it", "Smallest proof",
			"Get the smallest proof for a claim in its domain (api, auth, database, performance, concurrency, dependency, configuration, build, "+
				"testing, security, network, filesystem, ui, data, general): a checklist of direct evidence, each entry marked satisfied by one of "+
				"your items or missing, the minimal set still to collect, and a falsifiable experiment.",
			(*tools.Set).ProveIt, tools.ProveLimits),
	}
}
