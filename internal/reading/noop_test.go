package reading

import (
	"strings"
	"testing"
)

// TestNoOpIsNotDone: for a claim that something was changed, an item
// whose own count of that work is zero, or that says there was nothing to
// do, persists; the same item with the work counted above zero, or a claim
// that nothing changed, does not. Sentences written for this test.
func TestNoOpIsNotDone(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming: the work counted, or a claim of nothing changing
		{"The price script updated the product prices.", "product prices script finished: 340 rows updated", "affirms"},
		{"El script actualizó los precios de los productos.", "script de precios de productos terminado: 340 filas actualizadas", "affirms"},
		{"The orders migration updated the orders.", "orders migration completed. Matched: 120, Modified: 120", "affirms"},
		{"The tags backfill completed on all articles.", "articles tags backfill completed: 0 errors, 5,210 articles updated", "affirms"},
		{"The ledger sync deploy completed successfully.", "ledger sync deploy completed successfully in 42 s, 0 failures", "affirms"},
		{"The CDN distribution change was applied with terraform.", "aws_cloudfront_distribution.cdn: Modifications complete after 3m12s\n\nApply complete! Resources: 0 added, 1 changed, 0 destroyed.", "affirms"},
		// negating: nothing was done
		{"The CDN distribution change was applied with terraform.", "No changes. Your infrastructure matches the configuration.\n\nApply complete! Resources: 0 added, 0 changed, 0 destroyed.", "persists"},
		{"The orders migration updated the orders.", "orders migration completed. Matched: 120, Modified: 0", "persists"},
		{"El script actualizó los precios de los productos.", "script de precios de productos terminado: 0 filas actualizadas", "persists"},
		{"The products reindex re-indexed the catalog.", "products reindex of the catalog finished: 0 documents updated, took 12ms", "persists"},
		{"The playbook applied the new nginx config to the web hosts.", "nginx config playbook on web hosts finished: ok=5 changed=0 failed=0", "persists"},
		{"The schema migration was applied to the billing database.", "billing database: migration run completed. Nothing to migrate.", "persists"},
		{"The hotfix deploy pulled the new build onto the app servers.", "hotfix deploy on app servers: git pull finished -> Already up to date.", "persists"},
		{"用户手机号更新脚本已经完成更新。", "用户手机号更新脚本执行完成，更新了 0 条记录", "persists"},
	})
}

// FuzzIndexFold holds indexFold to the comparison at every place it
// replaces.
func FuzzIndexFold(f *testing.F) {
	for _, s := range [][2]string{{"Apply complete! Resources: 0 added", "resources"}, {"X-Cache: HIT", "x-cache: hit"}, {"数据来自缓存", "来自缓存"},
		{"Éxito total", "éxito"}, {"", "a"}, {"abc", ""}, {"aAaA", "aa"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, s, sub string) {
		want := -1
		for i := 0; i+len(sub) <= len(s); i++ {
			if strings.EqualFold(s[i:i+len(sub)], sub) {
				want = i
				break
			}
		}
		if got := indexFold(s, sub); got != want {
			t.Fatalf("indexFold(%q, %q) = %d, want %d", s, sub, got, want)
		}
	})
}
