package reading

import "testing"

// TestBeforeThenAfter: an item that reports the state before a change and
// then the state after it gives its result in the later part; what the
// earlier part says — a failure, a count short of its whole — is history.
// A persistence marker, or a failure in the later part, is the state now.
func TestBeforeThenAfter(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming: the failure is before, the success after
		{"The importer no longer fails.", "Before the patch, the importer failed 7 of 40 runs; after the patch, it completed 40 of 40 runs", "affirms"},
		{"The nightly export no longer fails.", "nightly export: before the fix 3 of 10 runs failed; after the fix it completed every run", "affirms"},
		{"El envío de facturas ya no falla.", "envío de facturas: antes del cambio fallaban 12 de 50; después del cambio, se completó sin errores", "affirms"},
		{"导出任务不再失败了。", "导出任务修复之前 10 次里有 3 次失败；修复之后 10 次全部完成", "affirms"},
		{"The sync job no longer fails.", "Before the change, the sync job failed twice a day. Now the sync job completes without errors.", "affirms"},
		// negating: the later part, or a persistence marker, fails
		{"The importer no longer fails.", "Before the patch, the importer failed 7 of 40 runs; after the patch, it failed 3 of 40 runs", "fail|persists"},
		{"The nightly export no longer fails.", "nightly export: it failed before the fix, and it still fails now", "persists"},
		{"El envío de facturas ya no falla.", "envío de facturas: antes del cambio fallaban 12 de 50; después del cambio siguen fallando 12 de 50", "persists|fail"},
		{"导出任务不再失败了。", "导出任务修复之前 10 次里有 3 次失败；修复之后仍然有 3 次失败", "persists|fail"},
		{"The sync job no longer fails.", "Before the change, the sync job failed twice a day. Now the sync job still fails once a day.", "persists|fail"},
	})
}

// TestChangeClauseNamesWhatChanged: a failure word between a change
// clause's lead and its passive verb ("after the old error page was
// replaced") names what was changed, not a failure the item observed;
// what follows the change is still read.
func TestChangeClauseNamesWhatChanged(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"The health endpoint returns 200.", "GET /health -> HTTP/1.1 200 OK (after the old error page was replaced)", "affirms"},
		{"The checkout page loads.", "after the error handler was removed the checkout page loads in 1.2 s", "affirms"},
		{"The login page loads again.", "since the broken redirect was reverted, the login page loads again", "affirms"},
		{"The status endpoint returns 200.", "curl /status -> HTTP/1.1 200 OK, once the failing probe was disabled", "affirms"},
		{"The upload page works now.", "the upload page works now, after the timeout error banner was deleted", "affirms"},
		// negating: the failure is seen, after or beside the change
		{"The checkout page loads.", "when the checkout page was loaded it showed an error", "fail|persists"},
		{"The checkout page loads.", "after the cache was cleared, the checkout page still shows an error", "persists|fail"},
		{"The health endpoint returns 200.", "GET /health -> HTTP/1.1 500 Internal Server Error (after the old error page was replaced)", "fail"},
		{"The login page loads again.", "since the redirect was reverted, the login page fails with an error", "fail|persists"},
		{"The upload page works now.", "after the banner was deleted the upload page still errors", "persists|fail"},
	})
}
