package redact

import "testing"

// TestBareKeyWord: a value under a key whose last word is "key" ("Key=",
// "storageAccountKey:", "X-Auth-Key:") is redacted when gitleaks' generic
// rule would take it (its value class, above its entropy floor) and it
// looks like a key; a word, a number, a digest, a UUID, a path or a key
// that names no secret (sort, cache, primary …) stays.
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
	})
}
