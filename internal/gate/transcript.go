package gate

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/ackrite/ackrite/internal/text"
)

// maxTranscriptTail is how much of the end of a transcript the gate reads
// to find the last assistant turn.
const maxTranscriptTail = 4 << 20

// LastAssistantText returns the text of the last assistant turn in a
// harness's JSON-lines transcript, "" when it holds none. It reads the
// shapes of the harnesses whose stop event may not carry the final text:
// Claude Code's {"type":"assistant","message":{"content":…}}, Copilot
// CLI's {"type":"assistant.message","data":{"content":…}}, Cursor's
// {"role":"assistant","message":{"content":[…]}} and Codex's
// {"payload":{"role":"assistant","content":[{"type":"output_text",…}]}}.
// A path that is not a regular file (a FIFO, a device) is an error, never
// a wait.
func LastAssistantText(path string) (string, error) {
	lines, err := transcriptTail(path)
	if err != nil {
		return "", err
	}
	for i := len(lines) - 1; i >= 0; i-- {
		if !bytes.Contains(lines[i], []byte(`"assistant`)) {
			continue
		}
		if t, ok := turnText(lines[i]); ok && t != "" {
			return t, nil
		}
	}
	return "", nil
}

// TurnText returns the text of every assistant message of the
// transcript's last turn — since the person's last prompt — in order, ""
// when there is none. A claim the agent made in the turn's first message
// is made to the person as much as one in its last; a final message that
// claims nothing after a tool call does not take it back.
func TurnText(path string) (string, error) {
	lines, err := transcriptTail(path)
	if err != nil {
		return "", err
	}
	var parts []string
	size := 0
	for i := len(lines) - 1; i >= 0 && size < maxFinal; i-- {
		if prompt(lines[i]) {
			break
		}
		if !bytes.Contains(lines[i], []byte(`"assistant`)) {
			continue
		}
		if t, ok := turnText(lines[i]); ok && strings.TrimSpace(t) != "" {
			parts = append(parts, t)
			size += len(t)
		}
	}
	for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
		parts[i], parts[j] = parts[j], parts[i]
	}
	return text.Clip(strings.Join(parts, "\n\n"), maxFinal), nil
}

// WithTurn is a final message with the rest of its turn's text: the
// turn's text when it holds the message, else both.
func WithTurn(final, turn string) string {
	switch {
	case strings.TrimSpace(turn) == "":
		return final
	case strings.Contains(turn, strings.TrimSpace(final)):
		return turn
	}
	return text.Clip(turn+"\n\n"+final, maxFinal)
}

// prompt reports whether a transcript line is the person's prompt, which
// starts a turn: a user message whose content is text, not only the
// results of tool calls (Claude Code's tool_result blocks).
func prompt(line []byte) bool {
	if !bytes.Contains(line, []byte(`"user`)) {
		return false
	}
	var v transcriptLine
	if json.Unmarshal(line, &v) != nil {
		return false
	}
	var content json.RawMessage
	switch {
	case v.Type == "user.message":
		return true
	case v.Message != nil && (v.Type == "user" || v.Role == "user" || v.Message.Role == "user"):
		content = v.Message.Content
	case v.Payload != nil && v.Payload.Role == "user":
		content = v.Payload.Content
	default:
		return false
	}
	var s string
	if json.Unmarshal(content, &s) == nil {
		return true
	}
	var blocks []struct {
		Type string `json:"type"`
	}
	if json.Unmarshal(content, &blocks) != nil {
		return false
	}
	for _, b := range blocks {
		if b.Type == "text" || b.Type == "input_text" {
			return true
		}
	}
	return false
}

// transcriptTail reads the lines of the last maxTranscriptTail bytes of a
// transcript, without the first line when it is cut.
func transcriptTail(path string) ([][]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("transcript_path: %w", err)
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("transcript_path %s: not a regular file", path)
	}
	f, err := openNonBlocking(path)
	if err != nil {
		return nil, fmt.Errorf("transcript_path: %w", err)
	}
	defer f.Close()
	if st, err = f.Stat(); err != nil || !st.Mode().IsRegular() {
		return nil, fmt.Errorf("transcript_path %s: not a regular file", path)
	}
	start := st.Size() - maxTranscriptTail
	if start < 0 {
		start = 0
	}
	data, err := io.ReadAll(io.NewSectionReader(f, start, st.Size()-start))
	if err != nil {
		return nil, fmt.Errorf("transcript_path: %w", err)
	}
	lines := bytes.Split(data, []byte("\n"))
	if start > 0 && len(lines) > 0 {
		lines = lines[1:] // the first line is cut
	}
	return lines, nil
}

// A transcriptLine is one line of the harnesses' transcripts: Claude
// Code's {"type", "message": {"role", "content"}}, Copilot CLI's
// {"type", "data": {"content"}}, Cursor's {"role", "message"} and Codex's
// {"payload": {"role", "content"}}.
type transcriptLine struct {
	Type    string `json:"type"`
	Role    string `json:"role"`
	Message *struct {
		Role    string          `json:"role"`
		Content json.RawMessage `json:"content"`
	} `json:"message"`
	Data *struct {
		Content json.RawMessage `json:"content"`
	} `json:"data"`
	Payload *struct {
		Role    string          `json:"role"`
		Content json.RawMessage `json:"content"`
	} `json:"payload"`
	Content json.RawMessage `json:"content"`
}

// turnText reads one transcript line as an assistant turn.
func turnText(line []byte) (string, bool) {
	var v transcriptLine
	if json.Unmarshal(line, &v) != nil {
		return "", false
	}
	switch {
	case v.Message != nil && (v.Type == "assistant" || v.Role == "assistant" || v.Message.Role == "assistant"):
		return contentText(v.Message.Content), true
	case v.Data != nil && v.Type == "assistant.message":
		return contentText(v.Data.Content), true
	case v.Payload != nil && v.Payload.Role == "assistant":
		return contentText(v.Payload.Content), true
	case v.Role == "assistant" || v.Type == "assistant":
		return contentText(v.Content), true
	}
	return "", false
}

func contentText(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var blocks []struct {
		Type string `json:"type"`
		Text string `json:"text"`
	}
	if json.Unmarshal(raw, &blocks) != nil {
		return ""
	}
	var parts []string
	for _, b := range blocks {
		if (b.Type == "text" || b.Type == "output_text") && b.Text != "" {
			parts = append(parts, b.Text)
		}
	}
	return strings.Join(parts, "\n")
}
