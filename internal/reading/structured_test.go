package reading

import "testing"

// TestChangeRows reads each structured output row against a claim that
// says something of it, both ways: the output agrees or refutes.
func TestChangeRows(t *testing.T) {
	plan := func(add, change, destroy string) string {
		return "Terraform will perform the following actions:\n\nPlan: " + add + " to add, " + change + " to change, " + destroy + " to destroy.\n"
	}
	tests := []struct {
		row, claim, content, source string
		want                        Outcome
		rule                        string
	}{
		{"tf-plan", "The plan destroys nothing.", plan("0", "2", "0"), "terraform plan", Pass, "tf-plan"},
		{"tf-plan", "The plan destroys nothing.", plan("0", "0", "1"), "terraform plan", Fail, "tf-destroys"},
		{"tf-replace", "This plan only updates tags in place.", "  # terraform_data.db must be replaced\n" + plan("1", "1", "1"), "terraform plan", Fail, "tf-destroys"},
		{"tf-no-changes", "The infrastructure matches the configuration (no drift).", "No changes. Your infrastructure matches the configuration.\n", "terraform plan", Pass, "tf-plan"},
		{"tf-no-changes", "The infrastructure matches the configuration (no drift).", plan("1", "0", "0"), "terraform plan", Fail, "tf-changes"},
		{"tf-apply", "The apply creates the orders bucket.", "Apply complete! Resources: 0 added, 0 changed, 0 destroyed.\n", "terraform apply", Fail, "tf-noop"},
		{"git-clean", "Everything is committed; the working tree is clean.", "On branch main\nnothing to commit, working tree clean\n", "git status", Pass, "git-clean"},
		{"git-dirty", "Everything is committed; the working tree is clean.", "On branch main\nChanges not staged for commit:\n\tmodified:   a.go\n", "git status", Fail, "git-dirty"},
		{"git-diff-stat", "The branch only changes files under docs/.", " docs/a.md | 2 +-\n docs/b.md | 4 ++--\n 2 files changed\n", "git diff --stat", Pass, "diff-inside"},
		{"git-diff-stat", "The branch only changes documentation.", " docs/a.md | 2 +-\n src/b.go | 4 ++--\n 2 files changed\n", "git diff --stat", Fail, "diff-outside"},
		{"git-diff-stat", "The proration branch changes only files under billing/.", " billing/proration/days.go | 3 ++-\n docs/billing.md | 2 ++\n 2 files changed\n", "git diff --stat base HEAD", Fail, "diff-outside"},
		{"git-diff-stat", "The proration branch changes only files under billing/.", " billing/proration/days.go | 3 ++-\n billing/proration/days_test.go | 9 +++++++++\n 2 files changed\n", "git diff --stat base HEAD", Pass, "diff-inside"},
		{"git-log", "The INV-1042 hotfix is merged into main.", "4bbfa40 hotfix(billing): INV-1042 invoices skipped\n7aff186 billing: initial import\n", "git log --oneline main", Pass, "git-log-contains"},
		{"git-log", "The INV-1043 hotfix is merged into main.", "4bbfa40 hotfix(billing): INV-1042 invoices skipped\n", "git log --oneline main", None, ""},
	}
	for _, tt := range tests {
		c := NewClaim(tt.claim)
		r := c.Read(Input{Content: tt.content, Source: tt.source})
		if r.Outcome != tt.want || r.Rule != tt.rule {
			t.Errorf("%s: %q against %q: outcome %q rule %q, want %q %q", tt.row, tt.claim, tt.content, r.Outcome, r.Rule, tt.want, tt.rule)
		}
	}
}

// TestCountMismatch: a content that gives another number of what the claim
// counts does not affirm it; the same number, or none, says nothing.
func TestCountMismatch(t *testing.T) {
	tests := []struct {
		claim, content string
		mismatch       bool
	}{
		{"The webhook retry loop gives up after 5 attempts.", "const maxAttempts = 3\nfor i := 0; i < maxAttempts; i++ {", true},
		{"The webhook retry loop gives up after 5 attempts.", "const maxAttempts = 5", false},
		{"The webhook retry loop gives up after 5 attempts.", "gave up after 3 attempts, then after 5 attempts", false},
		{"All 6 replicas are ready.", "replicas: 4 ready", true},
		{"All 6 replicas are ready.", "replicas: 6 ready", false},
		{"All 6 replicas are ready.", "2 replicas available", true},
		{"The export writes 12 files.", "export done", false},
	}
	for _, tt := range tests {
		c := NewClaim(tt.claim)
		if got := countMismatch(tt.content, c.counts) != ""; got != tt.mismatch {
			t.Errorf("%q against %q: mismatch %v, want %v", tt.claim, tt.content, got, tt.mismatch)
		}
	}
}
