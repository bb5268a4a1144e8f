package reading

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// outcomeCases hold real output of each format (captured from the runners,
// trimmed) with the outcome and the row an expert would name. Every row of
// outcomeRows that decides an outcome has a positive case here, and
// TestEveryOutcomeRowHasACase checks that it does.
var outcomeCases = []struct {
	name, in string
	want     Outcome
	rule     string
	because  string
}{
	// go test
	{"go -json events only", "{\"Action\":\"run\",\"Package\":\"shop/cart\",\"Test\":\"TestTotal\"}\n{\"Action\":\"pass\",\"Package\":\"shop/cart\",\"Test\":\"TestAdd\"}\n{\"Action\":\"fail\",\"Package\":\"shop/cart\",\"Test\":\"TestTotal/empty\"}\n{\"Action\":\"fail\",\"Package\":\"shop/cart\"}\n", Fail, "go-json-fail", ""},
	{"kubectl crash loop", "NAME                      READY   STATUS             RESTARTS   AGE\nexport-7f9c6d-x2bq        0/1     CrashLoopBackOff   5          3m\n", Fail, "service-failed", "export-7f9c6d-x2bq        0/1     CrashLoopBackOff   5          3m"},
	{"kubectl image pull back-off", "web-5d8f   0/1   ImagePullBackOff   0   1m\n", Fail, "service-failed", "web-5d8f   0/1   ImagePullBackOff   0   1m"},
	{"kubectl image pull error", "web-5d8f   0/1   ErrImagePull   0   1m\n", Fail, "service-failed", "web-5d8f   0/1   ErrImagePull   0   1m"},
	{"kubectl config error", "web-5d8f   0/1   CreateContainerConfigError   0   1m\n", Fail, "service-failed", "web-5d8f   0/1   CreateContainerConfigError   0   1m"},
	{"kubelet back-off event", "Warning  BackOff  kubelet  Back-off restarting failed container web\n", Fail, "service-failed", "Warning  BackOff  kubelet  Back-off restarting failed container web"},
	{"kubectl back-off healthy", "web-5d8f   1/1   Running   0   1m\nBackend: ready, Errors: none, Active: running\n", None, "", ""},
	{"systemctl failed", "● export.service - Export worker\n     Active: failed (Result: exit-code) since Mon 2026-11-30 18:02:11 UTC\n", Fail, "service-failed", "Active: failed (Result: exit-code) since Mon 2026-11-30 18:02:11 UTC"},
	{"redirect to login followed", "HTTP/1.1 302 Found\nLocation: /login?next=/dashboard\n\nHTTP/1.1 200 OK\n\n<title>Sign in</title>\n", Fail, "redirect-login", "Location: /login?next=/dashboard"},
	{"error then exit 0", "$ ./sync.sh\nsyncing orders...\nError: connect ECONNREFUSED 127.0.0.1:5432\nsync: 0 orders written\nexit status 0\n", Fail, "error-line", "Error: connect ECONNREFUSED 127.0.0.1:5432"},
	{"http 200 body status Failed", "HTTP/1.1 200 OK\n\n{\"payment\":{\"id\":\"pay_81\",\"status\":\"Failed\"}}", Fail, "http-error-body", "HTTP/1.1 200 OK"},
	{"http 200 body declined", "HTTP/1.1 200 OK\n\n{\"id\":\"pay_81\", \"status\": \"declined\"}", Fail, "http-error-body", "HTTP/1.1 200 OK"},
	{"pytest -v pass", "tests/test_cart.py::test_checkout PASSED                                  [ 50%]\ntests/test_cart.py::test_total PASSED                                     [100%]\n", Pass, "pytest-verbose", "tests/test_cart.py::test_checkout PASSED                                  [ 50%]"},
	{"go fail plain", "--- FAIL: TestCheckout (0.00s)\n    shop_test.go:3: total = 41, want 42\nFAIL\nFAIL\texample.com/shop\t0.006s\nFAIL\n", Fail, "go-test-fail", "--- FAIL: TestCheckout (0.00s)"},
	{"go fail verbose with pass", "=== RUN   TestCheckout\n--- FAIL: TestCheckout (0.00s)\n=== RUN   TestLogin\n--- PASS: TestLogin (0.00s)\nFAIL\nFAIL\texample.com/shop\t0.004s\n", Fail, "go-test-fail", "--- FAIL: TestCheckout (0.00s)"},
	{"go pass", "ok  \texample.com/shop\t0.004s\n", Pass, "go-pkg-ok", "ok  \texample.com/shop\t0.004s"},
	{"go pass verbose", "=== RUN   TestLogin\n--- PASS: TestLogin (0.00s)\nPASS\nok  \texample.com/shop\t0.004s\n", Pass, "go-test-pass", "--- PASS: TestLogin (0.00s)"},
	{"go no tests to run", "ok  \texample.com/shop\t0.004s [no tests to run]\n", NoRun, "go-pkg-ok", ""},
	{"go no test files", "?   \texample.com/shop/cmd\t[no test files]\n", NoRun, "go-no-test-files", ""},
	{"go warning no tests", "testing: warning: no tests to run\nPASS\n", NoRun, "go-no-tests-to-run", ""},
	{"go all skipped", "=== RUN   TestSkip\n    shop_test.go:5: later\n--- SKIP: TestSkip (0.00s)\nPASS\nok  \texample.com/shop\t0.003s\n", NoRun, "all-skipped", ""},
	{"go bare PASS", "PASS\n", Pass, "pass-line", "PASS"},
	{"go panic", "panic: runtime error: index out of range [3] with length 3\n\ngoroutine 1 [running]:\nmain.main()\n", Fail, "go-panic", ""},
	{"go fatal error", "fatal error: concurrent map writes\n", Fail, "go-fatal-error", ""},
	{"go data race", "==================\nWARNING: DATA RACE\nWrite at 0x00c000014088 by goroutine 7:\n--- PASS: TestCounter (0.01s)\nok  \tx\t1.0s\n", Fail, "data-race", ""},
	{"go json fail", `{"Time":"2026-11-30T17:35:02Z","Action":"output","Package":"example.com/shop","Test":"TestCheckout","Output":"--- FAIL: TestCheckout (0.00s)\n"}
{"Time":"2026-11-30T17:35:02Z","Action":"fail","Package":"example.com/shop","Test":"TestCheckout","Elapsed":0}`, Fail, "go-test-fail", "--- FAIL: TestCheckout (0.00s)"},
	{"go json pass", `{"Time":"2026-11-30T17:35:02Z","Action":"output","Package":"example.com/shop","Test":"TestLogin","Output":"--- PASS: TestLogin (0.00s)\n"}
{"Time":"2026-11-30T17:35:02Z","Action":"pass","Package":"example.com/shop","Test":"TestLogin","Elapsed":0}
{"Time":"2026-11-30T17:35:02Z","Action":"output","Package":"example.com/shop","Output":"ok  \texample.com/shop\t0.004s\n"}`, Pass, "go-test-pass", ""},
	{"go build failed", "# example.com/shop\n./shop.go:3:2: undefined: total\nFAIL\texample.com/shop [build failed]\n", Fail, "fail-line", ""},

	// pytest
	{"pytest fail", "tests/test_cart.py .F.                                 [100%]\n=================================== FAILURES ===================================\n___________________________ test_total ___________________________\nE       assert 41 == 42\n=========================== short test summary info ============================\nFAILED tests/test_cart.py::test_total - assert 41 == 42\n========================= 1 failed, 2 passed in 0.05s ==========================\n", Fail, "pytest-failed-test", "FAILED tests/test_cart.py::test_total - assert 41 == 42"},
	{"pytest pass", "collected 3 items\n\ntests/test_cart.py ...                                  [100%]\n\n============================== 3 passed in 0.02s ===============================\n", Pass, "pytest-summary", ""},
	{"pytest error", "==================================== ERRORS ====================================\n=========================== 1 error in 0.10s ===========================\n", Fail, "pytest-summary", ""},
	{"pytest no tests ran", "collected 0 items\n\n============================ no tests ran in 0.01s =============================\n", NoRun, "pytest-collected-0", ""},
	{"pytest deselected all", "collected 3 items / 3 deselected / 0 selected\n\n========================== 3 deselected in 0.01s ===========================\n", NoRun, "pytest-summary", ""},
	{"pytest all skipped", "collected 2 items\n\ntests/test_a.py ss\n\n============================== 2 skipped in 0.01s ==============================\n", NoRun, "pytest-summary", ""},
	{"pytest quiet", "..F\n1 failed, 2 passed in 0.04s\n", Fail, "count-summary", "1 failed, 2 passed in 0.04s"},

	// unittest
	{"unittest fail", "F.\n======================================================================\nFAIL: test_total (test_cart.CartTest.test_total)\n----------------------------------------------------------------------\nAssertionError: 41 != 42\n\n----------------------------------------------------------------------\nRan 2 tests in 0.001s\n\nFAILED (failures=1)\n", Fail, "unittest-failed-test", "FAIL: test_total (test_cart.CartTest.test_total)"},
	{"unittest ok", "..\n----------------------------------------------------------------------\nRan 2 tests in 0.000s\n\nOK\n", Pass, "unittest-ok", "OK"},
	{"unittest ran 0", "\n----------------------------------------------------------------------\nRan 0 tests in 0.000s\n\nOK\n", NoRun, "unittest-ran", ""},
	{"unittest no tests ran", "Ran 0 tests in 0.000s\n\nNO TESTS RAN\n", NoRun, "unittest-ran", ""},
	{"unittest no tests ran alone", "NO TESTS RAN\n", NoRun, "unittest-no-tests", ""},
	{"unittest all skipped", "ss\nRan 2 tests in 0.000s\n\nOK (skipped=2)\n", NoRun, "all-skipped", ""},
	{"unittest errors only", "E\nRan 1 test in 0.000s\n\nFAILED (errors=1)\n", Fail, "unittest-failed", ""},

	// jest and vitest
	{"jest fail", "FAIL src/cart.test.js\n  ● cart › total\n\n    expect(received).toBe(expected)\n\nTest Suites: 1 failed, 1 total\nTests:       1 failed, 2 passed, 3 total\nSnapshots:   0 total\nTime:        0.5 s\n", Fail, "fail-line", "FAIL src/cart.test.js"},
	{"jest pass", "PASS src/cart.test.js\n  ✓ adds items (2 ms)\n\nTest Suites: 1 passed, 1 total\nTests:       3 passed, 3 total\n", Pass, "passed-mark", ""},
	{"jest zero total", "Test Suites: 0 total\nTests:       0 total\n", NoRun, "jest-tests", ""},
	{"jest no tests found", "No tests found, exiting with code 1\nRun with `--passWithNoTests` to exit with code 0\n", NoRun, "no-tests-found", ""},
	{"jest all skipped", "Tests:       3 skipped, 3 total\n", NoRun, "jest-tests", ""},
	{"vitest fail", " ❯ src/cart.test.ts (3 tests | 1 failed) 5ms\n   × cart > total 3ms\n\n Test Files  1 failed (1)\n      Tests  1 failed | 2 passed (3)\n", Fail, "failed-mark", "× cart > total 3ms"},
	{"vitest pass", " ✓ src/cart.test.ts (3 tests) 2ms\n\n Test Files  1 passed (1)\n      Tests  3 passed (3)\n", Pass, "passed-mark", ""},
	{"vitest no files", "No test files found, exiting with code 1\n", NoRun, "no-tests-found", ""},

	// mocha, RSpec, plain
	{"mocha fail", "  cart\n    ✔ adds items\n    1) computes total\n\n  1 passing (6ms)\n  1 failing\n\n  1) cart\n       computes total:\n     AssertionError: expected 41 to equal 42\n", Fail, "count-summary", "1 failing"},
	{"mocha pass", "  cart\n    ✔ adds items\n\n  2 passing (4ms)\n", Pass, "passed-mark", ""},
	{"mocha pending only", "  0 passing (2ms)\n  2 pending\n", NoRun, "count-summary", ""},
	{"rspec fail", "..F\n\nFailures:\n\n  1) Cart computes total\n\nFinished in 0.01 seconds\n3 examples, 1 failure\n", Fail, "count-summary", "3 examples, 1 failure"},
	{"rspec pass", "...\n\nFinished in 0.01 seconds\n3 examples, 0 failures\n", Pass, "count-summary", ""},
	{"rspec zero", "No examples found.\n\nFinished in 0.0001 seconds\n0 examples, 0 failures\n", NoRun, "count-summary", ""},
	{"plain passed failed", "12 passed, 1 failed\n", Fail, "count-summary", ""},
	{"plain zero failed", "12 passed, 0 failed\n", Pass, "count-summary", ""},
	{"counts in a sentence", "Ran the checkout suite on main: 42 passed, 0 failed.\n", Pass, "count-pairs", ""},
	{"counts in a sentence with a failure", "Ran it again: 41 passed, 1 failed.\n", Fail, "count-pairs", ""},
	{"counts in Chinese", "在 main 上跑了 checkout 测试套件：42 通过，0 失败。\n", Pass, "count-pairs", ""},
	{"all of N runs passed", "three times on CI: 20/20 passed each time\n", Pass, "pass-fraction", ""},

	// node:test and TAP
	{"node test fail", "TAP version 13\n# Subtest: total\nnot ok 1 - total\n  ---\n  duration_ms: 0.8\n  ...\nok 2 - adds\n1..2\n# tests 2\n# suites 0\n# pass 1\n# fail 1\n# cancelled 0\n# skipped 0\n# todo 0\n", Fail, "tap-not-ok", "not ok 1 - total"},
	{"node test pass", "TAP version 13\nok 1 - adds\nok 2 - total\n1..2\n# tests 2\n# pass 2\n# fail 0\n", Pass, "tap-ok", ""},
	{"node spec reporter fail", "✖ total (1.2ms)\nℹ tests 2\nℹ pass 1\nℹ fail 1\n", Fail, "failed-mark", ""},
	{"node spec reporter pass", "✔ adds (0.5ms)\nℹ tests 1\nℹ pass 1\nℹ fail 0\n", Pass, "passed-mark", ""},
	{"tap todo not a failure", "not ok 1 - later # TODO not written\nok 2 - adds\n1..2\n", Pass, "tap-ok", ""},
	{"tap plan zero", "TAP version 13\n1..0 # SKIP no tests\n", NoRun, "tap-plan-zero", ""},
	{"node tests 0", "ℹ tests 0\nℹ pass 0\nℹ fail 0\n", NoRun, "tap-summary", ""},

	// cargo
	{"cargo fail", "running 2 tests\ntest tests::adds ... ok\ntest tests::total ... FAILED\n\nfailures:\n\n---- tests::total stdout ----\nthread 'tests::total' panicked at src/lib.rs:10:9:\nassertion `left == right` failed\n\ntest result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n", Fail, "cargo-test-line", "test tests::total ... FAILED"},
	{"cargo pass", "running 2 tests\ntest tests::adds ... ok\ntest tests::total ... ok\n\ntest result: ok. 2 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s\n", Pass, "cargo-test-line", ""},
	{"cargo summary only", "test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out\n", Fail, "cargo-summary", ""},
	{"cargo running 0", "running 0 tests\n\ntest result: ok. 0 passed; 0 failed; 0 ignored; 0 measured; 2 filtered out; finished in 0.00s\n", NoRun, "cargo-running-0", ""},
	{"rust panic", "thread 'main' panicked at src/main.rs:4:5:\nboom\nnote: run with `RUST_BACKTRACE=1`\n", Fail, "rust-panic", ""},

	// JUnit XML, surefire
	{"junit fail", `<?xml version="1.0" encoding="UTF-8"?>
<testsuite name="CartTest" tests="3" failures="1" errors="0" skipped="0" time="0.01">
  <testcase name="total" classname="CartTest"><failure message="expected 42">...</failure></testcase>
</testsuite>`, Fail, "junit-xml", ""},
	{"junit pass", `<testsuites><testsuite name="CartTest" tests="3" failures="0" errors="0" skipped="0"></testsuite></testsuites>`, Pass, "junit-xml", ""},
	{"junit zero", `<testsuite name="CartTest" tests="0" failures="0" errors="0"></testsuite>`, NoRun, "junit-xml", ""},
	{"junit failure element", `<testcase name="total"><failure message="boom"/></testcase>`, Fail, "junit-failure", ""},
	{"surefire fail", "[ERROR] Tests run: 3, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.1 s <<< FAILURE!\n", Fail, "surefire-summary", ""},
	{"surefire pass", "[INFO] Tests run: 3, Failures: 0, Errors: 0, Skipped: 0\n", Pass, "surefire-summary", ""},

	// exit statuses, signals, kills
	{"exit status 1", "main.go:12: connection refused\nexit status 1\n", Fail, "exit-status", "exit status 1"},
	{"exit code 0", "built in 2.1s\nexit code 0\n", Pass, "exit-status", ""},
	{"exited with code", "Process exited with code 137\n", Fail, "exit-status", ""},
	{"make error", "make: *** [Makefile:3: test] Error 2\n", Fail, "make-error", ""},
	{"signal killed", "signal: killed\n", Fail, "signal", ""},
	{"segfault", "Segmentation fault (core dumped)\n", Fail, "signal", ""},
	{"terminated by signal", "worker 3 terminated by signal 9\n", Fail, "signal", ""},
	{"sigsegv", "[signal SIGSEGV: segmentation violation code=0x1 addr=0x0 pc=0x4a1b2c]\n", Fail, "signal", ""},
	{"sigabrt", "process received SIGABRT\n", Fail, "signal", ""},
	{"sigbus", "SIGBUS at 0x7f00\n", Fail, "signal", ""},
	{"sigkill", "child exited after SIGKILL\n", Fail, "signal", ""},
	{"signal-like words", "running config migration, signing the build\n", None, "", ""},
	{"killed by signal", "worker 3 killed by signal 9\n", Fail, "signal", ""},
	{"caught signal number", "indexing shard 4\nCaught signal 15, exiting\n", Fail, "signal", "Caught signal 15, exiting"},
	{"received signal name", "server: received signal SIGTERM\n", Fail, "signal", ""},
	{"signal words in prose and test names", "=== RUN   TestSignalHandling\n--- PASS: TestSignalHandling (0.00s)\nwe caught signal handling bugs earlier; the handler received signal names as strings\n", Pass, "go-test-pass", ""},
	{"sigsegv lowercase", "fatal: unexpected sigsegv at 0x0 in worker\n", Fail, "sig-lowercase", ""},
	{"sigkill lowercase", "container exited: sigkill\n", Fail, "sig-lowercase", ""},
	{"sig words lowercase in identifiers", "installing sigsegv_handler from libsig; signals=sigkill_count\n", None, "", ""},
	{"oomkilled lowercase", "pod export-7f9c: state terminated, reason: oomkilled\n", Fail, "oomkilled-lowercase", ""},
	{"oomkilled lowercase in a word", "checking oomkilled_total metric: 0\n", None, "", ""},
	{"zsh killed", "importing rows\nzsh: killed     node import.js --batch 5000\n", Fail, "shell-signal", "zsh: killed     node import.js --batch 5000"},
	{"zsh segmentation fault", "zsh: segmentation fault  ./a.out\n", Fail, "shell-signal", ""},
	{"bash script killed", "epoch 1/10\n./run.sh: line 12: 48213 Killed                  python train.py\n", Fail, "shell-signal", "./run.sh: line 12: 48213 Killed                  python train.py"},
	{"bash job killed", "listening on :3000\n[1]+  Killed                  node server.js\n", Fail, "shell-signal", "[1]+  Killed                  node server.js"},
	{"bash job exit 2", "[1]+  Exit 2                  make test\n", Fail, "shell-signal", ""},
	{"zsh job killed", "[1]  + 48213 killed     node app.js\n", Fail, "shell-signal", ""},
	{"macos killed 9", "converting page 2/800\nKilled: 9\n", Fail, "shell-signal", "Killed: 9"},
	{"bash aborted alone", "loading fonts\nAborted\n", Fail, "shell-signal", "Aborted"},
	{"bash terminated alone", "Terminated\n", Fail, "shell-signal", ""},
	// bash in zh_CN and es_ES locales names the signal in the locale's words.
	{"zh segfault core dumped", "加载模型\n段错误 (核心已转储)\n", Fail, "shell-signal", "段错误 (核心已转储)"},
	{"zh segfault", "段错误\n", Fail, "shell-signal", ""},
	{"zh killed", "导入第 2 批\n已杀死\n", Fail, "shell-signal", "已杀死"},
	{"zh terminated", "已终止\n", Fail, "shell-signal", ""},
	{"zh job killed", "[1]+  已杀死               node server.js\n", Fail, "shell-signal", ""},
	{"es segfault", "Violación de segmento\n", Fail, "shell-signal", ""},
	{"es segfault core", "cargando\nViolación de segmento (`core' generado)\n", Fail, "shell-signal", "Violación de segmento (`core' generado)"},
	{"es aborted", "Abortado\n", Fail, "shell-signal", ""},
	{"es aborted core", "Abortado (`core' generado)\n", Fail, "shell-signal", ""},
	{"es terminated", "Terminado\n", Fail, "shell-signal", ""},
	{"es killed", "importando filas\nMatado\n", Fail, "shell-signal", "Matado"},
	{"es job killed", "[1]+  Matado                  node server.js\n", Fail, "shell-signal", ""},
	{"es script killed", "./run.sh: línea 12: 48213 Matado                  python train.py\n", Fail, "shell-signal", ""},
	{"de segfault core", "Speicherzugriffsfehler (Speicherabzug geschrieben)\n", Fail, "shell-signal", ""},
	{"de killed", "Getötet\n", Fail, "shell-signal", ""},
	{"de aborted", "Abgebrochen\n", Fail, "shell-signal", ""},
	{"fr segfault", "compilation des pages\nErreur de segmentation\n", Fail, "shell-signal", "Erreur de segmentation"},
	{"fr killed", "Processus arrêté\n", Fail, "shell-signal", ""},
	{"fr aborted", "Abandon\n", Fail, "shell-signal", ""},
	{"de fr finished words stay neutral", "Beendet\nComplété\nDer Prozess wurde nicht abgebrochen\n", None, "", ""},
	{"zh es signal words in prose", "段错误已经修复了，不会再出现\nEl proceso fue Matado por el OOM killer ayer\nTerminado el despliegue, todo bien\n", None, "", ""},
	{"job done", "[1]+  Done                    make test\n[2]   Exit 0   true\n", None, "", ""},
	{"log prefixed like a job", "[1] Terminated the old connection, reconnecting\n[0] Killed stale worker 3 and started a new one\n", None, "", ""},
	{"prose about a killed process", "We saw that the worker was Killed by the OOM killer in staging.\n", None, "", ""},
	{"systemd failed with result", "Nov 30 18:02:11 web systemd[1]: api.service: Failed with result 'exit-code'.\n", Fail, "service-failed", ""},
	{"systemd auto-restart", "     Active: activating (auto-restart) (Result: exit-code) since Mon 2026-11-30 18:02:11 UTC; 3s ago\n", Fail, "service-failed", ""},
	{"systemd main process killed", "api.service: Main process exited, code=killed, status=9/KILL\n", Fail, "service-failed", ""},
	{"systemd main pid exited 1", "   Main PID: 48213 (code=exited, status=1/FAILURE)\n", Fail, "service-failed", ""},
	{"systemctl active", "● api.service - API server\n     Active: active (running) since Mon 2026-11-30 18:02:11 UTC; 5min ago\n", Pass, "service-active", ""},
	{"unittest -v pass", "test_total (tests.test_cart.CartTest.test_total) ... ok\n\n----------------------------------------------------------------------\nRan 1 test in 0.001s\n\nOK\n", Pass, "unittest-verbose", ""},
	{"unittest -v fail", "test_total (tests.test_cart.CartTest.test_total) ... FAIL\n", Fail, "unittest-verbose", ""},
	{"unittest -v skipped", "test_total (tests.test_cart.CartTest.test_total) ... skipped 'flaky'\n\nRan 1 test in 0.001s\n\nOK (skipped=1)\n", NoRun, "all-skipped", ""},
	{"access log 200", "2026-11-30T17:02:11Z POST /api/v1/checkout 200 order=1042 took 84ms\n", Pass, "http-status", ""},
	{"access log 502", "10.0.0.1 - - [30/Nov/2026:17:02:11 +0000] \"POST /api/v1/checkout HTTP/1.1\" 200 157\n10.0.0.1 - - [30/Nov/2026:17:02:12 +0000] \"POST /api/v1/checkout HTTP/1.1\" 502 157\n", Fail, "access-log", ""},
	{"kubectl rollout done", "Waiting for deployment \"api\" rollout to finish: 2 of 3 updated replicas are available...\ndeployment \"api\" successfully rolled out\n", Pass, "k8s-rolled-out", ""},
	{"kubectl rollout still waiting", "Waiting for deployment \"api\" rollout to finish: 2 of 3 updated replicas are available...\n", Fail, "pending-state", ""},
	{"kubectl pods not ready", "NAME        READY   STATUS    RESTARTS   AGE\napi-7f9c-x2bq   0/1     Pending   0          3m\n", Fail, "k8s-pod-not-ready", ""},
	{"kubectl pods ready", "NAME        READY   STATUS    RESTARTS   AGE\napi-7f9c-x2bq   1/1     Running   0          3m\napi-7f9c-y3cr   1/1     Running   0          3m\n", Pass, "k8s-pods-ready", ""},
	{"goose up", "2026/03/04 10:20:11 OK   0042_add_orders_index.sql (38.21ms)\n2026/03/04 10:20:11 goose: successfully migrated database to version: 42\n", Pass, "migration-ok", ""},
	{"goose nothing to run", "2026/03/04 10:20:11 goose: no migrations to run. current version: 41\n", NoRun, "migration-none", ""},
	{"sentry unresolved", "TypeError: x is undefined\nSHOP-WEB-4KX · Unresolved · Priority: High\nLast seen: 2 minutes ago\n", Fail, "pending-state", ""},
	{"sentry resolved", "TypeError: x is undefined\nSHOP-WEB-4KX · Resolved · Priority: High\n", Pass, "tracker-resolved", ""},
	{"ci jobs", "{\"conclusion\":\"success\",\"name\":\"lint\",\"status\":\"completed\"}\n{\"conclusion\":\"failure\",\"name\":\"unit-tests\",\"status\":\"completed\"}\n", Fail, "ci-job", ""},
	{"systemd success", "     Active: inactive (dead) (Result: success)\n    Process: 48100 ExecStart=/usr/local/bin/job (code=exited, status=0/SUCCESS)\napi.service: Failed with result 'success'\n", None, "", ""},
	{"abort with a core dump", "running migrations\nAborted (core dumped)\n", Fail, "core-dumped", ""},
	{"killed at the end", "processing batch 1\nprocessing batch 2\n" + strings.Repeat("processing row\n", 50) + "Killed\n", Fail, "killed", "Killed"},
	{"oom killed", "    State:          Terminated\n      Reason:       OOMKilled\n      Exit Code:    137\n", Fail, "killed", ""},
	{"node heap out of memory", "<--- Last few GCs --->\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n", Fail, "out-of-memory", ""},
	{"npm error", "npm ERR! Test failed.  See above for more details.\n", Fail, "npm-error", ""},
	{"build failed", "BUILD FAILED in 3s\n", Fail, "build-failed", ""},
	{"cargo compile error", "error[E0425]: cannot find value `x`\nerror: could not compile `ledger` (lib) due to 1 previous error\n", Fail, "compile-error", ""},

	// exceptions and tracebacks as the final state
	{"python traceback final", "Starting export\nTraceback (most recent call last):\n  File \"export.py\", line 3, in <module>\n    main()\nValueError: bad page\n", Fail, "python-traceback", ""},
	{"traceback then exit", "reindex: start\nTraceback (most recent call last):\n  File \"/src/reindex.py\", line 6, in <module>\n    print(mapping[field])\nKeyError: 'weight'\nexit status 1\n", Fail, "exit-status", "KeyError: 'weight'"},
	{"traceback then pass", "Traceback (most recent call last):\n  File \"x.py\", line 1\nKeyError: 'a'\n============================== 3 passed in 0.02s ===============================\n", Pass, "pytest-summary", ""},
	{"node uncaught", "Uncaught TypeError: Cannot read properties of undefined (reading 'total')\n", Fail, "uncaught-exception", ""},
	{"js error stack", "TypeError: Cannot read properties of undefined (reading 'id')\n    at render (/app/src/pdf.js:12:9)\n    at main (/app/src/index.js:3:1)\n", Fail, "error-stack", "TypeError: Cannot read properties of undefined (reading 'id')"},
	{"java exception", "Exception in thread \"main\" java.lang.NullPointerException\n\tat Main.main(Main.java:5)\n", Fail, "uncaught-exception", ""},
	{"git fatal final", "$ git pull origin main\nfatal: not a git repository (or any of the parent directories): .git\n", Fail, "fatal-final", "fatal: not a git repository (or any of the parent directories): .git"},
	{"git error final", "To github.com:shop/api.git\n ! [rejected]        main -> main (fetch first)\nerror: failed to push some refs to 'github.com:shop/api.git'\n", Fail, "fatal-final", ""},
	{"git fatal then recovered", "fatal: not a git repository (or any of the parent directories): .git\n$ cd repo && git pull\nAlready up to date.\n", None, "", ""},
	{"js error line final", "$ node cli.js\nloading config\nTypeError: x is not a function\n", Fail, "exception-final", "TypeError: x is not a function"},
	{"python import error final", "$ python -c 'import yaml'\nModuleNotFoundError: No module named 'yaml'\n", Fail, "exception-final", ""},
	{"java exception line final", "java.lang.IllegalStateException: pool closed\n", Fail, "exception-final", ""},
	{"error line then more output", "TypeError: x is not a function\nretrying with the fallback renderer\nrendered 3 pages\n", None, "", ""},
	{"error names in prose final", "we fixed the TypeError: it was a missing bind\nTestTypeError\n", None, "", ""},

	// HTTP
	{"status before its body", "$ curl -s -w '%{http_code} ' https://api.example.com/healthz\n200 {\"status\":\"ok\"}\n", Pass, "http-status", "200 {\"status\":\"ok\"}"},
	{"http 200", "HTTP/1.1 200 OK\nContent-Type: application/json\n\n{\"access_token\":\"abc\",\"expires_in\":3600}\n", Pass, "http-status", "HTTP/1.1 200 OK"},
	{"http 401", "HTTP/1.1 401 Unauthorized\nWWW-Authenticate: Bearer\n\n{\"error\":\"invalid_token\"}\n", Fail, "http-status", "HTTP/1.1 401 Unauthorized"},
	{"http 200 error body", "HTTP/1.1 200 OK\nContent-Type: application/json\n\n{\"error\":\"invalid_grant\",\"error_description\":\"refresh token expired\"}\n", Fail, "http-error-body", "HTTP/1.1 200 OK"},
	{"http 200 errors array", "HTTP/2 200\ncontent-type: application/json\n\n{\"data\":null,\"errors\":[{\"message\":\"not authorized\"}]}\n", Fail, "http-error-body", ""},
	{"http 200 ok false", "HTTP/1.1 200 OK\n\n{\"ok\": false, \"reason\": \"quota\"}\n", Fail, "http-error-body", ""},
	{"http 200 status error", "HTTP/1.1 200 OK\n\n{\"status\": \"error\", \"message\": \"db down\"}\n", Fail, "http-error-body", ""},
	{"http 200 error page", "HTTP/1.1 200 OK\nContent-Type: text/html\n\n<html><head><title>500 Internal Server Error</title></head></html>\n", Fail, "http-error-body", ""},
	{"http 200 ordinary page", "HTTP/1.1 200 OK\nContent-Type: text/html\n\n<html><head><title>Orders</title></head></html>\n", Pass, "http-status", ""},
	{"http 200 empty errors", "HTTP/1.1 200 OK\n\n{\"data\":{\"id\":1},\"errors\":[]}\n", Pass, "http-status", ""},
	{"http 200 error null", "HTTP/1.1 200 OK\n\n{\"result\":1,\"error\":null}\n", Pass, "http-status", ""},
	{"http redirect then 200", "HTTP/1.1 302 Found\nLocation: /home\n\nHTTP/1.1 200 OK\n\n<html></html>\n", Pass, "http-status", "HTTP/1.1 200 OK"},
	{"curl verbose 500", "> GET /api/export HTTP/1.1\n> Host: localhost\n< HTTP/1.1 500 Internal Server Error\n< Content-Length: 5\n", Fail, "http-status", ""},
	{"prose status", "POST /v1/token returned 401 after the change\n", Fail, "http-status", ""},
	{"json error no status", "{\"error\":\"invalid_grant\"}\n", Fail, "json-error-body", ""},

	// nothing recognisable
	{"prose", "The older application successfully signs in.", None, "", ""},
	// dotnet test, gradle, swift test (XCTest and swift-testing), cargo's
	// test list: formats from their documentation and a real capture.
	{"dotnet pass", "Starting test execution, please wait...\nPassed!  - Failed:     0, Passed:    12, Skipped:     0, Total:    12, Duration: 41 ms - Cart.Tests.dll (net8.0)\n", Pass, "dotnet-summary", ""},
	{"dotnet fail", "  Failed Cart.Tests.TotalTests.TotalSumsAllLines [4 ms]\nFailed!  - Failed:     1, Passed:    11, Skipped:     0, Total:    12, Duration: 45 ms - Cart.Tests.dll (net8.0)\n", Fail, "dotnet-summary", ""},
	{"gradle build successful", "> Task :test\n\nBUILD SUCCESSFUL in 4s\n4 actionable tasks: 2 executed, 2 up-to-date\n", Pass, "build-successful", "BUILD SUCCESSFUL in 4s"},
	{"xctest summary", "Test Suite 'All tests' passed at 2026-12-01 10:00:00.003.\n\t Executed 2 tests, with 0 failures (0 unexpected) in 0.001 (0.003) seconds\n", Pass, "xctest-executed", ""},
	{"xctest failed case", "Test Case '-[CartTests.CartTests testTotal]' started.\nTest Case '-[CartTests.CartTests testTotal]' failed (0.002 seconds).\n", Fail, "xctest-case", ""},
	{"swift-testing no tests", "\u25c7 Test run started.\n\u2714 Test run with 0 tests passed after 0.001 seconds.\n", NoRun, "swift-test-run", ""},
	{"swift-testing failed", "\u2718 Test run with 3 tests failed after 0.004 seconds with 1 issue.\n", Fail, "swift-test-run", ""},
	{"cargo test --list", "tests::balance_sums_entries: test\ntests::parse_amount_reads_cents: test\n\n4 tests, 0 benchmarks\n0 tests, 0 benchmarks\n", NoRun, "count-summary", ""},
	{"echo status zero", "$ go build ./...\n$ echo $?\n0\n", Pass, "echo-status", ""},
	{"echo status one", "$ go vet ./...\n./cart.go:12:2: unreachable code\n$ echo $?\n1\n", Fail, "echo-status", ""},
	{"code", "func total(items []Item) int {\n\treturn len(items)\n}\n", None, "", ""},
	{"log without final state", "2026-11-30T10:00:00Z INFO starting\n2026-11-30T10:00:01Z INFO listening on :8080\n", None, "", ""},
}

func TestOutput(t *testing.T) {
	for _, tt := range outcomeCases {
		t.Run(tt.name, func(t *testing.T) {
			r := Output(tt.in)
			if r.Outcome != tt.want || r.Rule != tt.rule {
				t.Errorf("Output = %q by %q, want %q by %q (lines %q)", r.Outcome, r.Rule, tt.want, tt.rule, r.Lines)
			}
			if tt.because != "" && r.Because() != tt.because {
				t.Errorf("Because = %q, want %q", r.Because(), tt.because)
			}
		})
	}
}

// TestEveryOutcomeRowHasACase keeps the table and its cases together: a
// row nobody tests is a row nobody knows works.
func TestEveryOutcomeRowHasACase(t *testing.T) {
	tested := map[string]bool{}
	for _, c := range outcomeCases {
		tested[c.rule] = true
	}
	// Rows that only count or note (no outcome of their own) are covered
	// by the cases that read their counts.
	counters := map[string]bool{"go-test-skip": true, "repeat-flag": true, "race-flag": true, "status-prose": true, "http-status-body": true, "error-body": true, "error-page": true, "vitest-tests": true, "skipped-mark": true,
		// What a plan, a diff or a tree changes is read against a claim:
		// TestChangeRows covers them.
		"tf-plan": true, "tf-no-changes": true, "tf-apply": true, "tf-replace": true, "git-clean": true, "git-dirty": true,
		"git-diff-stat": true, "git-status-short": true, "git-log": true, "k8s-rollout-waiting": true, "tracker-unresolved": true}
	for _, row := range outcomeRows {
		if !tested[row.name] && !counters[row.name] {
			t.Errorf("row %q has no case in outcomeCases", row.name)
		}
	}
}

func TestOutputCounts(t *testing.T) {
	r := Output("=== RUN   TestA\n--- FAIL: TestA (0.00s)\n=== RUN   TestB\n--- PASS: TestB (0.00s)\n--- SKIP: TestC (0.00s)\nFAIL\n")
	got := []int{r.Passed, r.Failed, r.Skipped}
	if diff := cmp.Diff([]int{1, 1, 1}, got); diff != "" {
		t.Errorf("counts (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"TestA"}, r.FailedNames); diff != "" {
		t.Errorf("failed names (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"TestB"}, r.PassedNames); diff != "" {
		t.Errorf("passed names (-want +got):\n%s", diff)
	}
	// pytest -v names each test; its node id's last part is the test.
	py := Output("tests/test_cart.py::test_checkout PASSED                                  [ 33%]\n" +
		"tests/test_cart.py::TestTotals::test_total[big] FAILED                    [ 66%]\n" +
		"tests/test_cart.py::test_legacy SKIPPED (no pdf)                          [100%]\n")
	if diff := cmp.Diff([][]string{{"test_checkout"}, {"test_total[big]"}, {"test_legacy"}}, [][]string{py.PassedNames, py.FailedNames, py.SkippedNames}); diff != "" {
		t.Errorf("pytest -v names (-want +got):\n%s", diff)
	}
	if py.Outcome != Fail || py.Rule != "pytest-verbose" {
		t.Errorf("pytest -v = %s by %s, want fail by pytest-verbose", py.Outcome, py.Rule)
	}
	if s := Output("FAILED tests/test_cart.py::test_total - assert 41 == 42\n"); !cmp.Equal(s.FailedNames, []string{"test_total"}) {
		t.Errorf("pytest short summary failed names = %q, want [test_total]", s.FailedNames)
	}
	j := Output("Tests:       1 failed, 2 passed, 3 total\n")
	if j.Passed != 2 || j.Failed != 1 {
		t.Errorf("jest counts %d/%d, want 2 passed 1 failed", j.Passed, j.Failed)
	}
}

func TestOutputRepetitionAndRace(t *testing.T) {
	tests := []struct {
		name string
		in   string
		runs int
		race bool
	}{
		{"count flag", "$ go test -count=20 -run TestFlaky ./cache\nok  \tx/cache\t1.2s\n", 20, false},
		{"repeated pass lines", strings.Repeat("--- PASS: TestFlaky (0.00s)\n", 12) + "PASS\n", 12, false},
		{"fraction", "TestFlaky: 50/50 passed\n", 50, false},
		{"fraction with a failure", "TestFlaky: 49/50 passed\n", 0, false},
		{"race flag", "$ go test -race ./cache\nok  \tx/cache\t1.2s\n", 0, true},
		{"one run", "--- PASS: TestFlaky (0.00s)\nok  \tx\t0.1s\n", 1, false},
		{"repeat flag", "npx vitest run --repeat 10 cache\n Tests  10 passed (10)\n", 10, false},
	}
	for _, tt := range tests {
		r := Output(tt.in)
		if r.Runs != tt.runs || r.Race != tt.race {
			t.Errorf("%s: runs %d race %v, want %d %v", tt.name, r.Runs, r.Race, tt.runs, tt.race)
		}
	}
}

// TestOutputNegatives are lines that look like a row's but are not.
func TestOutputNegatives(t *testing.T) {
	for _, in := range []string{
		"We should FAILover to the replica",
		"ok so the plan is to restart",
		"The test FAILED_ONCE constant",
		"exit status was checked",
		"error handling is described in docs/errors.md",
		"HTTP/1.1 is the protocol we use",
		"The config sets retries=3 and timeout=30s",
		"not ok? let me check",
		"I ran it 3 times",
		"Killed the old process before the deploy and started a new one.",
		"{\"error\": null, \"data\": 1}",
		"HTTP/1.1 302 Found\nLocation: /dashboard\n",
		"The login page redirects with Location: /login when signed out",
		"Error: retrying in 2s\nconnected\n",
		"HTTP/1.1 200 OK\n\n{\"status\":\"succeeded\",\"failed_attempts\":0}",
		"HTTP/1.1 200 OK\n\n{\"state\":\"Ready\"}",
	} {
		if r := Output(in); r.Outcome != None && r.Outcome != Pass {
			t.Errorf("Output(%q) = %s by %s, want none", in, r.Outcome, r.Rule)
		}
	}
}

// hintGaps are rows that fire on lines their hints skip: a reader gap
// left for a change that may move results ("Aborted (core dumped)" has
// no 'g' for the signal row), not for a pass that must not.
var hintGaps = map[string]bool{}

// FuzzRowHints holds the hint filter to the rows themselves: a row never
// fires on a line that lacks a hint the row says it needs.
func FuzzRowHints(f *testing.F) {
	for _, c := range outcomeCases {
		for _, ln := range strings.Split(c.in, "\n") {
			f.Add(ln)
		}
	}
	f.Add("Tests: 3 passed, 1 failed")
	f.Add("42 pasaron, 0 fallaron")
	f.Add("测试 3 通过, 1 失败")
	f.Fuzz(func(t *testing.T, raw string) {
		l := scanLine(raw)
		if l.s == "" {
			return
		}
		for i := range outcomeRows {
			row := &outcomeRows[i]
			if l.hints&row.need == row.need || hintGaps[row.name] {
				continue
			}
			st := &state{httpAt: -1, bodyErrorAt: -1, lastAt: [hardFail + 1]int{-1, -1, -1, -1, -1, -1}}
			if _, ok := row.match(&l, st); ok {
				t.Fatalf("row %s fires on %q without its hints", row.name, l.s)
			}
		}
	})
}

// shellSignal rules a line out unless it holds ": l", the start of every
// scriptLine pattern: a pattern that did not start so would never be read.
func TestScriptLinePatternsShareTheGuard(t *testing.T) {
	for _, p := range scriptLine {
		if !strings.HasPrefix(p, ": l") {
			t.Errorf("scriptLine %q does not start with the guard \": l\"", p)
		}
	}
}
