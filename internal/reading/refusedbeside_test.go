package reading

import "testing"

// A claim that something is refused or gone is shown by the refusal: a
// failure of what it refuses beside a success of what it allows, a 410
// with an error body, a changelog line that says it was removed.
func TestRefusalShown(t *testing.T) {
	checkAffirms(t, []affirmCase{
		{"SSLv3 is no longer accepted by the gateway", "openssl s_client -ssl3 -connect gw:443: handshake failure; with -tls1_2: handshake completed, Verify return code: 0 (ok)", true},
		{"SSLv3 is no longer accepted by the gateway", "curl --sslv3 https://gw: error:1400442E:SSL routines: tlsv1 alert protocol version; curl --tlsv1.2 https://gw: HTTP/1.1 200 OK", true},
		{"el gateway ya no admite TLS 1.0", "openssl s_client -tls1: alert protocol version, handshake failure\nopenssl s_client -tls1_2: handshake completed", true},
		{"el endpoint /v1/x ya no está disponible", "GET /v1/x → 410 Gone {\"error\": \"este recurso fue eliminado, use /v2/x\"}", true},
		{"el endpoint /v1/x ya no está disponible", "CHANGELOG 4.0: se eliminó el endpoint /v1/x (usar /v2/x)", true},

		{"SSLv3 is no longer accepted by the gateway", "openssl s_client -ssl3: handshake completed, Protocol: SSLv3; -tls1_2: handshake completed", false},
		{"el gateway ya no admite TLS 1.0", "openssl s_client -tls1: Protocol TLSv1, handshake completed; -tls1_2: handshake completed", false},
		{"el endpoint /v1/x ya no está disponible", "GET /v1/x → 200 OK {\"items\": []}", false},
		{"el endpoint /v1/x ya no está disponible", "CHANGELOG: se eliminará el endpoint /v1/x en la versión 5", false},
		{"SSLv3 is no longer accepted by the gateway", "-ssl3: handshake failure on the first try; retry with -ssl3: connected, handshake completed; -tls1_2: ok", false},
	})
}
