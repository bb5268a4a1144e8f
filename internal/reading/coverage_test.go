package reading

import (
	"slices"
	"testing"
)

// TestCoverageOfListedInstances: a claim that lists the instances it holds
// for is affirmed by an item that observed each of them, not by one that
// names a part of them.
func TestCoverageOfListedInstances(t *testing.T) {
	checkAffirms(t, []affirmCase{
		// every member observed
		{"Login works on both iOS and Android.", "login succeeded on iOS 17 and on Android 14, 20 attempts each", true},
		{"The CDN serves the new certificate in us-east-1, eu-west-1 and ap-south-1.", "openssl s_client: the new certificate is served in us-east-1, eu-west-1 and ap-south-1", true},
		{"Push notifications arrive on both iOS and Android.", "push notifications arrived on the iOS device and the Android device within 2 s", true},
		{"El pago funciona tanto en Chrome como en Firefox.", "probé el pago en Chrome y en Firefox: funciona en los dos", true},
		{"登录在 iOS 和 Android 上都正常。", "iOS 和 Android 上登录都正常，各测 20 次", true},
		// a part observed
		{"Login works on both iOS and Android.", "tested login on Android: works", false},
		{"The CDN serves the new certificate in us-east-1, eu-west-1 and ap-south-1.", "openssl s_client: the new certificate is served in us-east-1 and eu-west-1", false},
		{"Push notifications arrive on both iOS and Android.", "push notifications arrived on the iOS device within 2 s", false},
		{"El pago funciona tanto en Chrome como en Firefox.", "probé el pago en Chrome: funciona", false},
		{"登录在 iOS 和 Android 上都正常。", "Android 上登录正常，测了 20 次", false},
		{"The CSV export works for both CSV and JSON.", "the JSON export works: 200 rows written", false},
	})
}

func TestListedMembers(t *testing.T) {
	for _, tc := range []struct {
		claim string
		want  []string
	}{
		{"Login works on both iOS and Android.", []string{"ios", "android"}},
		{"It works in Chrome, Firefox and Safari.", []string{"chrome", "firefox", "safari"}},
		{"El pago funciona tanto en Chrome como en Firefox.", []string{"chrome", "firefox"}},
		{"Funciona en iOS y Android.", []string{"ios", "android"}},
		{"登录在 iOS 和 Android 上都正常。", []string{"ios", "android"}},
		{"华东和华南的接口都恢复了。", []string{"华东", "华南"}},
		// no list of instances
		{"The login and signup flows work.", nil},
		{"The job works in production and returns 200.", nil},
		{"Login works on iOS.", nil},
		{"登录和注册正常。", nil},
		{"The cache is warm and the API responds.", nil},
	} {
		if got := listedMembers(tc.claim); !slices.Equal(got, tc.want) {
			t.Errorf("listedMembers(%q) = %q, want %q", tc.claim, got, tc.want)
		}
	}
}

// TestCoverageOfEveryInstance: a claim of every instance of a kind is
// affirmed by an item that says it observed all of them, or names as many
// as the claim counts; one that names a part of "all N" affirms what it
// saw (the universal shape keeps it SUPPORTED), one of "both" does not.
func TestCoverageOfEveryInstance(t *testing.T) {
	checkAffirms(t, []affirmCase{
		// all observed
		{"The new certificate is served on all 14 PoPs.", "checked all 14 PoPs with openssl: every one serves the new certificate", true},
		{"The API returns 200 in all three regions.", "the API returns 200 in us-east-1, eu-west-1 and ap-south-1", true},
		{"The rate limiter works on all 9 nodes.", "curl against each of the 9 nodes: the rate limiter works, 429 after the 100th request", true},
		{"El login funciona en ambas plataformas.", "el login funciona en ambas plataformas (iOS y Android)", true},
		{"登录在两个平台上都正常。", "iOS 和 Android 两个平台登录都正常", true},
		{"The new config works in both regions.", "checked both regions with curl: the new config works, HTTP 200 with the new header", true},
		// a part observed of "all N": the universal shape's (SPEC §4.3: one
		// instance seen is SUPPORTED at most, the missing proof names the
		// others; decided in session 36, where two blind corpora read it so)
		{"The new certificate is served on all 14 PoPs.", "the new certificate is served on the Frankfurt PoP", true},
		{"The API returns 200 in all three regions.", "the API returns 200 in us-east-1 and eu-west-1", true},
		{"The rate limiter works on all 9 nodes.", "the rate limiter works on node-3", true},
		// …but a part that fails, or a count short of the whole, is none
		{"The rate limiter works on all 9 nodes.", "the rate limiter works on node-3; node-5 still lets everything through", false},
		{"The API returns 200 in all three regions.", "only 2 of 3 regions return 200", false},
		// a part of "both": the two are a list the items cover together
		{"El login funciona en ambas plataformas.", "el login funciona en Android", false},
		{"登录在两个平台上都正常。", "登录在 Android 上正常", false},
		{"The new config works in both regions.", "checked eu-west-1 with curl: the new config works, HTTP 200 with the new header", false},
	})
	// Uncounted, one instance seen is the universal shape's SUPPORTED at
	// most (the claim's rules), not a part the reader takes back.
	checkAffirms(t, []affirmCase{
		{"All school tenants can log in with Google SSO now.", "Google SSO login on tenant lincoln-hs works", true},
	})
}

// TestCoversAPart: an item that observed a part of the claim's list says
// which part, so that items which together observe every one affirm the
// claim together (internal/claim); a part read otherwise says none.
func TestCoversAPart(t *testing.T) {
	c := NewClaim("Login works on both iOS and Android.")
	for _, tc := range []struct {
		content string
		want    []string
	}{
		{"iOS 17: login works, 20 of 20", []string{"ios"}},
		{"Android 14: login works, 20 of 20", []string{"android"}},
		{"login works on iOS and Android", nil},
		{"login still fails on Android", nil},
	} {
		if got := c.Read(Input{Content: tc.content}).Covers; !slices.Equal(got, tc.want) {
			t.Errorf("%q covers %q, want %q", tc.content, got, tc.want)
		}
	}
}
