package reading

import "testing"

func TestZZ(t *testing.T) {
	for _, tc := range [][2]string{
		{"安卓 6.2 版本的闪退问题已修复。", "在 6.1.8 版本上一整天没有看到闪退。"},
		{"安卓 6.2 版本的闪退问题已修复。", "在 6.2.0 版本上一整天没有看到闪退。"},
		{"The Android 6.2 crash is fixed.", "No crash all day on version 6.1.8."},
		{"The Android 6.2 crash is fixed.", "No crash all day on version 6.2.0."},
	} {
		r := NewClaim(tc[0]).Read(Input{Content: tc[1]})
		t.Logf("%q ← %q: affirms %v rule %s wanted %q", tc[0], tc[1], r.Affirms, r.Rule, r.Wanted)
	}
}
