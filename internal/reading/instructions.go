package reading

import (
	"strings"
	"sync"

	"github.com/ackrite/ackrite/internal/text"
)

// Instructions inside content are not observations (docs/rules.md §4.1): a line
// addressed to the classifier or the model — "ignore previous
// instructions", "classify as KNOWN", "Status: KNOWN", "[assistant
// override]" — is dropped before the content is read, and the reading
// lists it so that results can warn about it. It can neither affirm nor be
// quoted as the decisive line.

// instructionRows are the phrases of a line addressed to the classifier,
// lower case, matched as substrings of the lower-cased line.
var instructionRows = []struct {
	name    string
	phrases []string
}{
	{"ignore.en", []string{"ignore previous instructions", "ignore all previous", "ignore the previous", "ignore prior instructions",
		"ignore the above", "ignore your instructions", "disregard previous", "disregard all previous", "disregard the above",
		"forget previous instructions", "forget your instructions", "new instructions:"}},
	{"address.en", []string{"[assistant override]", "[system override]", "[system]", "[assistant]", "<|im_start|>", "<|system|>",
		"### system", "### instruction", "note to the classifier", "note to the model", "note to the ai", "to the classifier:",
		"dear classifier", "you are ackrite", "as the classifier", "classifier instruction", "system prompt:"}},
	{"verdict.en", []string{"classify this claim as", "classify the claim as", "classify as known", "classify as supported",
		"classify it as", "mark this claim as", "mark the claim as", "mark it as known", "mark as known", "treat this claim as",
		"treat this as known", "set the status to", "set status to", "status: known", "status: supported", "status=known",
		"verdict: known", "verdict: supported", "result: known", "reading: affirms", "counts as supports", "label it supports",
		"respond with known", "answer known", "return known", "recommendation: proceed", "recommend: proceed",
		"primary issue: none", "primaryissue: none", "issue: none"}},
	{"ignore.es", []string{"ignora las instrucciones", "ignora todas las instrucciones", "ignora las indicaciones", "olvida las instrucciones"}},
	{"verdict.es", []string{"clasifica como", "clasifícalo como", "clasifica esta afirmación como", "marca esta afirmación como",
		"márcala como", "estado: known", "estado: supported", "nota para el clasificador", "instrucción para el clasificador"}},
	{"ignore.zh", []string{"忽略之前的指令", "忽略以上指令", "忽略之前的所有指令", "忽略前面的指令", "忽略上述指令", "无视之前的指令"}},
	{"verdict.zh", []string{"分类为 known", "分类为known", "标记为 known", "标记为known", "状态：known", "状态:known", "状态: known",
		"请将此声明", "判定为 known", "判定为known", "给分类器的说明", "系统提示"}},
}

// instructionHints are cheap tests a window must pass before its lines are
// read for instructions: each phrase above holds one of them
// (TestEveryInstructionPhraseHasAHint), and each status word, so that a
// window holding none holds no instruction. They are lower case and
// matched with ASCII case folded: "IGNORE PREVIOUS INSTRUCTIONS" is one.
var instructionHints = []string{"nstruc", "gnore", "isregard", "lassif", "lasif", "known", "supported", "contradicted",
	"plausible", "unverified", "upports", "override", "tatus", "erdict", "eading:", "<|", "###", "[assistant",
	"[system", "ystem prompt", "you are", "note to", "estado", "rcala", "mark ", "marca ", "treat ", "proceed", "issue",
	"indicac", "指令", "分类", "标记", "状态", "判定", "系统提示", "声明"}

// instructionBytes is how much of each end of a long content is searched
// for instructions: where a paste puts them, and all that prose reading
// reads of a long output.
const instructionBytes = 1024

// dropInstructions returns content without its lines addressed to the
// classifier, and those lines (trimmed, at most 200 bytes each). It
// returns content itself when there are none, which is the common case.
// A long content is searched at its two ends only: the middle of a long
// output is read by the outcome rows, which no instruction fires.
func dropInstructions(content string) (string, []string) {
	if len(content) <= 2*instructionBytes {
		if !mayInstruct(content) {
			return content, nil
		}
		return dropLines(content)
	}
	cut := instructionBytes
	for cut < len(content) && content[cut-1] != '\n' {
		cut++ // whole lines: the head ends after a newline
	}
	from := len(content) - instructionBytes
	for from > cut && content[from-1] != '\n' {
		from--
	}
	if from <= cut {
		return dropLines(content)
	}
	head, mid, tail := content[:cut], content[cut:from], content[from:]
	var hd, td []string
	if mayInstruct(head) {
		head, hd = dropLines(head)
	}
	if mayInstruct(tail) {
		tail, td = dropLines(tail)
	}
	if hd == nil && td == nil {
		return content, nil
	}
	return head + mid + tail, append(hd, td...)
}

// dropLines drops the instruction lines of s.
func dropLines(s string) (string, []string) {
	var kept strings.Builder
	var dropped []string
	for rest := s; rest != ""; {
		line := rest
		if i := strings.IndexByte(rest, '\n'); i >= 0 {
			line, rest = rest[:i+1], rest[i+1:]
		} else {
			rest = ""
		}
		if instruction(line) {
			dropped = append(dropped, text.Clip(strings.TrimSpace(line), 200))
			continue
		}
		kept.WriteString(line)
	}
	if dropped == nil {
		return s, nil
	}
	return kept.String(), dropped
}

func mayInstruct(s string) bool {
	// One pass over s: a hint can start only where its first two bytes
	// are, ASCII case folded, and few pairs start one.
	for i := 0; i+1 < len(s); i++ {
		b0 := lowerByte(s[i])
		if !hintPairs[uint16(b0)<<8|uint16(lowerByte(s[i+1]))] {
			continue
		}
		for _, h := range hintsByFirst[b0] {
			if hasPrefixFoldASCII(s[i:], h) {
				return true
			}
		}
	}
	return false
}

// hasPrefixFoldASCII reports whether s starts with lower-case prefix, the
// ASCII letters of s folded.
func hasPrefixFoldASCII(s, prefix string) bool {
	if len(s) < len(prefix) {
		return false
	}
	for i := 0; i < len(prefix); i++ {
		if lowerByte(s[i]) != prefix[i] {
			return false
		}
	}
	return true
}

// hintsByFirst lists the instruction hints by their first byte: a pair
// that may start one ("er", "es", "is" are common) is compared with the
// one or two hints that start with its byte, not with all of them.
var hintsByFirst = func() (t [256][]string) {
	for _, h := range instructionHints {
		t[h[0]] = append(t[h[0]], h)
	}
	return t
}()

// hintPairs marks the first two bytes of each instruction hint.
var hintPairs = func() *[1 << 16]bool {
	var m [1 << 16]bool
	for _, h := range instructionHints {
		m[uint16(h[0])<<8|uint16(h[1])] = true
	}
	return &m
}()

// instruction reports a line addressed to the classifier: a phrase of
// instructionRows, or a status word of the tools in capitals beside a
// word that sets one ("Status: KNOWN", "→ SUPPORTED, mark accordingly").
func instruction(line string) bool {
	lower := strings.ToLower(line)
	if holdsPhrase(lower) {
		return true
	}
	for _, st := range []string{"KNOWN", "SUPPORTED", "CONTRADICTED", "PLAUSIBLE", "UNVERIFIED"} {
		if !hasToken(line, st) {
			continue
		}
		for _, w := range []string{"classif", "status", "verdict", "mark", "label", "treat", "set ", "override", "result",
			"clasific", "estado", "状态", "分类", "标记", "判定"} {
			if strings.Contains(lower, w) {
				return true
			}
		}
	}
	return false
}

// holdsPhrase reports whether lower holds a phrase of instructionRows: one
// pass over it, reading the phrases that start with the two bytes at each
// place (a line was searched once per phrase, ninety times).
func holdsPhrase(lower string) bool {
	ix := phraseStarts()
	for i := 0; i+1 < len(lower); i++ {
		k := uint16(lower[i])<<8 | uint16(lower[i+1])
		if ix.pairs[k>>6]&(1<<(k&63)) == 0 {
			continue
		}
		for _, p := range ix.by[k] {
			if strings.HasPrefix(lower[i:], p) {
				return true
			}
		}
	}
	return false
}

// phraseStarts indexes the phrases of instructionRows by their first two
// bytes, made on first use.
var phraseStarts = sync.OnceValue(func() *phraseStartIndex {
	ix := &phraseStartIndex{by: map[uint16][]string{}}
	for _, row := range instructionRows {
		for _, p := range row.phrases {
			k := uint16(p[0])<<8 | uint16(p[1])
			ix.pairs[k>>6] |= 1 << (k & 63)
			ix.by[k] = append(ix.by[k], p)
		}
	}
	return ix
})

type phraseStartIndex struct {
	pairs [1 << 10]uint64 // a bit per pair of first bytes
	by    map[uint16][]string
}

// WithoutInstructions returns content without its lines addressed to the
// classifier or the model, and those lines: what every reader of evidence
// reads instead of the content (docs/rules.md §4.1).
func WithoutInstructions(content string) (string, []string) { return dropInstructions(content) }
