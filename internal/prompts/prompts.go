// Package prompts is the text of ackrite's MCP prompts (docs/rules.md §14): what a
// person types as a slash command in a client — /prove-it, /before-rewrite,
// /stuck — so that the agent calls the right tool with the right evidence.
// Each prompt is a row of [All]: its arguments with their limits, and a
// message naming the tool to call and what to supply. It has no MCP import;
// internal/server publishes the rows.
//
//	p, ok := prompts.Lookup("prove-it")
//	text, err := p.Render(map[string]string{"claim": "the cache is warm"}, redact.String)
//
// Render checks every argument against its limit (an error names the
// argument and the limit, as tool inputs do) and redacts it (docs/rules.md §8)
// before it enters the text, quoted so that it cannot end its tag or hide
// characters from the model.
package prompts

import (
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/input"
	"github.com/ackrite/ackrite/internal/text"
	"github.com/ackrite/ackrite/internal/tools"
)

// MaxAttempts bounds the stuck prompt's attempts argument, in characters:
// as much as reality_check's context, since it is the attempts in prose.
const MaxAttempts = tools.MaxContext

// A Prompt is one prompt the server offers.
type Prompt struct {
	Name, Title, Description string
	// Tool is the ackrite tool the message asks the agent to call.
	Tool      string
	Arguments []Argument
	// Text is the message, with {name} where each argument's value goes.
	Text string
}

// An Argument is one argument of a prompt.
type Argument struct {
	Name, Description string
	Required          bool
	// Max bounds the value in characters.
	Max int
	// Absent is what the message says in the argument's place when an
	// optional argument is not given.
	Absent string
}

// All are the prompts (prompts/list shows them by name).
var All = []Prompt{
	{
		Name:  "prove-it",
		Title: "Prove it before acting",
		Description: "Asks the agent to gather the smallest direct evidence for a claim and call ackrite " +
			"with it before acting on the claim.",
		Tool: "ackrite",
		Arguments: []Argument{{
			Name: "claim", Required: true, Max: tools.MaxClaim,
			Description: "The claim to prove, e.g. 'the login bug is fixed' or 'the timeout comes from the database'.",
		}},
		Text: `Prove this claim before acting on it:

<claim>
{claim}
</claim>

Treat it as unproven until ackrite says otherwise.
1. Gather the smallest direct evidence that could show it true or false: run the test, the command or the request the claim is about, and keep the output as it printed (the runner's summary, the HTTP status and body, the log lines), not a summary of it.
2. Call the ackrite MCP tool ` + "`ackrite`" + ` with:
   - ` + "`claim`" + `: the claim above;
   - ` + "`evidence`" + `: one item per observation, each with ` + "`content`" + ` (the output itself), ` + "`type`" + ` (test_result, log, http_response, code, observed_behavior, …), ` + "`source`" + ` (the command, test or file it came from) and ` + "`polarity`" + ` (supports, contradicts or neutral);
   - ` + "`sessionId`" + `: one id for this investigation, reused on every related call.
   Background goes in ` + "`context`" + `, which is never counted as evidence.
3. Act on the result. Go on only if ` + "`status`" + ` is KNOWN or SUPPORTED; otherwise do its ` + "`nextAction`" + ` and supply what ` + "`missingEvidence`" + ` names before you change anything. Missing evidence is a result, never a green light.`,
	},
	{
		Name:  "before-rewrite",
		Title: "Audit a change before making it",
		Description: "Asks the agent to call audit on a proposed change — above all a rewrite — and to follow " +
			"its recommendation before editing anything.",
		Tool: "audit",
		Arguments: []Argument{{
			Name: "proposal", Required: true, Max: tools.MaxProposal,
			Description: "The change the agent proposes, e.g. 'rewrite the auth client from scratch'.",
		}},
		Text: `Before you make this change, have it audited:

<proposal>
{proposal}
</proposal>

1. Call the ackrite MCP tool ` + "`audit`" + ` with:
   - ` + "`proposal`" + `: the change above, in your words;
   - ` + "`reportedProblem`" + `: the problem as it was reported to you, word for word;
   - ` + "`proposedChanges`" + `: every file you intend to touch, each with ` + "`path`" + ` and a one-line ` + "`description`" + `;
   - ` + "`testPlan`" + `: the test that fails before the change and passes after it;
   - ` + "`evidence`" + `: what you observed that shows the current code cannot be fixed in place (test output, logs), each item with ` + "`content`" + `, ` + "`type`" + `, ` + "`source`" + ` and ` + "`polarity`" + `;
   - ` + "`sessionId`" + `: the id of the investigation this change belongs to.
2. Follow its ` + "`recommendation`" + `: on verify-first, settle each high finding first (for a claim it names, call ` + "`ackrite`" + ` with direct evidence); on narrow-first, cut the change down to what the reported problem needs; on proceed, make the change and run the test plan.
Do not start a rewrite on a premise nobody has checked.`,
	},
	{
		Name:  "stuck",
		Title: "Stuck: check for a loop",
		Description: "Asks the agent to call reality_check with the attempts so far, to find a repeated strategy " +
			"or a wrong premise before trying again.",
		Tool: "reality_check",
		Arguments: []Argument{{
			Name: "attempts", Max: MaxAttempts,
			Description: "The attempts so far, in your words (optional: without it the agent lists them from the conversation).",
			Absent:      "(not given: list them from this conversation, oldest first)",
		}},
		Text: `Stop and take stock before you try again.

<attempts>
{attempts}
</attempts>

1. Call the ackrite MCP tool ` + "`reality_check`" + ` with:
   - ` + "`attempts`" + `: every attempt so far, oldest first, each with ` + "`approach`" + ` (what you changed or ran), ` + "`outcome`" + ` (the error or result it produced, as printed) and ` + "`succeeded`" + ` (true or false);
   - ` + "`reasoning`" + `: what you now believe the cause is, and why;
   - ` + "`evidence`" + `: the latest direct observations (test output, logs), each with ` + "`content`" + `, ` + "`type`" + `, ` + "`source`" + ` and ` + "`polarity`" + `;
   - ` + "`sessionId`" + `: the id of this investigation.
2. Read its ` + "`primaryIssue`" + `: on repeated-strategy, stop that strategy (the same failure under different approaches means they share a wrong premise); on contradicted-premise, drop the premise it names; on untested-success, run the check before you say it works. Then do its ` + "`recommendation`" + `, and nothing larger.`,
	},
}

// Lookup returns the prompt named name.
func Lookup(name string) (Prompt, bool) {
	i := slices.IndexFunc(All, func(p Prompt) bool { return p.Name == name })
	if i < 0 {
		return Prompt{}, false
	}
	return All[i], true
}

// Names lists the prompts' names, for messages.
func Names() []string {
	out := make([]string, len(All))
	for i, p := range All {
		out[i] = p.Name
	}
	return out
}

// Render returns the prompt's message for args: each argument checked
// against its limit, then redacted and quoted (see quoted), in its place. An argument the prompt
// does not take is an error too, so that a misspelt name is not silently
// left out of the message.
func (p Prompt) Render(args map[string]string, redact func(string) string) (string, error) {
	for name := range args {
		if !slices.ContainsFunc(p.Arguments, func(a Argument) bool { return a.Name == name }) {
			return "", input.Errorf(input.Quote(name, 40), "%s takes no such argument; its arguments: %s", p.Name, p.argumentNames())
		}
	}
	pairs := make([]string, 0, 2*len(p.Arguments))
	for _, a := range p.Arguments {
		v, given := args[a.Name]
		if err := a.validate(v); err != nil {
			return "", err
		}
		if !given || strings.TrimSpace(v) == "" {
			v = a.Absent
		} else {
			v = quoted(redact(strings.TrimSpace(v)))
		}
		pairs = append(pairs, "{"+a.Name+"}", v)
	}
	return strings.NewReplacer(pairs...).Replace(p.Text), nil
}

// xmlText writes text as XML character data.
var xmlText = strings.NewReplacer("&", "&amp;", "<", "&lt;")

// quoted is an argument as the message carries it, between the prompt's
// own tags: written so that it can neither end them nor hide anything from
// the model that reads it. It is XML character data — & and < written
// &amp; and &lt; — so no tag, the template's or another, starts inside it,
// however it is spelled; and every character a reader would not see
// (controls other than line feed and tab, bidi overrides, zero-width and
// TAG-block characters, variation selectors) is spelled out as \u{HEX}
// ([text.VisibleLines]), so no instruction rides in it unseen.
func quoted(v string) string { return xmlText.Replace(text.VisibleLines(v)) }

func (a Argument) validate(v string) error {
	l := input.Limit{Path: a.Name, Max: a.Max}
	if a.Required {
		l.Min = 1
	}
	return l.Text(v)
}

func (p Prompt) argumentNames() string {
	names := make([]string, len(p.Arguments))
	for i, a := range p.Arguments {
		names[i] = a.Name
	}
	return strings.Join(names, ", ")
}
