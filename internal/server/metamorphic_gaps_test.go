package server

// knownMetamorphicGaps are metamorphic variants the reader does not hold
// yet, keyed by the case's subtest name and the variant's name as
// TestMetamorphic reports them, each with what the reader does not read.
// A listed variant that fails is logged as a known gap; an unlisted one
// fails the test; a listed one that holds fails the test too, so that the
// list only shrinks. All belong to issue 20 (the reader).
var knownMetamorphicGaps = map[string]string{
	// other-subject: the variant puts another thing of the same kind in the
	// place of the claim's word; the reader still finds the claim's
	// predicate and the rest of its words, and does not see the swapped
	// word as another thing where the claim's word is absent.
	"api-endpoint-shown-by-evidence/other-subject:payment→payout":                              "a path segment (/v3/payouts/capture) is not read as another thing in the place of the claim's payment",
	"en-acme-eu-admin-confirmed-sso/other-subject:login→signup,tenant→workspace":               "'signed up' is read as the claim's sign-in predicate; another verb particle is not read as another action",
	"en-rate-limit-429-one-region/other-subject:rate→quota":                                    "'quota limiter' beside the claim's 'rate limiter': a modifier of the kind word is not read as another thing when the status matches",
	"en-ios-login-flaky-20-of-20/other-subject:login→signup":                                   "a test name's part (testSignupWithSSO) is not compared with the claim's login",
	"en-parquet-export-duplicate-lines/other-subject:export→archive":                           "a job name's prefix (archive-job) is not read as another job than the claim's export",
	"es-carrito-android-funciona-20-veces/other-subject:cart→wishlist":                         "the bare 'funciona' after a colon is read as about the claim whatever the object before it",
	"es-confirmacion-llega-a-gmail/other-subject:order→quote":                                  "the claim's 'pedido' is a qualifier of the email; its absence is not read as another subject",
	"zh-search-bluetooth-earbuds/other-subject:search→suggest":                                 "a Chinese verb (推荐) in the place of the claim's 搜索 is not read as another action",
	"zh-order-mail-qq-delivered/other-subject:order→quote":                                     "报价单 in the place of 订单 before 确认邮件 is not read as another thing's email",
	"sentry-checkout-anr-resolved-doc/other-subject:checkout→refund":                           "a stack frame's class (RefundActivity) is not read as another screen than the claim's checkout",
	"en-confirmation-email-one-order/other-subject:order→quote":                                "'quote 88412' in the place of the claim's order is not read as another thing",
	"es-facturas-850-enviadas/other-subject:invoice→receipt,shipping→billing,tenant→workspace": "'ejecución de recibos' for 'facturas': the counts are read as the claim's without the thing they count",
	"mx-sftp-export-duplicate-items/other-subject:export→archive,order→quote":                  "'archive … completed' is read as the claim's export completing",
	"mx-invoice-pdf-vat-id/other-subject:pdf→csv,invoice→receipt":                              "a file's extension (INV-1042.csv) is not read as another format than the claim's PDF",
	"zh-invoice-850-sent/other-subject:invoice→receipt,tenant→workspace":                       "收据任务 for 发票任务: the counts are read as the claim's without the thing they count",
	"zh-firefox-always-normal-after-rollback/other-subject:checkout→refund":                    "退款 in the place of 结账 before 一直正常 is not read as another flow",
	"zh-export-no-errors-log/other-subject:export→archive":                                     "归档 in the place of 导出 is not read as another job; '0 个错误' is read as the claim's",
	"zh-csv-semicolon-before-after/other-subject:import→upload":                                "上传 in the place of 导入 is not read as another action",
	"ses-reconcile-then-affirm-es/other-subject:order→quote":                                   "a path segment (/v1/quotes/5512) in a reconciling item is not read as another resource than the claim's order",
	"http-webhook-replay-all-delivered/other-subject:webhook→callback":                         "a path segment of the command (/v1/callbacks/…) is not read as another endpoint than the claim's webhooks",
	"py-ok-observed/other-subject:reindex→vacuum":                                              "a process's log line names the step; the exit status is read as the claim's whatever step it names",
	"sigkill-supports-kill-claim/other-subject:embedding→thumbnail":                            "a process's log line names what it loaded; the kill is read as the claim's whatever it names",
	"session-reconcile-second-item/other-subject:token→cookie":                                 "'refresh cookie' in a reconciling item is not read as another thing than the claim's token",
	"zh-login-fixed-by-english-test/other-subject:login→signup":                                "an English test name (TestSignup) is not compared with the Chinese claim's 登录",
	"cause-no-longer-is-a-change/other-subject:export→archive":                                 "'archive page 504s' for 'export page': the cause's change is read as the claim's",
	"claimed-exit-code/other-subject:import→upload":                                            "the command's program (uploader) is not compared with the claim's importer",
	"paraphrase-other-environment/other-subject:payment→payout":                                "'payout captured' beside 'order confirmed': the order's confirmation affirms the claim without its payment",
	"pass-of-the-named-behaviour/other-subject:export→archive,pdf→csv,invoice→receipt":         "a test name's parts are compared with the claim's words only in part",

	// false alarms: a rewording the reader does not read as the same claim.
	// Variants of corpus C's cases, listed as measured when it became
	// training (issue 20 round 4); each is to be read by a mechanism.
	"en-ledger-rebuild-future-tense/persistence:zh":                           "corpus C (training since round 4), not yet diagnosed: want not-green, got status KNOWN (false green)",
	"en-pgbackrest-0-errors/other-subject:ledger→journal":                     "corpus C (training since round 4), not yet diagnosed: want not-green, got status SUPPORTED (false green)",
	"en-sso-all-tenants-one-seen/other-subject:login→signup,tenant→workspace": "corpus C (training since round 4), not yet diagnosed: want not-green, got status SUPPORTED (false green)",
	"en-sso-three-tenants/other-subject:login→signup,tenant→workspace":        "corpus C (training since round 4), not yet diagnosed: want not-green, got status KNOWN (false green)",
	"es-asientos-4-rechazados/other-subject:import→upload":                    "corpus C (training since round 4), not yet diagnosed: want not-green, got status SUPPORTED (false green)",
	"es-facturas-acme-850/other-subject:invoice→receipt,shipping→billing":     "corpus C (training since round 4), not yet diagnosed: want not-green, got status KNOWN (false green)",
	"es-pagos-firefox-128/other-subject:payment→payout":                       "corpus C (training since round 4), not yet diagnosed: want not-green, got status KNOWN (false green)",
	"ses-no-leak-to-other-claim/other-subject:ledger→journal":                 "corpus C (training since round 4), not yet diagnosed: want not-green, got status KNOWN (false green)",
	"st-http-sis-export-completed/other-subject:export→archive":               "corpus C (training since round 4), not yet diagnosed: want not-green, got status KNOWN (false green)",
	"zh-wecom-all-tenants-one/other-subject:login→signup,tenant→workspace":    "corpus C (training since round 4), not yet diagnosed: want not-green, got status SUPPORTED (false green)",
	"en-ledger-rebuild-future-tense/chinese":                                  "corpus C (training since round 4), not yet diagnosed: want green, got status PLAUSIBLE (false alarm)",
	"en-ledger-rebuild-future-tense/spanish":                                  "corpus C (training since round 4), not yet diagnosed: want green, got status PLAUSIBLE (false alarm)",
}
