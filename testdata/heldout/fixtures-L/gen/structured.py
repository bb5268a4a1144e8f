from lib import *

def T(name, rel=0.95):
    return ev(cap(name), type='test_result', rel=rel, source='fixtures-L/captures/%s.txt' % name)

def runners():
    C = []
    a = C.append
    a(ack("rn-go-receipt-in-failing-run", "the named test's own --- PASS line inside a failing package run affirms that test only",
        "TestReceiptTotal passes.", [T("go-pos-v")], R(S("KNOWN"), (0, "affirms"))))
    a(ack("rn-go-refund-fix-fails", "the claimed fix's own test prints --- FAIL",
        "The refund rounding fix works: TestRefundRounding passes.", [T("go-pos-v")], R(S("CONTRADICTED"), (0, "fail"))))
    a(ack("rn-go-pos-suite-fails", "the package run ends FAIL: a suite claim is contradicted",
        "All tests in the pos package pass.", [T("go-pos-v")], R(S("CONTRADICTED"), (0, "fail"))))
    a(ack("rn-go-run-receipt-only", "a -run filter that selected exactly the claimed test, which passed",
        "TestReceiptTotal passes.", [T("go-pos-run-receipt")], R(S("KNOWN"), (0, "affirms"))))
    a(ack("rn-go-filtered-run-for-suite", "a filtered run cannot prove a whole-package claim",
        "All pos package tests pass.", [T("go-pos-run-receipt")], S("PLAUSIBLE")))
    a(ack("rn-go-no-tests-to-run", "'[no tests to run]' is no-run: the named test never executed",
        "TestGiftCardBalance passes.", [T("go-pos-run-none")], R(S("PLAUSIBLE"), (0, "no-run"))))
    a(ack("rn-go-loyalty-skipped", "the named test was skipped, so nothing about it passed",
        "TestLoyaltyPoints passes.", [T("go-pos-skip")], R(S("PLAUSIBLE"), (0, "no-run"))))
    a(ack("rn-go-hr-suite-ok", "an unfiltered package run printing ok affirms a package-level claim",
        "All tests in the hr package pass.", [T("go-hr")], R(S("KNOWN"), (0, "affirms"))))
    a(ack("rn-go-accrue-leave-v", "the named test's --- PASS line in a verbose passing run",
        "TestAccrueLeave passes after the leave accrual change.", [T("go-hr-v")], R(S("KNOWN"), (0, "affirms"))))
    a(ack("rn-go-json-payroll-pass", "go test -json with Action pass for the named test",
        "TestPayrollNet passes.", [T("go-hr-json")], R(S("KNOWN"), (0, "affirms"))))
    a(ack("rn-go-json-other-test-absent", "the named test is absent from a filtered passing run: no-run for the claim",
        "TestAccrueLeave passes.", [T("go-hr-json")], R(S("PLAUSIBLE"), (0, "no-run"))))
    a(ack("rn-go-batch-build-failed", "a build failure ([build failed]) means nothing passed",
        "The settlement batch package builds and its tests pass.", [T("go-batch")], R(S("CONTRADICTED"), (0, "fail"))))
    a(ack("rn-go-settle-test-build-failed", "the named test could not run because the package did not compile",
        "TestSettleNightly passes.", [T("go-batch")], S("CONTRADICTED")))
    a(ack("rn-go-ota-flaky-count8", "repeated runs still fail some iterations: the flake is not fixed",
        "The flaky TestFirmwareOTA is fixed.", [T("go-iot-count8")], R(S("CONTRADICTED"), (0, "fail"))))
    a(ack("rn-go-ota-three-passes", "3 passing repeats are fewer than the 10 an intermittent claim needs: not KNOWN",
        "TestFirmwareOTA is no longer flaky.", [T("go-iot-count3")], SI("SUPPORTED", "PLAUSIBLE")))
    a(ack("rn-go-telemetry-count20", "-count=20 all passing meets the intermittent repeat requirement",
        "TestTelemetryDecode is not flaky: it passes on repeated runs.", [T("go-iot-telemetry-count20")], S("KNOWN")))
    a(ack("rn-go-bench-new-faster", "benchmark numbers on both sides, new far below old ns/op",
        "BenchmarkReverseNew is faster than BenchmarkReverseOld.", [T("go-geo-bench")], S("KNOWN")))
    a(ack("rn-go-bench-claim-reversed", "the same benchmark shows the opposite of the claim (new is faster, not slower)",
        "BenchmarkReverseNew is slower than BenchmarkReverseOld.", [T("go-geo-bench")], SI("CONTRADICTED", "PLAUSIBLE")))
    a(ack("rn-go-lisbon-pass", "named test PASS in a passing verbose run",
        "TestReverseGeocodeLisbon passes.", [T("go-geo-v")], R(S("KNOWN"), (0, "affirms"))))
    a(ack("rn-go-multi-pkg-refund", "the pos package FAILs with TestRefundRounding in a multi-package run",
        "TestRefundRounding passes.", [T("go-all")], R(S("CONTRADICTED"), (0, "fail"))))
    a(ack("rn-go-multi-pkg-hr-ok", "the hr package's own ok line inside a multi-package run that failed elsewhere",
        "The hr package tests pass.", [T("go-all")], SI("KNOWN", "SUPPORTED")))
    a(ack("rn-go-multi-pkg-all", "one package FAILs, so 'all Go tests pass' is contradicted",
        "All Go tests pass.", [T("go-all")], R(S("CONTRADICTED"), (0, "fail"))))
    a(ack("rn-node-saml-pass", "node:test 'ok 1 - SAML assertion ...' is the named test passing inside a failing file",
        "The SAML assertion test for tenant acme passes.", [T("node-sso")], R(S("KNOWN"), (0, "affirms"))))
    a(ack("rn-node-oidc-rotation-fails", "'not ok' for the OIDC refresh rotation test",
        "OIDC refresh token rotation works.", [T("node-sso")], R(S("CONTRADICTED"), (0, "fail"))))
    a(ack("rn-node-scim-skipped", "the SCIM test is marked # SKIP: no-run",
        "The SCIM deprovision test passes.", [T("node-sso")], S("PLAUSIBLE")))
    a(ack("rn-node-edu-all-pass", "node --test with # pass 2, # fail 0 on the named tests' file",
        "The quiz autograder and gradebook export tests pass.", [T("node-edu")], S("KNOWN")))
    a(ack("rn-node-filtered-suite", "a name-pattern filtered run cannot prove all SSO tests pass",
        "All SSO tests pass.", [T("node-sso-only-saml")], S("PLAUSIBLE")))
    a(ack("rn-mocha-window-pass", "mocha's check mark on the named spec, though another spec fails",
        "The spec 'rejects a claim filed after the 30-day window' passes.", [T("mocha-claims")], R(S("KNOWN"), (0, "affirms"))))
    a(ack("rn-mocha-deductible-failing", "mocha lists the windshield deductible spec under failing",
        "The windshield deductible computation passes its spec.", [T("mocha-claims")], R(S("CONTRADICTED"), (0, "fail"))))
    a(ack("rn-mocha-suite-failing", "'1 failing' contradicts a whole-suite claim",
        "All insurance claims intake specs pass.", [T("mocha-claims")], R(S("CONTRADICTED"), (0, "fail"))))
    a(ack("rn-jest-exact-title-pass", "jest marks the exact title match test passing inside a failing file",
        "The 'exact title match ranks first' test passes.", [T("jest-search")], R(S("KNOWN"), (0, "affirms"))))
    a(ack("rn-jest-synonym-fails", "the synonym expansion test fails in jest output",
        "Synonym expansion returns sneakers for trainers.", [T("jest-search")], R(S("CONTRADICTED"), (0, "fail"))))
    a(ack("rn-jest-personalised-skipped", "the personalised boost test was skipped",
        "The personalised boost for logged-in users test passes.", [T("jest-search")], S("PLAUSIBLE")))
    a(ack("rn-jest-cart-suite", "Tests: 2 passed, 2 total for the cart coupon file",
        "The cart coupon tests pass.", [T("jest-cart")], S("KNOWN")))
    a(ack("rn-jest-filter-no-match", "-t 'gift wrap' matched nothing: all tests skipped",
        "The gift wrap test passes.", [T("jest-none")], R(S("PLAUSIBLE"), (0, "no-run"))))
    a(ack("rn-unittest-checksum-ok", "'test_restore_checksum ... ok' inside a FAILED run affirms that test",
        "test_restore_checksum passes.", [T("py-backup")], R(S("KNOWN"), (0, "affirms"))))
    a(ack("rn-unittest-pitr-fails", "the point-in-time restore test FAILs",
        "Point-in-time restore to 02:00 works (test_restore_point_in_time).", [T("py-backup")], R(S("CONTRADICTED"), (0, "fail"))))
    a(ack("rn-unittest-glacier-skipped", "the glacier test was skipped",
        "Restoring from Glacier works: test_restore_from_glacier passes.", [T("py-backup")], S("PLAUSIBLE")))
    a(ack("rn-unittest-billing-ok", "Ran 3 tests ... OK on an unfiltered module run",
        "All billing unit tests pass.", [T("py-billing")], S("KNOWN")))
    a(ack("rn-unittest-billing-one-for-suite", "a run of one selected test does not show the whole billing suite passes",
        "All billing unit tests pass.", [T("py-billing-one")], S("PLAUSIBLE")))
    return C
