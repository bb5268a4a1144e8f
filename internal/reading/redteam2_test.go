package reading

import "testing"

// The second red-team pass of issue 20 (fg8): negating situations of
// classes the first pass (redteam_test.go) did not cover, each beside
// affirming ones of the same shape done right. Sentences written for these
// tests, not taken from a corpus; the first negating rows of each table
// are the situations that read green before the fix.

const unaffirmedOK = "pass|unaffirmed|irrelevant|"

// TestNamedMembers: a claim that names the things it holds for ("both iOS
// and Android") is not shown by an item that names one and not another.
func TestNamedMembers(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"Push notifications work on both iOS and Android.", "Push notifications arrived on the iPhone 15 (iOS 17) and the Pixel 8 (Android 14) test devices within 2 s.", "affirms"},
		{"Las notificaciones funcionan en iOS y Android.", "Las notificaciones llegaron a los dispositivos iOS y Android de prueba en 2 s.", "affirms"},
		{"推送通知在 iOS 和 Android 上都能正常工作。", "推送通知在 iOS 和 Android 测试机上都在 2 秒内收到。", "affirms"},
		{"Checkout works in Chrome, Firefox and Safari.", "Checkout completed in Chrome 120, Firefox 121 and Safari 17 on the staging build.", "affirms"},
		{"The export works for CSV and XLSX.", "Export of March invoices completed as CSV and as XLSX, both files opened fine.", "affirms"},
		{"The login works and the logout works.", "Login works; logout works as well.", "affirms"},
		// negating
		{"Push notifications work on both iOS and Android.", "Push notifications arrived on the Pixel 8 (Android 14) test device within 2 s.", unaffirmedOK},
		{"Las notificaciones funcionan en iOS y Android.", "Las notificaciones llegaron al dispositivo Android de prueba en 2 s.", unaffirmedOK},
		{"推送通知在 iOS 和 Android 上都能正常工作。", "推送通知在 Android 测试机上 2 秒内收到。", unaffirmedOK},
		{"Checkout works in Chrome, Firefox and Safari.", "Checkout completed in Chrome 120 and Firefox 121 on the staging build.", unaffirmedOK},
		{"The export works for CSV and XLSX.", "Export of March invoices completed as CSV, the file opened fine.", unaffirmedOK},
		{"El pago funciona con Visa y Mastercard.", "El pago con una Visa de prueba se completó correctamente.", unaffirmedOK},
		{"支付在 Visa 与 Mastercard 上都能成功。", "Mastercard 测试卡支付成功。", unaffirmedOK},
	})
}

// TestOneTryForEvery: a claim of what happens on every occasion ("never
// fails", "siempre", "每次") is not shown by one try.
func TestOneTryForEvery(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"The upload never fails on slow networks.", "Ran 500 uploads on a throttled 3G profile: 500 succeeded, 0 failed.", "affirms"},
		{"La subida nunca falla.", "Probé 200 subidas seguidas: 200 correctas, 0 fallos.", "affirms"},
		{"上传从不失败。", "连续上传 300 次，全部成功，失败 0 次。", "affirms"},
		{"The sync always completes.", "sync: 1,440 runs over 24 h, 1,440 completed, 0 failed", "affirms"},
		{"The app never crashes on resume.", "Resumed the app 100 times on 3 devices: 0 crashes.", "affirms"},
		// negating
		{"The upload never fails on slow networks.", "Tried one upload on a throttled 3G profile: it succeeded.", unaffirmedOK},
		{"La subida nunca falla.", "Probé una subida una vez y funcionó.", unaffirmedOK},
		{"上传从不失败。", "试了一次上传，成功了。", unaffirmedOK},
		{"The sync always completes.", "I ran the sync once and it completed.", unaffirmedOK},
		{"The app never crashes on resume.", "Tested once on my phone: resumed fine.", unaffirmedOK},
		{"El login siempre funciona.", "Hice un intento de login y funcionó.", unaffirmedOK},
		{"登录每次都能成功。", "只试了一次登录，成功。", unaffirmedOK},
	})
}

// TestEmptyBody: a claim that something returns content is not shown by a
// response with an empty body.
func TestEmptyBody(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"The GET /profile endpoint returns the user's profile.", "GET /profile returned 200 with the user's profile JSON (id, name, email).", "affirms"},
		{"El endpoint /perfil devuelve el perfil del usuario.", "GET /perfil devolvió 200 con el perfil del usuario (id, nombre, email).", "affirms"},
		{"DELETE /sessions/42 returns 204 with an empty body.", "DELETE /sessions/42 → 204 No Content, empty body; session 42 is gone from GET /sessions.", "affirms"},
		{"The search API returns results for 'shoes'.", "GET /search?q=shoes returned 200 with 48 results.", "affirms"},
		{"The report endpoint returns the March report.", "GET /reports/2024-03 returned 200 and the March report PDF (1.2 MB).", "affirms"},
		// negating
		{"The GET /profile endpoint returns the user's profile.", "GET /profile returned 200 with an empty body (Content-Length: 0).", "persists"},
		{"El endpoint /perfil devuelve el perfil del usuario.", "GET /perfil devolvió 200 con el cuerpo vacío.", "persists"},
		{"用户资料接口返回用户资料。", "GET /profile 返回 200，响应体为空。", "persists"},
		{"The search API returns results for 'shoes'.", "GET /search?q=shoes returned 200, body: []", "persists"},
		{"The report endpoint returns the March report.", "GET /reports/2024-03 returned 200 but the response was empty.", "persists|fail"},
	})
}

// TestRedirectToErrorPage: a 200 reached through a redirect to an error
// page is the error page's.
func TestRedirectToErrorPage(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"The password reset page works.", "GET /reset returned 200 and rendered the reset form.", "affirms"},
		{"The login page loads.", "GET /login followed a 301 to /login/ and returned 200 with the login form.", "affirms"},
		{"La página de pago funciona.", "GET /pago devolvió 200 y mostró el formulario de pago.", "affirms"},
		{"结账页面可以正常打开。", "GET /checkout 返回 200，页面正常显示。", "affirms"},
		{"The old /help URL redirects to the docs.", "GET /help returned 301 to /docs, then 200 with the docs page.", "affirms"},
		// negating
		{"The password reset page works.", "GET /reset returned 200 after a 302 redirect to /error?code=500.", "persists"},
		{"The login page loads.", "GET /login was redirected to /oops and returned 200.", "persists"},
		{"La página de pago funciona.", "GET /pago redirigió a la página de error y devolvió 200.", "persists"},
		{"结账页面可以正常打开。", "GET /checkout 重定向到错误页，返回 200。", "persists"},
		{"The settings page works.", "GET /settings: 302 to /error.html, then 200 OK.", "persists"},
	})
}

// TestCachedForFresh: a claim of fresh or live data is not shown by a
// response served from a cache.
func TestCachedForFresh(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"The dashboard loads fresh data.", "The dashboard loaded data from the origin (X-Cache: MISS), timestamps from the last minute.", "affirms"},
		{"The prices page shows the latest prices.", "The prices page showed the prices published at 10:02, fetched at 10:03.", "affirms"},
		{"El panel muestra datos actualizados.", "El panel mostró los datos de las 10:02, consultados a las 10:03.", "affirms"},
		{"看板显示的是最新数据。", "看板已显示最新数据：10:03 刷新，数据直接来自数据库。", "affirms"},
		{"The feed shows the latest posts.", "The feed showed the latest posts, including one published 5 s earlier.", "affirms"},
		// negating
		{"The dashboard loads fresh data.", "The dashboard loaded from cache (X-Cache: HIT, age 3600 s).", unaffirmedOK},
		{"The prices page shows the latest prices.", "The prices page showed prices, served from the CDN cache (cache hit).", unaffirmedOK},
		{"El panel muestra datos actualizados.", "El panel mostró los datos desde la caché del navegador.", unaffirmedOK},
		{"看板显示的是最新数据。", "看板打开了，数据来自缓存。", unaffirmedOK},
		{"The feed shows the latest posts.", "The feed showed posts from a cached response.", unaffirmedOK},
	})
}

// TestManualStepWhereNoneClaimed: a claim that something works without a
// manual step is not shown by a success after one.
func TestManualStepWhereNoneClaimed(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"The deploy succeeds without manual steps.", "The deploy pipeline ran end to end with no intervention and succeeded at 10:14.", "affirms"},
		{"El despliegue funciona sin pasos manuales.", "El despliegue terminó correctamente a las 10:14, sin intervención de nadie.", "affirms"},
		{"部署不需要手动步骤就能成功。", "部署流水线从头到尾自动运行，10:14 成功。", "affirms"},
		{"The certificate renews automatically.", "The certificate was renewed by the cron job at 02:00; expiry now 2027-03-01.", "affirms"},
		{"The manual failover works.", "After I manually promoted the replica, the failover completed in 40 s.", "affirms"},
		// negating
		{"The deploy succeeds without manual steps.", "The deploy succeeded after I manually restarted the ingress controller.", unaffirmedOK},
		{"El despliegue funciona sin pasos manuales.", "El despliegue funcionó después de reiniciar manualmente el balanceador.", unaffirmedOK},
		{"部署不需要手动步骤就能成功。", "手动重启负载均衡后，部署成功。", unaffirmedOK},
		{"The certificate renews automatically.", "The certificate renewed after I manually ran certbot renew.", unaffirmedOK},
		{"The backup runs without manual intervention.", "The backup ran once we applied a workaround: a manual mount of the volume.", unaffirmedOK},
	})
}

// TestRetriedIsNotTheFirst: a success after a retry does not show a claim
// of success on the first try.
func TestRetriedIsNotTheFirst(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"The login succeeds on the first try.", "login for user 5512 succeeded on attempt 1 in 0.4 s.", "affirms"},
		{"The payment goes through on the first attempt.", "payment for order 77 went through on attempt 1, retries: 0.", "affirms"},
		{"El pago se completa en el primer intento.", "pago del pedido 77 completado en el intento 1.", "affirms"},
		{"上传第一次就能成功。", "上传 a.pdf：第 1 次就成功。", "affirms"},
		{"The export completes on the first try.", "export of April invoices completed on attempt 1 in 30 s.", "affirms"},
		// negating
		{"The login succeeds on the first try.", "Login succeeded after one retry.", "persists"},
		{"The payment goes through on the first attempt.", "payment for order 77 went through after 2 retries.", "persists"},
		{"El pago se completa en el primer intento.", "pago del pedido 77 completado tras un reintento.", "persists"},
		{"上传第一次就能成功。", "上传 a.pdf 重试一次后成功。", "persists|fail"},
		{"The export completes on the first try.", "export of April invoices completed after a retry.", "persists"},
	})
}

// TestAverageForPercentile: an average does not measure a claimed
// percentile, in Chinese too, where the statistic stands inside its word
// ("小时平均延迟").
func TestAverageForPercentile(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"支付接口的 p99 延迟低于 300 毫秒。", "支付接口过去 24 小时 p99 延迟 240 毫秒。", "affirms"},
		{"搜索接口的 p95 延迟低于 200 毫秒。", "搜索接口最近 1 小时 p95 延迟 150 毫秒。", "affirms"},
		{"The p99 latency of the checkout API is under 300 ms.", "checkout API, last 24h: p50 80 ms, p99 240 ms.", "affirms"},
		{"El p99 de la API de pagos está por debajo de 300 ms.", "API de pagos, últimas 24h: p99 240 ms.", "affirms"},
		{"订单接口的平均延迟低于 100 毫秒。", "订单接口过去 1 小时平均延迟 80 毫秒。", "affirms"},
		// negating
		{"支付接口的 p99 延迟低于 300 毫秒。", "支付接口过去 24 小时平均延迟 110 毫秒。", unaffirmedOK},
		{"搜索接口的 p95 延迟低于 200 毫秒。", "搜索接口最近 1 小时平均延迟 90 毫秒。", unaffirmedOK},
		{"The p99 latency of the checkout API is under 300 ms.", "checkout API, last 24h: average latency 120 ms.", unaffirmedOK},
		{"El p99 de la API de pagos está por debajo de 300 ms.", "API de pagos, últimas 24h: latencia media 110 ms.", unaffirmedOK},
		{"订单接口的 p99 延迟低于 100 毫秒。", "订单接口今天中位数延迟 60 毫秒。", unaffirmedOK},
	})
}

// TestRegionWithoutNumber: a region written without its number ("eu-west")
// is a region, and another one in the item is not the claim's.
func TestRegionWithoutNumber(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"The p95 latency of search in eu-west is under 200 ms.", "search in eu-west, last 1h: p95 150 ms.", "affirms"},
		{"Login works in us-east.", "login in us-east: 200 OK for 40 of 40 test users.", "affirms"},
		{"El login funciona en eu-central.", "login en eu-central: 200 OK para los 40 usuarios de prueba.", "affirms"},
		{"The sync completes in ap-south.", "sync in ap-south completed at 03:02, 0 errors.", "affirms"},
		{"The east-west traffic is encrypted.", "east-west traffic: mTLS on every hop, 0 plaintext connections.", "affirms"},
		// negating
		{"The p95 latency of search in eu-west is under 200 ms.", "search in us-east, last 1h: p95 150 ms.", unaffirmedOK},
		{"Login works in us-east.", "login in eu-west: 200 OK for 40 of 40 test users.", unaffirmedOK},
		{"El login funciona en eu-central.", "login en us-west: 200 OK para los 40 usuarios de prueba.", unaffirmedOK},
		{"The sync completes in ap-south.", "sync in eu-west completed at 03:02, 0 errors.", unaffirmedOK},
		{"The sync completes in eu-north.", "sync in us-east-1 completed at 03:02, 0 errors.", unaffirmedOK},
	})
}
