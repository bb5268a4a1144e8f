package reality

import "testing"

// TestFailureKinds: outcomes that end in one error told in other words or
// languages are one failure; outcomes of other errors, negated errors and
// measurements are not.
func TestFailureKinds(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		same bool
	}{
		// one error, other words
		{"仍然报 ECONNRESET", "connection reset by peer after 3 retries", true},
		{"sigue el error: conexión rechazada", "dial tcp 10.0.0.5:5432: connect: connection refused", true},
		{"请求仍然超时", "se sigue agotando el tiempo de espera", true},
		{"Pod 又被 OOMKilled 了", "el contenedor se quedó sin memoria", true},
		{"仍然返回 502", "sigue devolviendo 502 Bad Gateway", true},
		// other errors, no error, or a measurement
		{"请求仍然超时", "连接被拒绝", false},
		{"sigue devolviendo 502", "ahora devuelve 503", false},
		{"no longer times out, but returns 404", "returns 404", true},
		{"p99 500 ms, still slow", "p99 540 ms, still slow", false},
		{"still broken", "still broken", false},
		{"ya no se agota el tiempo de espera", "timeout", false},
	} {
		if got := sameKinds(FailureKinds(tc.a), FailureKinds(tc.b)); got != tc.same {
			t.Errorf("%q (%q) and %q (%q): same %v, want %v", tc.a, FailureKinds(tc.a), tc.b, FailureKinds(tc.b), got, tc.same)
		}
	}
}

// TestLoopAcrossLanguages: three different approaches that each end in
// the same error, told in other words, are one loop.
func TestLoopAcrossLanguages(t *testing.T) {
	for _, as := range [][]Attempt{
		{{Approach: "换了连接池", Outcome: "仍然报 ECONNRESET"}, {Approach: "升级数据库驱动", Outcome: "还是 ECONNRESET"}, {Approach: "重启服务", Outcome: "依然 ECONNRESET"}},
		{{Approach: "aumenté el pool", Outcome: "se agota el tiempo de espera"}, {Approach: "agregué reintentos", Outcome: "tiempo de espera agotado otra vez"}, {Approach: "cambié el DNS", Outcome: "sigue agotándose el tiempo"}},
	} {
		r := Judge(&Input{Attempts: as})
		if r.Primary.Kind != RepeatedStrategy {
			t.Errorf("%v: primary %s, want %s", as, r.Primary.Kind, RepeatedStrategy)
		}
	}
}
