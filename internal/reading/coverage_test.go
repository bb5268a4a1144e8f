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
