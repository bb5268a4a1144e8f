package reading

import "testing"

// TestObservedBeforeTheChange: an observation placed before the change the
// claim is about — in words, or by clock times — does not affirm it; the
// same observation after the change, or a before beside an after, does.
// Sentences written for this test.
func TestObservedBeforeTheChange(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming: observed after the change
		{"Checkout works in production after the hotfix.", "Hotfix rolled out at 14:00. Checked checkout in production at 14:32: order placed and confirmation shown.", "affirms"},
		{"El inicio de sesión funciona después del despliegue.", "Después del despliegue de hoy probé el inicio de sesión y funciona.", "affirms"},
		{"The nightly report job completes now.", "The release went out at 01:10; the nightly report job ran at 02:00 and completed in 4 min.", "affirms"},
		{"The CSV import handles semicolon files now.", "Before the patch the semicolon file failed to import; after the patch the CSV import of the semicolon file completed with 80 rows.", "affirms"},
		{"登录页面现在可以正常打开了。", "修复上线后测试过，登录页面可以正常打开。", "affirms"},
		// negating: observed before it
		{"Checkout works in production after the hotfix.", "Checked checkout in production at 14:02: order placed and confirmation shown. Hotfix rolled out at 14:30.", "pass|unaffirmed"},
		{"The new release made the search page load in under 1 s.", "Search page measured yesterday, before today's release: loads in 0.8 s.", "pass|unaffirmed"},
		{"El parche arregló el error de inicio de sesión.", "Inicié sesión sin errores a las 10:05; el parche se desplegó a las 11:30.", "pass|unaffirmed"},
		{"El inicio de sesión funciona después del despliegue.", "Antes del despliegue de hoy probé el inicio de sesión y funciona.", "pass|unaffirmed"},
		{"登录页面现在可以正常打开了。", "上线前测试过，登录页面可以正常打开。", "pass|unaffirmed"},
		{"修复后登录页面正常了。", "09:00 测试登录页面正常，修复是 10:30 才上线的。", "pass|unaffirmed"},
		{"The export job completes after the upgrade.", "Prior to the upgrade, the export job completed in 3 minutes.", "pass|unaffirmed"},
	})
}
