package reading

import "testing"

// TestChangeScope: a changed-file list read against the scope the claim
// gives its change — a package or directory named as the only one
// changed, a kind or path of file named as untouched — in a `git diff
// --stat` or a `git status --short`.
func TestChangeScope(t *testing.T) {
	cases := []affirmCase{
		// A listed file outside the scope refutes it.
		{"only the billing package changed", " billing/invoice.go | 12 +++--\n api/server.go | 3 +-\n 2 files changed, 10 insertions(+), 5 deletions(-)", false},
		{"the CSS was not touched", " web/theme.css | 4 ++--\n app/main.go | 2 +-\n 2 files changed", false},
		{"only files under docs/ changed", " docs/a.md | 2 +-\n cmd/main.go | 1 +\n 2 files changed", false},
		{"solo cambió el paquete payments", " M internal/payments/charge.go\n M internal/auth/token.go", false},
		{"the stylesheets were not modified", "M  static/site.scss\n?? notes/todo.md", false},
		{"the templates were not touched", " R  views/a.html -> views/b.html\n M main.go", false},
		{"只改了 billing 包", " billing/a.go | 2 +-\n web/x.ts | 9 +++++++--\n 2 files changed", false},
		// A list inside it shows it.
		{"only the billing package changed", " billing/invoice.go | 12 +++--\n billing/tax.go | 3 +-\n 2 files changed, 10 insertions(+), 5 deletions(-)", true},
		{"only the billing package changed", " M internal/billing/invoice.go\n M internal/billing/tax.go", true},
		{"only files under docs/ changed", " docs/a.md | 2 +-\n docs/b.md | 1 +\n 2 files changed", true},
		{"solo cambió el paquete payments", " M internal/payments/charge.go\n M internal/payments/refund.go", true},
		{"the change touches only the api directory", " api/server.go | 2 +-\n api/routes.go | 4 ++--\n 2 files changed", true},
	}
	checkAffirms(t, cases)
	checkRefutes(t, cases)
}

// TestChangeScopeMarks: the words that limit a change to what follows
// them, beside "only".
func TestChangeScopeMarks(t *testing.T) {
	checkAffirms(t, []affirmCase{
		{"the change is limited to the billing package", " billing/a.go | 2 +-\n api/server.go | 3 +-\n 2 files changed", false},
		{"no changes outside the billing directory", " billing/a.go | 2 +-\n api/server.go | 3 +-\n 2 files changed", false},
		{"el cambio se limita al paquete billing", " M billing/a.go\n M api/server.go", false},
		{"the change is confined to docs/", " docs/a.md | 2 +-\n main.go | 1 +\n 2 files changed", false},
		{"改动仅限于 billing 目录", " M billing/a.go\n M web/x.ts", false},
		{"the change is limited to the billing package", " billing/a.go | 2 +-\n billing/b.go | 3 +-\n 2 files changed", true},
		{"no changes outside the billing directory", " billing/a.go | 2 +-\n internal/billing/b.go | 3 +-\n 2 files changed", true},
		{"el cambio se limita al paquete billing", " M billing/a.go\n M billing/b.go", true},
		{"the change is confined to docs/", " docs/a.md | 2 +-\n docs/b.md | 1 +\n 2 files changed", true},
		{"改动仅限于 billing 目录", " M billing/a.go\n M billing/x.go", true},
	})
}
