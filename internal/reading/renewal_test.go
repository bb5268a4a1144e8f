package reading

import "testing"

// TestRenewalBesideOld: a renewal is observed by the new validity, and the
// old certificate's or key's state beside it ("the previous one expired Dec
// 3") is the state before, not a persisting expiry. The old date alone, an
// expiry said of the current one, a plan, is not green.
func TestRenewalBesideOld(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"The TLS certificate for shop.example.net is renewed.", "shop.example.net now serves a certificate valid until Feb 9 2027; the old certificate expired Nov 30 2026.", "affirms"},
		{"The TLS certificate for shop.example.net is renewed.", "openssl on shop.example.net: certificate notAfter=Feb  9 12:00:00 2027 GMT; the previous one expired Nov 30.", "affirms"},
		{"El certificado TLS de shop.example.net está renovado.", "shop.example.net sirve un certificado válido hasta el 9 feb 2027; el certificado anterior caducó el 30 nov.", "affirms"},
		{"El certificado de shop.example.net está renovado.", "shop.example.net: certificado vigente hasta 2027-02-09, el anterior expirado el 30 nov.", "affirms"},
		{"shop.example.net 的证书已续期。", "shop.example.net 证书有效期至 2027-02-09，旧证书已于 11 月 30 日过期。", "affirms"},
		// negating
		{"The TLS certificate for shop.example.net is renewed.", "shop.example.net: certificate has expired (Nov 30 2026).", "persists|unaffirmed|"},
		{"The TLS certificate for shop.example.net is renewed.", "The previous certificate of shop.example.net expired Nov 30.", "unaffirmed|persists|"},
		{"The TLS certificate for shop.example.net is renewed.", "We will renew the shop.example.net certificate tomorrow; the old one expired Nov 30.", "unaffirmed|persists|"},
		{"El certificado TLS de shop.example.net está renovado.", "El certificado de shop.example.net está caducado desde el 30 nov.", "persists|unaffirmed|"},
		{"shop.example.net 的证书已续期。", "shop.example.net 证书已过期，还没续期。", "persists|unaffirmed|"},
		{"The TLS certificate for shop.example.net is renewed.", "shop.example.net still serves the old certificate, which expired Nov 30.", "persists|unaffirmed|"},
	})
}
