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

// LastAssistantText returns the text of the last assistant message in a
// Claude Code transcript (JSON lines with "type":"assistant" and a
// "message" whose "content" is a string or a list of blocks). Stop hooks
// receive last_assistant_message directly; the hooks reference says the
// transcript may lag it, so this is the fallback for older versions.
func LastAssistantText(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", fmt.Errorf("transcript_path: %w", err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return "", fmt.Errorf("transcript_path: %w", err)
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
	for i := len(lines) - 1; i >= 0; i-- {
		if !bytes.Contains(lines[i], []byte(`"assistant"`)) {
			continue
		}
		var turn struct {
			Type    string `json:"type"`
			Message struct {
				Role    string          `json:"role"`
				Content json.RawMessage `json:"content"`
			} `json:"message"`
		}
		if json.Unmarshal(lines[i], &turn) != nil || (turn.Type != "assistant" && turn.Message.Role != "assistant") {
			continue
		}
		if t := contentText(turn.Message.Content); t != "" {
			return t, nil
		}
	}
	return "", nil
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
		if b.Type == "text" && b.Text != "" {
			parts = append(parts, b.Text)
		}
	}
	return strings.Join(parts, "\n")
}
