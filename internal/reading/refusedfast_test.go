package reading

import (
	"strings"
	"testing"
)

// namesRefusedRef is namesRefused as first written: every field's form
// widened by up to maxNameFields fields, compared whole.
func namesRefusedRef(part, target string) bool {
	f := strings.FieldsFunc(part, func(r rune) bool { return r < 0x80 && isNameSep(byte(r)) })
	for i := range f {
		form := ""
		for j := i; j < len(f) && j < i+maxNameFields; j++ {
			form += protocolForm(f[j])
			if form == target {
				return true
			}
			if len(form) >= len(target) {
				break
			}
		}
	}
	return false
}

// partNamesRef is partNames splitting every line.
func partNamesRef(content, target string) bool {
	n := 0
	for line := range strings.Lines(content) {
		for part := range strings.FieldsFuncSeq(line, func(r rune) bool { return r == ';' || r == '；' }) {
			if n++; n > maxParts {
				return false
			}
			if namesRefusedRef(part, target) {
				return true
			}
		}
	}
	return false
}

var refusedSamples = []struct{ content, target string }{
	{"openssl s_client -ssl3: handshake failure; -tls1_2: handshake completed", "ssl3"},
	{"curl --sslv3 https://gw: error\ncurl --tlsv1.2: 200 OK", "ssl3"},
	{"TLS 1.0 refused; TLSv1.2 accepted", "tls1"},
	{"-tls1_2 ok", "tls1"},
	{"the legacy export API answers 410 Gone", "legacyexportapi"},
	{"POST /v1/session returned 401 with code AUTH_REQUIRED", "nativeauthentication"},
	{"native authentication: rejected; OAuth2: accepted", "nativeauthentication"},
	{"- - native (authentication) = off", "nativeauthentication"},
	{"Nativeauthentication disabled", "nativeauthentication"},
	{"a;b;c;d;e;f;g;h;i;j;k;l;m;n;o;p;q;ssl3", "ssl3"},
	{"ＴＬＳ 1.0；tls1 refused", "tls1"},
	{"v2 ssl v3 tls v1", "sslv3"},
	{"", "ssl3"},
	{"ssl3", ""},
	{"-- ;", ""},
}

func TestNamesRefusedAgreesWithItsReference(t *testing.T) {
	for _, s := range refusedSamples {
		if got, want := partNames(s.content, s.target), partNamesRef(s.content, s.target); got != want {
			t.Errorf("partNames(%q, %q) = %v, its reference %v", s.content, s.target, got, want)
		}
		for line := range strings.Lines(s.content) {
			if got, want := namesRefused(line, s.target), namesRefusedRef(line, s.target); got != want {
				t.Errorf("namesRefused(%q, %q) = %v, its reference %v", line, s.target, got, want)
			}
		}
	}
}

func FuzzNamesRefused(f *testing.F) {
	for _, s := range refusedSamples {
		f.Add(s.content, s.target)
	}
	f.Fuzz(func(t *testing.T, content, target string) {
		if got, want := partNames(content, target), partNamesRef(content, target); got != want {
			t.Errorf("partNames(%q, %q) = %v, its reference %v", content, target, got, want)
		}
	})
}
