package reading

import (
	"reflect"
	"strings"
	"testing"
)

// countPairsRef is countPairs as first written, lower-casing every word.
func countPairsRef(s string, buf []string) ([]countPair, []string) {
	var out []countPair
	// A separator between counts is a word of its own, "|": a number
	// before it counts nothing after it ("consumers: 0, ack rate 0/s").
	s = countSeparators.Replace(joinThousands(s))
	buf = appendFields(buf, s, countSpace)
	words := buf
	for i, w := range words {
		if len(out) >= 64 {
			break
		}
		lw := strings.ToLower(strings.TrimRight(w, ".:!"))
		if lw == "" || lw == "|" {
			continue
		}
		if k := strings.IndexAny(lw, "=:"); k > 0 && k+1 < len(lw) {
			if n, rest, ok := countValue(lw[k+1:]); ok {
				out = append(out, countPair{lw[:k], w, n, perTime(rest)})
			}
			continue
		}
		if i+1 >= len(words) || words[i+1] == "|" {
			continue
		}
		next := strings.ToLower(strings.Trim(words[i+1], ".:!"))
		if n, rest, ok := countValue(lw); ok {
			if rest != "" {
				next = rest // "850条", "0/s": the word is the number's own suffix
			}
			out = append(out, countPair{next, w + " " + words[i+1], n, perTime(rest) || perTime(next)})
			if i+2 < len(words) && words[i+2] != "|" && !strings.HasSuffix(words[i+1], ":") && !strings.ContainsAny(words[i+2], ":=") {
				// "850 messages waiting", "0 sent on": the word after the noun.
				after := strings.ToLower(strings.Trim(words[i+2], ".:!"))
				if next == "en" || next == "on" {
					after = next + " " + after
				}
				out = append(out, countPair{after, w + " " + words[i+1] + " " + words[i+2], n, perTime(rest) || perTime(next)})
			}
			continue
		}
		if n, rest, ok := countValue(next); ok && next != "" && (strings.HasSuffix(w, ":") || countWord(lw)) {
			out = append(out, countPair{lw, w + " " + words[i+1], n, perTime(rest)}) // "pending: 3", "backlog 40k"
		}
	}
	return out, buf
}

var countSamples = []string{
	"0 sent, 850 waiting", "sent_total_5m=0 waiting=850", "Pending: 3", "850 Messages WAITING", "待处理 900",
	"ack rate 0/s, consumers: 0", "BACKLOG 40k", "Jobs queue: 1,200 ready | consumers: 0", "0 SENT ON Monday",
	"…: 5", ".:!", "| 0 |", "Ünïcödé=3 ÀB 4", "x\xffY=2 Z 3", "12 of 40 processed", "!5 items", "Sent. 0",
}

func TestCountPairsAgreesWithItsReference(t *testing.T) {
	for _, s := range countSamples {
		got, _ := countPairs(s, nil)
		want, _ := countPairsRef(s, nil)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("countPairs(%q) = %v, its reference %v", s, got, want)
		}
	}
}

func FuzzCountPairs(f *testing.F) {
	for _, s := range countSamples {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 4096 {
			s = s[:4096]
		}
		got, _ := countPairs(s, nil)
		want, _ := countPairsRef(s, nil)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("countPairs(%q) = %v, its reference %v", s, got, want)
		}
	})
}

// hasStemRef is hasStem as first written, joining "_" to each stem.
func hasStemRef(w string, stems []string) bool {
	for _, s := range stems {
		if strings.HasPrefix(w, s) || strings.HasSuffix(w, "_"+s) || strings.Contains(w, s+"_") || s[0] >= 0x80 && strings.Contains(w, s) {
			return true
		}
	}
	return false
}

func FuzzHasStem(f *testing.F) {
	for _, w := range []string{"sent_total", "messages_ready", "x_sent", "sentx", "a_sent_b", "消费速率", "pending", "_", "sent_", "xsent_"} {
		f.Add(w, "sent")
		f.Add(w, "ready")
	}
	f.Fuzz(func(t *testing.T, w, stem string) {
		if stem == "" {
			return
		}
		stems := []string{stem, "sent", "ready", "积压"}
		if got, want := hasStem(w, stems), hasStemRef(w, stems); got != want {
			t.Errorf("hasStem(%q, %q) = %v, its reference %v", w, stems, got, want)
		}
	})
}
