package reading

import "strings"

// The format a response was answered in (docs/rules.md §4.1: a 2xx
// response affirms when its state fields agree with the claim): "the image
// CDN serves WebP to Chrome" is not shown by a 200 whose Content-Type is
// image/jpeg, nor "responses are gzip-compressed" by a Content-Encoding of
// br. A header of the format's kind that names none of the claim's
// formats and another of its kind answers in another format.

// formatKinds are, per header, the formats it names, by the words a claim
// and a header value write them in.
var formatKinds = []struct {
	header  string
	formats [][]string // each: the words of one format
}{
	{"content-type:", [][]string{{"webp"}, {"avif"}, {"jpeg", "jpg"}, {"png"}, {"gif"}, {"svg"}, {"heic"}, {"json"}, {"html"},
		{"xml"}, {"csv"}, {"pdf"}, {"yaml"}, {"protobuf"}, {"msgpack"}}},
	{"content-encoding:", [][]string{{"gzip"}, {"br", "brotli"}, {"zstd"}, {"deflate"}}},
}

// otherFormat: a header of the kind of a format the claim names holds
// another format of that kind, and not the claim's.
func otherFormat(c *Claim, _ *Reading, _ Input, b *blockText) (string, bool) {
	if !c.Success || !strings.Contains(b.head, ":") {
		// "the XML export is no longer supported": an absence, answered
		// by its own error
		return "", false
	}
	for k, claimed := range c.claimedFormats() {
		if claimed < 0 || indexFold(b.head, formatKinds[k].header) < 0 {
			continue
		}
		kind := formatKinds[k]
		for line := range strings.SplitSeq(b.head, "\n") {
			l := strings.ToLower(strings.TrimSpace(line))
			if !strings.HasPrefix(l, kind.header) {
				continue
			}
			value := l[len(kind.header):]
			other := false
			for i, f := range kind.formats {
				for _, w := range f {
					if hasToken(value, w) {
						if i == claimed {
							return "", false // the claim's format
						}
						other = true
					}
				}
			}
			if other {
				return "it answered in " + kind.formats[claimed][0] + ", not " + quote(strings.TrimSpace(line)), false
			}
		}
	}
	return "", false
}

// claimedFormats returns, for each row of formatKinds, the format the
// claim names (its index) or -1; read once per claim.
func (c *Claim) claimedFormats() []int {
	if c.formatsRead {
		return c.formats
	}
	c.formatsRead = true
	claim := strings.ToLower(c.Text)
	for k, kind := range formatKinds {
		for i, f := range kind.formats {
			for _, w := range f {
				if w == "br" || !hasToken(claim, w) {
					continue
				}
				if c.formats == nil {
					c.formats = make([]int, len(formatKinds))
					for j := range c.formats {
						c.formats[j] = -1
					}
				}
				c.formats[k] = i
			}
		}
	}
	return c.formats
}
