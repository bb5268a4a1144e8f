package redact

import (
	"strings"
	"testing"
)

// TestBareKeyWord: a value under a key whose last word is "key" ("Key=",
// "storageAccountKey:", "X-Auth-Key:") is redacted when gitleaks' generic
// rule would take it (its value class, above its entropy floor) and it
// looks like a key, or when it is a key of a wider alphabet (wideKeyValue:
// ":", "*", "#", "+" or an inner "=", longer than 150 bytes, quoted and
// padded); a word, a number, a digest, a UUID, a path, code or a key that
// names no secret (sort, cache, primary …) stays.
func TestBareKeyWord(t *testing.T) {
	keptAndRedacted(t, []string{
		"sort key=created_at",
		"cache key: Linux-node-modules-9f2c7e1b",
		"Cache restored from key: npm-deps-4e8a1c0f2b9d7e6a5c3b1d0f9e8a7c6b5d4e3f21",
		"restored key: Linux-go-build-cache-2f9d",
		"primary_key: 9c4b2e7f1a0d3c6b",                         // no secret
		"Idempotency-Key: 3f0c9a2e-7b14-4d6a-9e85-1c2b3a4d5e6f", // a UUID
		"partition key=tenant-2024-eu-west",                     // too low in entropy
		"object key: reports/2025/q3/summary-final.csv",         // a path
		"press any key: continue",                               // a word
		"key: 1234567890",                                       // a number
		"monkey=Xb9qLm2vR8tK4wZp",
		"keys_value=Xb9qLm2vR8tK4wZp7Tn3",                                                    // no key word
		"digest key=sha256:0d4e9b1c7a2f8e6d3c5b9a1f0e7d2c4b8a6f3e1d9c7b5a2f4e8d6c0b3a1f9e7d", // not the value class
		"ENOKEY = syscall.Errno(0x7e)",                                                       // code: a call
		"b64Key := base64.StdEncoding.EncodeToString(pubkey)",                                // code
		"object key: exports/2025-q3/region:eu/part-0001.parquet",                            // a path, no random core
		`hotkeyKey = "Ctrl+Shift+K"`,                                                         // short
		"key: https://vault.example.com/v1/transit/keys/Qm7vX2pL9sR4tN8w",                    // a URL
		`monkey := "Xb9q:Lm2v*R8tK4wZp7Tn3"`,                                                 // no key word
	}, []string{
		"[DEBUG] Using Key=Qm7vX2pL9sR4tN8wK3zH6yB1",
		"storageAccountKey: Zt4nW8qP2xK7mV3rL9sB6yH1cD5f",
		`-H "X-Auth-Key: cfq_Rk3Zt8nW2xP7mV4qL9sB6yH1cD5fJ0gT"`,
		"salesforce_key = aP9xQ2mL7vR4tK8zW3nB6yH1",
		`"staging_key": "Wq3Lz8Xv2Rt7Np4Km9Sb6Yh1"`,
		"ServiceKey=h7Gk2Qp9Lx4Vt8Rz3Mn6Wb1Y",
		"billing_key2 = Rz8Kq3Lm7Vx2Tp9Wn4Bs6Yh1",
		"spark.conf.storagekey=Nx5Rp2Lq8Wz3Kv7Tm4Bs9Yh6",
		"aes key = 9f3c2a7e1b4d8c6f0a2e5b7d9c1f3a6e8b0d2c4f6a8e1b3d5f7c9a2e4b6d8f0a", // hex alone: a key as often as a digest
		"Using Key=acme_live_Vx8Qm3Lz7Tp2Rk9Wn4Bs6Yh1",                               // a service's prefix, then the key
		"[DEBUG] Using vendor KEY=Tq8Wm2Xz5Rk9Lp3V:h*Q",                              // ":" and "*"
		"[DEBUG] Using Key=n4kq8t2w7xz3mp9r5vb6l:hq3t:7wz2mk9x4rp5t8vn2b/kqzt",       // ":" and "/", no upper case
		"Key = Zk3+Pq8mWx2R/vT9bN4=hL7cY6sD1fG5jK0a+Qe8=Rt3uI",                       // base64 with an inner "="
		"Key=9/4829105738291047/5829104738291056:3e8b1f7a9c2d4e6f8a0b1c3d5e7f9a2b",   // a personal access token's shape
		`vendorKey := "Xq3mR8tZ=Vb2nK7p+Lw9sD4f"`,                                    // quoted, "=" and "+"
		`vendorKey := " Hq8Zt3mWx2Rk9vL5nP4bY7cS "`,                                  // quoted, padded with blanks
		`vendorKey := "(Wq8Zt%mK3x&#Rv9L)n4bY"`,                                      // quoted, no run of 16, three cases
		"Key=" + strings.Repeat("Xq3mR8tZVb2nK7pL.", 12),                             // longer than gitleaks' 150 bytes
	})
}

// TestCodeIsNoKey: a value that is code — a call or a conversion up to
// its argument, a hexadecimal constant, a constant's or a type's name in
// camel case — is no key under any key word.
func TestCodeIsNoKey(t *testing.T) {
	keptAndRedacted(t, []string{
		`token := r.Header.Get("X-Token")`,
		`clientSecret := r.Form.Get("client_secret")`,
		"progressToken := req.Params.GetProgressToken()",
		"tokenInfo := auth.TokenInfoFromContext(req.Context())",
		"STATUS_BAD_TOKEN NTStatus = 0xC02900A2",
		"SESSION_TOKEN Handle = Handle(0x802800A2)",
		"config.ClientAuth = VerifyClientCertIfGiven",
		"var token = ClientAuthentication{",
	}, []string{
		"api_token = Xq3mR8tZVb2nK7pLw9sD4f",
		"api_token = 0x9f3c2a7e1b4d8c6f0a2e5b7d9c1f3a6e", // longer than a constant
		"api_token = suAQBaEyHrKbXNqWpLzT",               // letters alone, at random
		`api_token = "8Zq(Wm3xKt7L"`,                     // "(" after no name
	})
}

// TestAuthEndsAKey: "auth" as the last word of a key names a credential
// ("vendorAuth :=", "BASIC_AUTH="), as "auth" alone and npm's "_auth" do;
// not inside a word ("OAuth", an OAuth URN), and not before a word, a
// boolean or code.
func TestAuthEndsAKey(t *testing.T) {
	keptAndRedacted(t, []string{
		"basicAuth := true",
		"noAuth: false",
		`var ErrOAuth = errors.New("oauth error")`,
		`const grant = "urn:ietf:params:oauth:grant-type:jwt-bearer"`,
		`headerAuth := r.Header.Get("Authorization")`,
		"Author: Jane Doe <jane@example.com>",
		"auth: required",
	}, []string{
		"vendorAuth := q8zt3mwx2rk9vl5np4by7cs1dh6fj0g",
		"BASIC_AUTH=admin:Sup3rS3cretPw",
		`"auth": "dXNlcjpTdXAzclMzY3JldFB3"`,
		"_auth = bnBtdXNlcjpIdW50M3IyIzIwMjQ=",
	})
}
