package gate

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"
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
	st, err := os.Stat(path)
	if err != nil {
		return "", fmt.Errorf("transcript_path: %w", err)
	}
	if !st.Mode().IsRegular() {
		return "", fmt.Errorf("transcript_path %s: not a regular file", path)
	}
	f, err := openNonBlocking(path)
	if err != nil {
		return "", fmt.Errorf("transcript_path: %w", err)
	}
	defer f.Close()
	if st, err = f.Stat(); err != nil || !st.Mode().IsRegular() {
		return "", fmt.Errorf("transcript_path %s: not a regular file", path)
	}
	start := st.Size() - maxTranscriptTail
	if start < 0 {
		start = 0
	}
	data, err := io.ReadAll(io.NewSectionReader(f, start, st.Size()-start))
	if err != nil {
		return "", fmt.Errorf("transcript_path: %w", err)
	}
	lines := bytes.Split(data, []byte("\n"))
	if start > 0 && len(lines) > 0 {
		lines = lines[1:] // the first line is cut
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

// turnText reads one transcript line as an assistant turn.
func turnText(line []byte) (string, bool) {
	var v struct {
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
