package reading

import "testing"

// TestChangedFilesAgainstExclusions: a changed-file list that holds a file
// the claim says was not touched, or one outside the only change it
// names, refutes it, in en/es/zh; one that holds none of them shows it.
func TestChangedFilesAgainstExclusions(t *testing.T) {
	stat := func(files ...string) string {
		s := "$ git diff --stat main\n"
		for _, f := range files {
			s += " " + f + " | 4 ++--\n"
		}
		return s + " 2 files changed, 4 insertions(+), 4 deletions(-)"
	}
	checkAffirms(t, []affirmCase{
		{"The fix only touches parser.go; config.go was not touched.", stat("parser.go", "config.go"), false},
		{"The change does not touch the migrations.", stat("internal/db/migrations/0042.sql", "internal/api/handler.go"), false},
		{"Only docs changed; no Go files were modified.", stat("docs/setup.md", "internal/api/server.go"), false},
		{"Solo cambió el README; el código no se tocó.", stat("README.md", "src/app.ts"), false},
		{"只改了文档，没有改动 main.go。", stat("docs/guide.md", "main.go"), false},
		{"The fix only touches parser.go; config.go was not touched.", stat("parser.go", "internal/syntax/parser.go"), true},
		{"The change does not touch the migrations.", stat("internal/api/handler.go", "internal/api/handler_test.go"), true},
		{"Only docs changed; no Go files were modified.", stat("docs/setup.md", "README.md"), true},
		{"Solo cambió el README; el código no se tocó.", stat("README.md", "docs/es/README.md"), true},
		{"只改了文档，没有改动 main.go。", stat("docs/guide.md", "docs/faq.md"), true},
	})
}
