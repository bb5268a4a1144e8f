package reading

import "testing"

// TestChineseNegatedOwnVerb: 没有/没/未/尚未/还没 before the verb a Chinese
// claim says was reached denies it; the verb without one, or another
// verb denied, does not.
func TestChineseNegatedOwnVerb(t *testing.T) {
	cases := []affirmCase{
		{"服务已经恢复", "服务没有恢复，错误率 40%", false},
		{"服务已经恢复", "到现在服务还没恢复", false},
		{"支付接口已恢复", "支付接口仍未恢复，超时持续", false},
		{"夜间同步已经完成", "夜间同步尚未完成，停在第 12 步", false},
		{"登录问题已修复", "登录问题并没有修复，用户还是进不去", false},
		{"配置已生效", "配置未生效", false},
		// The verb reached, or a negator before another word.
		{"服务已经恢复", "服务已恢复，错误率 0.1%", true},
		{"支付接口已恢复", "支付接口已恢复正常，没有新的超时", true},
		{"夜间同步已经完成", "夜间同步已完成，没有报错", true},
		{"配置已生效", "配置已生效，未发现异常", true},
		{"服务已经恢复", "服务已经恢复，没有再出现 502", true},
	}
	checkAffirms(t, cases)
	checkRefutes(t, cases)
}

// checkRefutes reports a negating case not read as showing the claim does
// not hold: unaffirmed is not enough where the content denies it.
func checkRefutes(t *testing.T, cases []affirmCase) {
	t.Helper()
	for _, tc := range cases {
		if r := NewClaim(tc.claim).Read(Input{Content: tc.content}); !tc.affirms && !r.Persists && !r.Refutes && r.Outcome != Fail {
			t.Errorf("%q ← %q: neither persists nor refutes (rule %s, outcome %s)", tc.claim, tc.content, r.Rule, r.Outcome)
		}
	}
}
