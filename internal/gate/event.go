package gate

import "encoding/json"

// An Action is what a harness event is about, in the gate's own terms
// (docs/rules.md §13): the core knows these, never a harness's tool names.
type Action string

// The actions.
const (
	// Run: a shell command line ran (or is about to).
	Run Action = "run"
	// Edit: an edit tool wrote a file (or is about to).
	Edit Action = "edit"
	// MCP: an MCP server's tool, or a tool the harness names but the
	// adapter does not know, was called (or is about to be).
	MCP Action = "mcp"
	// Respond: the agent sent a message that may end its turn (Cursor's
	// afterAgentResponse); the ledger keeps the last one for the stop.
	Respond Action = "respond"
	// Unreadable: a tool call whose input the adapter could not read; it
	// may have changed any file.
	Unreadable Action = "unreadable"
	// Nothing: a tool that neither runs a command nor changes a file
	// (Read, Grep, a todo list).
	Nothing Action = "nothing"
)

// An Event is one hook invocation, decoded by a harness's adapter: a tool
// call before or after it ran, or the agent's wish to stop.
type Event struct {
	// Session is the harness's session id; the ledger is per session.
	Session string
	// Project is the project directory (the harness's project variable,
	// else the payload's cwd).
	Project string
	// Cwd is where the tool ran.
	Cwd string
	// Tool is the harness's name for the tool, quoted in reasons.
	Tool   string
	Action Action
	// Command is the command line of a Run.
	Command string
	// Result is what came back from a Run, after it ran.
	Result Result
	// Change is what an Edit, or an MCP call's write, does to files.
	Change Change
	// MCPTool and Input are, for an MCP action, the server's own tool name
	// and its arguments (any JSON).
	MCPTool string
	Input   json.RawMessage
	// Failed is set for a tool call the harness reports as failed: a
	// failed edit changed nothing.
	Failed bool
	// Text is the agent's message, for Respond.
	Text string
	// Key identifies the action for harnesses that report one action in
	// several events (Cursor): a second event with the same key adds
	// nothing. "" when the harness reports each action once.
	Key string
	// Raw is the tool call's input as the harness sent it, read for
	// mentions of the gate's state directory.
	Raw string
}

// A Result is what came back from a command.
type Result struct {
	// Output is the command's stdout and stderr, as the harness reports
	// them (runners print their summary on either).
	Output string
	// Exit is the exit status when the harness reports one, else nil.
	Exit *int
	// Interrupted is set when the person or the harness stopped the
	// command before it finished.
	Interrupted bool
	// Failed is set when the call failed without an exit status (a
	// timeout, a tool error), and Cause is the harness's first line on it.
	Failed bool
	Cause  string
}

// A Change is what an edit tool does to a file.
type Change struct {
	// Paths are the files written, as the tool names them.
	Paths []string
	// Added and Removed are the text the edit puts in and takes out.
	Added, Removed string
	// Whole says the edit writes the whole file (Write, create): what it
	// removes is what the file holds now.
	Whole bool
}

// A Stop is the agent's wish to finish its turn.
type Stop struct {
	Session string
	Project string
	// Final is the agent's final message when the harness sends it.
	Final string
	// FinalKnown says Final is the harness's own report of the final
	// message, even when empty; else the adapter found none.
	FinalKnown bool
	// Transcript is the path of the session's transcript, read for the
	// last assistant turn when the final message is not sent.
	Transcript string
	// Continuing is set when the agent already continues because a stop
	// hook blocked (Claude Code's stop_hook_active).
	Continuing bool
}
