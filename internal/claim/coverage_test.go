package claim

import (
	"testing"

	"github.com/ackrite/ackrite/internal/evidence"
	"github.com/ackrite/ackrite/internal/proof"
)

// TestPartsCoverTheList: items that each observed a part of the instances
// a claim lists affirm it together when every one is observed; a part, or
// the same part twice, does not.
func TestPartsCoverTheList(t *testing.T) {
	r := 0.9
	item := func(content string) evidence.Item {
		return evidence.Item{Type: evidence.ObservedBehavior, Content: content, Polarity: evidence.Supports, Reliability: &r}
	}
	for _, tc := range []struct {
		claim string
		items []string
		green bool
	}{
		{"Login works on both iOS and Android.", []string{"iOS 17: login works, 20 of 20", "Android 14: login works, 20 of 20"}, true},
		{"El pago funciona tanto en Chrome como en Firefox.", []string{"probé el pago en Chrome: funciona", "probé el pago en Firefox: funciona"}, true},
		{"The new certificate is served in us-east-1, eu-west-1 and ap-south-1.", []string{"the new certificate is served in us-east-1 and eu-west-1", "the new certificate is served in ap-south-1"}, true},
		{"Login works on both iOS and Android.", []string{"iOS 17: login works, 20 of 20"}, false},
		{"Login works on both iOS and Android.", []string{"iOS 17: login works, 20 of 20", "iOS 16: login works, 20 of 20"}, false},
		{"El pago funciona tanto en Chrome como en Firefox.", []string{"probé el pago en Chrome: funciona", "probé el pago en Firefox: sigue fallando"}, false},
		{"The new certificate is served in us-east-1, eu-west-1 and ap-south-1.", []string{"the new certificate is served in us-east-1 and eu-west-1", "the new certificate is served in us-east-1 again"}, false},
	} {
		var items []evidence.Item
		for _, c := range tc.items {
			items = append(items, item(c))
		}
		a := Classify(tc.claim, items, proof.Domain(""))
		green := a.Status == Known || a.Status == Supported
		if green != tc.green {
			t.Errorf("%q ← %q: %s, want green %v", tc.claim, tc.items, a.Status, tc.green)
		}
	}
}
