# Expectations written before any capture was run. FX keys are filled from fixtures/out/ by capture.sh.
from common import *
T = "test_result"
C = []
def add(*a, **k): C.append(case(*a, **k))

# --- go test (real captures) ---
add("st-go-v-refund-still-fails", "real go test -v: TestRefundRounding has --- FAIL in the run; the claim that it passes is contradicted",
    "The rounding fix works: TestRefundRounding passes now.", [E(T, "go test -v ./ledger/", fx("go_v_ledger"), rel=0.95)],
    exp("CONTRADICTED", readings=[{"index": 0, "reading": "fail"}]))
add("st-go-v-discount-pass-in-failing-run", "real go test -v: TestApplyDiscount's own --- PASS line is in the output; the other test's failure does not concern this claim",
    "TestApplyDiscount passes after the coupon change.", [E(T, "go test -v ./ledger/", fx("go_v_ledger"), rel=0.95)], exp(G))
add("st-go-v-package-all-pass-claim", "real go test -v: the ledger package run ends FAIL, so 'all ledger tests pass' is false",
    "All tests in the ledger package pass.", [E(T, "go test -v ./ledger/", fx("go_v_ledger"), rel=0.95)], exp("CONTRADICTED"))
add("st-go-run-filtered-discount", "real go test -v -run TestApplyDiscount: the named test passes in its own run",
    "TestApplyDiscount passes.", [E(T, "go test -v -run TestApplyDiscount ./ledger/", fx("go_run_discount"), rel=0.95)], exp(G))
add("st-go-filtered-run-for-suite-claim", "real filtered run (-run TestApplyDiscount) cannot show the whole ledger suite passes",
    "The whole ledger test suite passes now.", [E(T, "go test -v -run TestApplyDiscount ./ledger/", fx("go_run_discount"), rel=0.95)], exp("PLAUSIBLE"))
add("st-go-json-discount-pass", "real go test -json: the Action pass event for TestApplyDiscount affirms it",
    "TestApplyDiscount passes with the new coupon table.", [E(T, "go test -json -run TestApplyDiscount ./ledger/", fx("go_json_discount"), rel=0.95)], exp(G))
add("st-go-no-tests-to-run", "real go test: the -run filter matched nothing ('no tests to run'), so the named test never ran",
    "TestRefundHalfEven passes after the banker's rounding change.", [E(T, "go test -v -run TestRefundHalfEven ./ledger/", fx("go_no_tests"), rel=0.95)],
    exp("PLAUSIBLE", readings=[{"index": 0, "reading": "no-run"}]))
add("st-go-dns-all-pass", "real go test -v of the dns package: every test PASS, package ok — a suite-level pass for a suite-level claim",
    "All tests in the dns package pass.", [E(T, "go test -v ./dns/", fx("go_v_dns"), rel=0.95)], exp(G))
add("st-go-count10-cache-flaky-fixed", "real go test -count=10: the flaky test ran 10 times and passed every time",
    "The flaky TestCacheEviction is fixed; it no longer fails intermittently.", [E(T, "go test -v -count=10 -run TestCacheEviction ./ledger/", fx("go_count10_cache"), rel=0.95)], exp(G))
add("st-go-single-run-flaky-claim", "real single go test run: one pass does not show an intermittent failure is gone (intermittent needs repeats)",
    "The intermittent failure in TestCacheEviction is fixed.", [E(T, "go test -v -run TestCacheEviction ./ledger/", fx("go_run_cache"), rel=0.95)], exp(["SUPPORTED", "PLAUSIBLE"]))
add("st-go-json-refund-fail", "real go test -json: TestRefundRounding has Action fail",
    "TestRefundRounding is fixed.", [E(T, "go test -json ./ledger/", fx("go_json_ledger"), rel=0.95)], exp("CONTRADICTED"))
add("st-go-skip-leap-second", "real go test -v: TestLeapSecond is SKIPped, so it was not observed to pass",
    "TestLeapSecond passes on the new timestamp parser.", [E(T, "go test -v -run TestLeapSecond ./ledger/", fx("go_skip_leap"), rel=0.95)],
    exp("PLAUSIBLE", readings=[{"index": 0, "reading": "no-run"}]))
add("st-go-all-packages-not-green", "real go test ./...: ledger package FAIL, so the module is not green",
    "go test ./... is green across the whole module.", [E(T, "go test ./...", fx("go_all"), rel=0.95)], exp("CONTRADICTED"))
add("st-go-dns-ok-in-mixed-run", "real go test ./...: the dns package's own line is ok; the ledger failure is a different package",
    "The dns package tests pass.", [E(T, "go test ./...", fx("go_all"), rel=0.95)], exp(G))
add("st-go-build-broken", "real go build output: compile error 'undefined', exit non-zero — the build does not succeed",
    "The build succeeds after the refactor of the exporter package.", [E("log", "go build ./... in fixtures/go/broken", fx("go_build_broken"), rel=0.95)], exp("CONTRADICTED"))
add("st-go-bench-join-faster", "real go test -bench: new join has far lower ns/op than the old one in the same run — numbers on both sides",
    "The new JoinLabels implementation is faster than the old one.", [E(T, "go test -bench=JoinLabels -run ^$ ./ledger/", fx("go_bench"), rel=0.9)], exp(G))
add("st-go-bench-code-only", "only the benchmark's source code is shown, not a run: no measurement of speed",
    "The new JoinLabels implementation is faster than the old one.",
    [E("code", "ledger/join_test.go", "func BenchmarkJoinLabelsNew(b *testing.B) {\n\tfor i := 0; i < b.N; i++ {\n\t\t_ = JoinLabelsNew(labels)\n\t}\n}\n\nfunc BenchmarkJoinLabelsOld(b *testing.B) {\n\tfor i := 0; i < b.N; i++ {\n\t\t_ = JoinLabelsOld(labels)\n\t}\n}", rel=0.8)],
    exp("PLAUSIBLE"))

# --- python (pytest hand-written in exact pytest 8 format: pytest not installable offline; unittest real) ---
PYQ = """============================= test session starts ==============================
platform linux -- Python 3.12.3, pytest-8.3.4, pluggy-1.5.0
rootdir: /srv/clinic-scheduler
configfile: pyproject.toml
collected 4 items

tests/test_schedule.py .F.s                                              [100%]

=================================== FAILURES ===================================
____________________________ test_double_booking _____________________________

    def test_double_booking():
        cal = Calendar(provider="dr-okafor")
        cal.book(slot("2026-03-02T09:00"), patient="p-1")
>       with pytest.raises(SlotTaken):
E       Failed: DID NOT RAISE <class 'scheduler.errors.SlotTaken'>

tests/test_schedule.py:41: Failed
=========================== short test summary info ============================
FAILED tests/test_schedule.py::test_double_booking - Failed: DID NOT RAISE <class 'scheduler.errors.SlotTaken'>
=============== 1 failed, 2 passed, 1 skipped in 0.38s ===============
"""
PYV = """============================= test session starts ==============================
platform linux -- Python 3.12.3, pytest-8.3.4, pluggy-1.5.0 -- /srv/clinic-scheduler/.venv/bin/python
cachedir: .pytest_cache
rootdir: /srv/clinic-scheduler
configfile: pyproject.toml
collecting ... collected 4 items

tests/test_schedule.py::test_book_slot PASSED                            [ 25%]
tests/test_schedule.py::test_double_booking FAILED                       [ 50%]
tests/test_schedule.py::test_cancel_frees_slot PASSED                    [ 75%]
tests/test_schedule.py::test_tz_shift SKIPPED (DST fixture missing)      [100%]

=========================== short test summary info ============================
FAILED tests/test_schedule.py::test_double_booking - Failed: DID NOT RAISE <class 'scheduler.errors.SlotTaken'>
=============== 1 failed, 2 passed, 1 skipped in 0.41s ===============
"""
PYK0 = """============================= test session starts ==============================
platform linux -- Python 3.12.3, pytest-8.3.4, pluggy-1.5.0
rootdir: /srv/clinic-scheduler
configfile: pyproject.toml
collected 4 items / 4 deselected / 0 selected

============================ 4 deselected in 0.02s =============================
"""
PYNODE = """============================= test session starts ==============================
platform linux -- Python 3.12.3, pytest-8.3.4, pluggy-1.5.0 -- /srv/clinic-scheduler/.venv/bin/python
rootdir: /srv/clinic-scheduler
configfile: pyproject.toml
collecting ... collected 1 item

tests/test_schedule.py::test_book_slot PASSED                            [100%]

============================== 1 passed in 0.09s ===============================
"""
PYSKIP = """============================= test session starts ==============================
platform linux -- Python 3.12.3, pytest-8.3.4, pluggy-1.5.0 -- /srv/clinic-scheduler/.venv/bin/python
rootdir: /srv/clinic-scheduler
configfile: pyproject.toml
collecting ... collected 4 items / 3 deselected / 1 selected

tests/test_schedule.py::test_tz_shift SKIPPED (DST fixture missing)      [100%]

======================= 1 skipped, 3 deselected in 0.03s =======================
"""
PYALL = """============================= test session starts ==============================
platform linux -- Python 3.12.3, pytest-8.3.4, pluggy-1.5.0
rootdir: /srv/clinic-scheduler
configfile: pyproject.toml
plugins: cov-5.0.0
collected 37 items

tests/test_reminders.py ...........                                      [ 29%]
tests/test_schedule.py ..........                                        [ 56%]
tests/test_waitlist.py ................                                  [100%]

============================== 37 passed in 2.14s ==============================
"""
add("st-pytest-q-double-booking-still-fails", "pytest -q (hand-written, exact format): test_double_booking FAILED — 'DID NOT RAISE'",
    "Double booking is prevented now; test_double_booking passes.", [E(T, "pytest -q", PYQ, rel=0.95)], exp("CONTRADICTED"))
add("st-pytest-v-book-slot-passed", "pytest -v (hand-written): test_book_slot's own line is PASSED",
    "test_book_slot passes.", [E(T, "pytest -v", PYV, rel=0.95)], exp(G))
add("st-pytest-deselected-all", "pytest -k that deselected every test (0 selected): nothing ran",
    "The calendar sync tests pass.", [E(T, "pytest -k calendar_sync", PYK0, rel=0.9)], exp("PLAUSIBLE"))
add("st-pytest-nodeid-pass", "pytest run of the exact node id: 1 passed",
    "test_book_slot passes after the slot-model refactor.", [E(T, "pytest -v tests/test_schedule.py::test_book_slot", PYNODE, rel=0.95)], exp(G))
add("st-pytest-tz-skipped", "pytest -k tz_shift: the only selected test was SKIPPED",
    "The DST shift bug is fixed: test_tz_shift passes.", [E(T, "pytest -v -k tz_shift", PYSKIP, rel=0.95)], exp("PLAUSIBLE"))
add("st-pytest-suite-claim-with-failure", "pytest -q: 1 failed in the suite, so 'all scheduling tests pass' is false",
    "All scheduling tests pass.", [E(T, "pytest -q", PYQ, rel=0.95)], exp("CONTRADICTED"))
add("st-pytest-full-suite-37-passed", "pytest full run (hand-written): 37 passed, no filter — a suite-level pass",
    "The whole clinic-scheduler test suite passes.", [E(T, "pytest", PYALL, rel=0.95)], exp(G))
add("st-unittest-invoice-fail", "real python -m unittest: FAILED (failures=1) on test_invoice_total",
    "test_invoice_total passes now that tax is rounded per line.", [E(T, "python3 -m unittest -v test_invoice_fail", fx("py_unittest_fail"), rel=0.95)], exp("CONTRADICTED"))
add("st-unittest-ok", "real python -m unittest -v: every test ok, 'OK'",
    "The invoice unittest suite passes.", [E(T, "python3 -m unittest -v test_invoice_ok", fx("py_unittest_ok"), rel=0.95)], exp(G))

# --- node --test, jest, vitest, mocha (real captures) ---
add("st-node-test-ratelimit-pass", "real node --test: all tests ok, '# fail 0'",
    "The rate limiter tests pass.", [E(T, "node --test ratelimit.test.mjs", fx("node_pass"), rel=0.95)], exp(G))
add("st-node-test-refill-fails", "real node --test: 'not ok' for the refill test, '# fail 1'",
    "The token bucket refill test passes now.", [E(T, "node --test bucket.test.mjs", fx("node_fail"), rel=0.95)], exp("CONTRADICTED"))
add("st-node-test-retry-after-ok", "real node --test: the Retry-After parsing test is 'ok' in a run where another test fails",
    "The Retry-After header parsing test passes.", [E(T, "node --test bucket.test.mjs", fx("node_fail"), rel=0.95)], exp(G))
add("st-node-test-skipped", "real node --test: the named test is marked # SKIP — not executed",
    "The burst-capacity test passes with the new limits.", [E(T, "node --test burst.test.mjs", fx("node_skip"), rel=0.95)], exp("PLAUSIBLE"))
add("st-jest-cart-fail", "real jest output: 'Tests: 1 failed' and the named cart test is ✕",
    "The cart total test passes after the discount fix.", [E(T, "npx jest cart.test.js", fx("jest_fail"), rel=0.95)], exp("CONTRADICTED"))
add("st-jest-cart-pass", "real jest output: all tests passed, named test ✓",
    "The cart total test passes after the discount fix.", [E(T, "npx jest cart.ok.test.js", fx("jest_pass"), rel=0.95)], exp(G))
add("st-vitest-locale-pass", "real vitest run: all tests passed including the formatting test",
    "The currency formatting tests pass for de-DE and ja-JP.", [E(T, "npx vitest run locale.test.mjs", fx("vitest_pass"), rel=0.95)], exp(G))
add("st-vitest-locale-fail", "real vitest run: 1 failed (the ja-JP case)",
    "The currency formatting tests pass for de-DE and ja-JP.", [E(T, "npx vitest run locale.fail.test.mjs", fx("vitest_fail"), rel=0.95)], exp("CONTRADICTED"))
add("st-mocha-queue-failing", "real mocha: '1 failing' for the dead-letter test",
    "The dead-letter requeue test passes.", [E(T, "npx mocha queue.spec.js", fx("mocha_fail"), rel=0.95)], exp("CONTRADICTED"))

# --- cargo (real captures) ---
add("st-cargo-crc-fails", "real cargo test: crc test FAILED, 'test result: FAILED'",
    "The firmware CRC check test passes now.", [E(T, "cargo test", fx("cargo_all"), rel=0.95)], exp("CONTRADICTED"))
add("st-cargo-parse-header-filtered-pass", "real cargo test parse_header: the named test ok, 'test result: ok'",
    "The parse_header test passes.", [E(T, "cargo test parse_header", fx("cargo_parse"), rel=0.95)], exp(G))
add("st-cargo-filter-zero", "real cargo test with a filter matching nothing: 'running 0 tests'",
    "The bootloader_jump test passes.", [E(T, "cargo test bootloader_jump", fx("cargo_zero"), rel=0.95)], exp("PLAUSIBLE"))

# --- JUnit XML / RSpec (hand-written in exact format) ---
JUNIT_OK = """<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="com.acme.booking.CheckoutInstrumentedTest" tests="12" skipped="0" failures="0" errors="0" timestamp="2026-11-30T10:14:03" hostname="pixel-8-api-34" time="41.207">
  <properties><property name="device" value="Pixel 8 - 14"/></properties>
  <testcase name="payWithSavedCard" classname="com.acme.booking.CheckoutInstrumentedTest" time="3.911"/>
  <testcase name="payWithNewCard" classname="com.acme.booking.CheckoutInstrumentedTest" time="4.202"/>
  <testcase name="applyVoucher" classname="com.acme.booking.CheckoutInstrumentedTest" time="2.870"/>
  <testcase name="cancelAtConfirm" classname="com.acme.booking.CheckoutInstrumentedTest" time="2.115"/>
  <testcase name="backNavigationKeepsCart" classname="com.acme.booking.CheckoutInstrumentedTest" time="3.004"/>
  <testcase name="talkBackLabelsPresent" classname="com.acme.booking.CheckoutInstrumentedTest" time="1.982"/>
  <testcase name="rotationKeepsState" classname="com.acme.booking.CheckoutInstrumentedTest" time="4.660"/>
  <testcase name="offlineBanner" classname="com.acme.booking.CheckoutInstrumentedTest" time="3.301"/>
  <testcase name="threeDSChallenge" classname="com.acme.booking.CheckoutInstrumentedTest" time="6.118"/>
  <testcase name="receiptEmailToggle" classname="com.acme.booking.CheckoutInstrumentedTest" time="2.447"/>
  <testcase name="currencySwitch" classname="com.acme.booking.CheckoutInstrumentedTest" time="3.090"/>
  <testcase name="largeFontLayout" classname="com.acme.booking.CheckoutInstrumentedTest" time="3.507"/>
</testsuite>
"""
JUNIT_FAIL = JUNIT_OK.replace('failures="0"', 'failures="2"').replace(
    '<testcase name="threeDSChallenge" classname="com.acme.booking.CheckoutInstrumentedTest" time="6.118"/>',
    '<testcase name="threeDSChallenge" classname="com.acme.booking.CheckoutInstrumentedTest" time="30.004">\n    <failure message="androidx.test.espresso.NoMatchingViewException: No views in hierarchy found matching: with id: challenge_submit" type="androidx.test.espresso.NoMatchingViewException">androidx.test.espresso.NoMatchingViewException: No views in hierarchy found matching: with id: challenge_submit\n\tat com.acme.booking.CheckoutInstrumentedTest.threeDSChallenge(CheckoutInstrumentedTest.kt:212)</failure>\n  </testcase>').replace(
    '<testcase name="rotationKeepsState" classname="com.acme.booking.CheckoutInstrumentedTest" time="4.660"/>',
    '<testcase name="rotationKeepsState" classname="com.acme.booking.CheckoutInstrumentedTest" time="5.012">\n    <failure message="expected:&lt;2&gt; but was:&lt;0&gt;" type="java.lang.AssertionError">java.lang.AssertionError: expected:&lt;2&gt; but was:&lt;0&gt;</failure>\n  </testcase>')
RSPEC = """Randomized with seed 48213
..........F..

Failures:

  1) Subscriptions::Renewal charges the saved card on the renewal date
     Failure/Error: expect(invoice.status).to eq("paid")

       expected: "paid"
            got: "payment_failed"

       (compared using ==)
     # ./spec/subscriptions/renewal_spec.rb:58:in `block (2 levels) in <top (required)>'

Finished in 1.87 seconds (files took 2.4 seconds to load)
13 examples, 1 failure

Failed examples:

rspec ./spec/subscriptions/renewal_spec.rb:52 # Subscriptions::Renewal charges the saved card on the renewal date
"""
add("st-junit-android-checkout-pass", "JUnit XML (hand-written, exact format): tests=12 failures=0 errors=0 for the checkout instrumented suite",
    "The Android checkout instrumented test suite passes on the Pixel 8.", [E(T, "app/build/outputs/androidTest-results/TEST-CheckoutInstrumentedTest.xml", JUNIT_OK, rel=0.95)], exp(G))
add("st-junit-android-checkout-fail", "JUnit XML (hand-written): failures=2 in the checkout suite, threeDSChallenge among them",
    "The Android checkout instrumented tests all pass after the 3DS screen change.", [E(T, "TEST-CheckoutInstrumentedTest.xml", JUNIT_FAIL, rel=0.95)], exp("CONTRADICTED"))
add("st-rspec-renewal-failure", "RSpec (hand-written): 13 examples, 1 failure — the renewal charge example fails",
    "Subscription renewal charges the saved card correctly; the renewal specs pass.", [E(T, "bundle exec rspec spec/subscriptions", RSPEC, rel=0.95)], exp("CONTRADICTED"))

# --- added (expectations written before these captures were run) ---
add("st-jest-quantity-pass-in-failing-run", "real jest: the named test has its own ✓ line; the failing test is another one",
    "The 'quantity multiplies price' cart test passes.", [E(T, "npx jest cart.test.js", fx("jest_fail"), rel=0.95)], exp(G))
add("st-go-json-dns-all-pass", "real go test -json of the dns package: every test Action pass and the package pass",
    "All dns package tests pass.", [E(T, "go test -json ./dns/", fx("go_json_dns"), rel=0.95)], exp(G))
add("st-mocha-increments-pass-in-failing-run", "real mocha: the named test is ✔ while another test fails",
    "The 'increments attempts on requeue' test passes.", [E(T, "npx mocha queue.spec.js", fx("mocha_fail"), rel=0.95)], exp(G))
add("st-mocha-suite-passing", "real mocha: all tests passing, 0 failing",
    "The dead-letter queue specs pass after the replay fix.", [E(T, "npx mocha queue.ok.spec.js", fx("mocha_pass"), rel=0.95)], exp(G))
add("st-node-spec-reporter-pass", "real node --test with the spec reporter: every test ✔, fail 0",
    "The rate limiter tests pass.", [E(T, "node --test --test-reporter=spec ratelimit.test.mjs", fx("node_spec_pass"), rel=0.95)], exp(G))
add("st-vitest-verbose-jpy-pass", "real vitest --reporter=verbose: the JPY test's own ✓ line",
    "The 'formats JPY for ja-JP' test passes.", [E(T, "npx vitest run --reporter=verbose locale.test.mjs", fx("vitest_verbose_pass"), rel=0.95)], exp(G))
add("st-cargo-exact-rejects-short", "real cargo test --exact: the named test ok, 1 passed",
    "The parse_header_rejects_short test passes.", [E(T, "cargo test tests::parse_header_rejects_short -- --exact", fx("cargo_exact"), rel=0.95)], exp(G))
add("st-unittest-single-line-ok", "real unittest run of the one named test: ok, OK",
    "test_single_line passes with integer-cent tax.", [E(T, "python3 -m unittest -v test_invoice_ok.InvoiceTest.test_single_line", fx("py_unittest_single"), rel=0.95)], exp(G))
add("st-go-count3-discount", "real go test -count=3: the named test passes on each run",
    "TestApplyDiscount passes.", [E(T, "go test -v -count=3 -run TestApplyDiscount ./ledger/", fx("go_count3_discount"), rel=0.95)], exp(G))
C_RUNNERS = C
