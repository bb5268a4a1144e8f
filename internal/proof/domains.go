package proof

import "github.com/ackrite/ackrite/internal/evidence"

// Short names for the evidence types, to keep the table readable.
const (
	code  = evidence.Code
	logs  = evidence.Log
	req   = evidence.HTTPRequest
	resp  = evidence.HTTPResponse
	test  = evidence.TestResult
	docs  = evidence.Documentation
	seen  = evidence.ObservedBehavior
	fact  = evidence.UserFact
	other = evidence.Other
)

func types(ts ...evidence.Type) []evidence.Type { return ts }

// table is the domain table. Adding a domain is adding a row; [General]
// stays last and has no topic words, so it only wins when nothing else does.
var table = []Spec{
	{
		Name:  "api",
		Words: "api endpoint http https rest graphql grpc request response status header payload body json route webhook client server contract schema 400 404 405 409 422 500 502 503",
		Focus: "request/response contract",
		Checklist: []Requirement{
			{Item: "The exact request sent (method, URL, relevant headers with secrets removed, body)", Types: types(req, logs, code), Words: "request get post put patch delete url header body curl", Essential: true},
			{Item: "The full response received (status line, headers, body or error code)", Types: types(resp, logs), Words: "response status returned returns body code header error 200 400 401 403 404 500", Essential: true},
			{Item: "The API's current contract for that endpoint (documentation, OpenAPI schema or changelog entry, with its version)", Types: types(docs, code), Words: "api endpoint schema contract documentation version changelog openapi spec"},
			{Item: "A request to the same endpoint that behaves as expected, for comparison", Types: types(resp, seen, test), Words: "works working succeed success expected same endpoint request response", Wants: WantPass},
		},
		Experiment: Experiment{
			Hypothesis: "{claim}",
			Procedure:  "Replay the exact failing request with curl -i (or an HTTP client with full logging) against the same environment, then send the documented minimal valid request to the same endpoint; record both status lines and bodies.",
			IfTrue:     "Both requests show the behaviour the claim predicts (e.g. the same status and error code), so the endpoint itself behaves as claimed.",
			IfFalse:    "The documented request succeeds or the responses differ from the claim: the problem lies in how this client builds its request, not in the API.",
		},
	},
	{
		Name:  "auth",
		Words: "auth authentication authorization login logon signin sign credential password token jwt oauth oidc saml sso session cookie 401 403 unauthorized forbidden permission role scope apikey",
		Focus: "authentication flow",
		Checklist: []Requirement{
			{Item: "The authentication request and the server's response (status, error code, WWW-Authenticate header), secrets removed", Types: types(req, resp, logs), Words: "auth login sign token credential request response status 401 403 unauthorized forbidden header", Essential: true},
			{Item: "A flow that does authenticate (another client, an older version, a manual login) observed side by side", Types: types(seen, test, resp, fact), Words: "auth login sign works success successful older other manual", Essential: true, Wants: WantPass},
			{Item: "Which credential and which auth method the failing path actually uses (config or code, values redacted)", Types: types(code, other, fact, logs), Words: "credential token password key secret config method header client obtain"},
			{Item: "The provider's current documentation for that auth method (and its deprecation status)", Types: types(docs), Words: "auth method documentation deprecated supported native oauth"},
		},
		Experiment: Experiment{
			Hypothesis: "{claim}",
			Procedure:  "Authenticate once through the path that works (or a documented minimal flow) and once through the failing path, against the same environment, capturing both requests and responses with secrets removed; compare method, endpoint, headers and credential type.",
			IfTrue:     "Both paths fail the same way with the same server error: the provider no longer accepts this authentication.",
			IfFalse:    "One path signs in: authentication still works, and the difference is in how the failing path obtains or sends its credentials.",
		},
	},
	{
		Name:  "database",
		Words: "database db sql postgres postgresql mysql sqlite mongo redis query queries table index migration schema transaction deadlock row column orm",
		Focus: "query and schema",
		Checklist: []Requirement{
			{Item: "The exact query or migration that runs, as the database receives it (query log or ORM debug output)", Types: types(logs, code), Words: "query select insert update delete migration sql statement", Essential: true},
			{Item: "The database's error or result for that query (error code, affected rows, EXPLAIN output)", Types: types(logs, test, seen, resp), Words: "error result rows explain plan returned deadlock constraint", Essential: true},
			{Item: "The live schema of the tables involved (\\d table or SHOW CREATE TABLE) and the applied migration version", Types: types(seen, logs, code, other), Words: "schema table column index migration version"},
			{Item: "The same query run by hand against the same database, for comparison", Types: types(seen, test), Words: "query manual psql mysql run same"},
		},
		Experiment: Experiment{
			Hypothesis: "{claim}",
			Procedure:  "Run the logged query by hand against a copy of the same database (same schema version and data shape), with EXPLAIN ANALYZE where relevant, and compare the result and timing with what the application reports.",
			IfTrue:     "The hand-run query reproduces the application's result or error: the behaviour belongs to the query and schema.",
			IfFalse:    "The hand-run query behaves correctly: look at connection settings, transactions or the ORM instead.",
		},
	},
	{
		Name:  "performance",
		Words: "performance faster slower slow fast latency throughput bottleneck cpu memory allocation profile benchmark p50 p99 qps rps regression speed optimize",
		Focus: "measurement",
		Checklist: []Requirement{
			{Item: "A before/after measurement on the same workload and machine, with repeated runs and their spread", Types: types(test, seen, logs), Words: "benchmark measured run p50 p99 ms latency throughput before after ns op", Essential: true, Wants: WantMeasurement},
			{Item: "A profile (CPU or allocation) showing where the time goes on the slow path", Types: types(logs, seen, test, other), Words: "profile pprof flame cpu allocation hotspot trace", Essential: true},
			{Item: "The workload and environment of the measurement (input size, concurrency, hardware, build flags)", Types: types(fact, other, docs, code), Words: "workload environment machine cores size concurrency input"},
		},
		Experiment: Experiment{
			Hypothesis: "{claim}",
			Procedure:  "Run the same benchmark at least 10 times before and after the change on the same machine, alternating runs, and compare with benchstat (or p50/p99 and their spread).",
			IfTrue:     "The difference is larger than the run-to-run spread and in the claimed direction.",
			IfFalse:    "The difference is within noise or in the other direction: the claim is not shown.",
		},
	},
	{
		Name:  "concurrency",
		Words: "concurrency concurrent race deadlock thread threads goroutine mutex lock async parallel atomic ordering livelock channel flaky intermittent",
		Focus: "interleaving",
		Checklist: []Requirement{
			{Item: "A race-detector or thread-sanitizer report, or a goroutine/thread dump taken while it hangs", Types: types(test, logs, seen), Words: "race detector sanitizer dump goroutine thread stack data race deadlock", Essential: true, Wants: WantRace},
			{Item: "A stress run that reproduces the failure at a measured rate (e.g. 7 failures in 1,000 runs)", Types: types(test, seen), Words: "stress run runs repeated count failures rate reproduce flaky", Essential: true, Wants: WantRepeated},
			{Item: "The shared state and the code paths that touch it", Types: types(code), Words: "shared state lock mutex access write read field"},
		},
		Experiment: Experiment{
			Hypothesis: "{claim}",
			Procedure:  "Run the failing test under the race detector (go test -race -count=1000, or TSan) before and after the change, and record the failure rate of each.",
			IfTrue:     "The failure rate drops to zero over enough runs (and the race report disappears) after the change, and stays above zero before it.",
			IfFalse:    "Failures or race reports remain after the change: the named interleaving is not the (only) cause.",
		},
	},
	{
		Name:  "dependency",
		Words: "dependency dependencies package library module version upgrade downgrade npm pip cargo maven gradle go.mod lockfile semver breaking release vendor import",
		Focus: "dependency versions",
		Checklist: []Requirement{
			{Item: "The exact resolved versions before and after (lock file diff or `go list -m all` / `npm ls`)", Types: types(code, logs, seen, other), Words: "version lock lockfile resolved diff upgrade downgrade module package", Essential: true},
			{Item: "The library's changelog or release notes for the versions in between", Types: types(docs), Words: "changelog release notes breaking version", Essential: true},
			{Item: "A minimal reproduction that pins only that dependency at the old and new version", Types: types(test, seen), Words: "reproduce reproduction pin old new version minimal"},
		},
		Experiment: Experiment{
			Hypothesis: "{claim}",
			Procedure:  "Pin only the suspect dependency back to its previous version (nothing else changed), rebuild from clean and rerun the failing test; then move it forward again.",
			IfTrue:     "The failure disappears with the old version and comes back with the new one.",
			IfFalse:    "The failure stays either way: the dependency change is not the cause.",
		},
	},
	{
		Name:  "configuration",
		Words: "configuration config setting settings env environment variable flag option yaml toml ini feature-flag default override secret profile",
		Focus: "effective configuration",
		Checklist: []Requirement{
			{Item: "The effective configuration the process actually loaded (printed at start-up, /config endpoint, or env dump with secrets removed)", Types: types(logs, seen, resp, other), Words: "config configuration setting loaded effective env environment value variable", Essential: true},
			{Item: "Where each relevant value comes from (file, env, flag, default) and their precedence", Types: types(code, docs), Words: "precedence default override file env flag source", Essential: true},
			{Item: "The same process run with the value changed, showing the behaviour change", Types: types(test, seen), Words: "changed value set unset run behaviour"},
		},
		Experiment: Experiment{
			Hypothesis: "{claim}",
			Procedure:  "Start the process with the suspect setting explicitly set to each value (everything else unchanged) and log the effective configuration at start-up; repeat the failing operation each time.",
			IfTrue:     "The behaviour follows the setting: it changes exactly when the value changes.",
			IfFalse:    "The behaviour is the same under both values, or the logged effective value is not the one you set: look elsewhere, or at precedence.",
		},
	},
	{
		Name:  "build",
		Words: "build compile compiler compilation linker link make cmake bazel webpack vite tsc gcc clang go build artifact bundle ci pipeline toolchain",
		Focus: "build output",
		Checklist: []Requirement{
			{Item: "The full build log from a clean build, including the first error", Types: types(logs, test), Words: "build error compile log failed output", Essential: true},
			{Item: "Toolchain and dependency versions used by that build (compiler, runtime, lock file)", Types: types(logs, other, code, fact), Words: "version toolchain compiler node go gcc lock", Essential: true},
			{Item: "The same build on another machine or on CI, for comparison", Types: types(seen, logs, test), Words: "ci machine other clean same build"},
		},
		Experiment: Experiment{
			Hypothesis: "{claim}",
			Procedure:  "Run a clean build (empty caches, fresh checkout of the same commit) with verbose output on the failing machine and on CI, and compare the first divergence.",
			IfTrue:     "The clean build fails the same way for the claimed reason.",
			IfFalse:    "The clean build passes, or fails elsewhere first: the cause is local state or something else.",
		},
	},
	{
		Name:  "testing",
		Words: "test tests testing unit integration e2e flaky assertion fixture mock coverage suite ci pass passes failing fails",
		Focus: "test and what it exercises",
		Checklist: []Requirement{
			{Item: "The test output before the change (failing) and after it (passing), same command", Types: types(test, logs), Words: "test fail pass before after output run", Essential: true, Wants: WantBeforeAfter},
			{Item: "What the test actually exercises (its code, and that it does not mock away the behaviour under test)", Types: types(code), Words: "test assert mock fixture code exercise", Essential: true},
			{Item: "Repeated runs that rule out flakiness (e.g. -count=50)", Types: types(test, seen), Words: "repeat runs count flaky stable", Wants: WantRepeated},
		},
		Experiment: Experiment{
			Hypothesis: "{claim}",
			Procedure:  "Revert the change, run the test and watch it fail; reapply the change and run it 50 times; finally break the behaviour on purpose and confirm the test catches it.",
			IfTrue:     "The test fails without the change, passes 50/50 with it, and fails when the behaviour is broken deliberately.",
			IfFalse:    "The test passes without the change, flakes, or still passes when the behaviour is broken: it does not prove the claim.",
		},
	},
	{
		Name:   "security",
		Weight: 4,
		Words:  "security vulnerability vulnerabilities vulnerable cve exploit exploitable injection xss csrf ssrf rce traversal secret leak exposure cors tls certificate encryption crypto hash permission privilege sanitize escape attack inyección inyeccion vulnerabilidad seguridad 注入 漏洞 安全 攻击",
		Focus:  "attack path",
		Checklist: []Requirement{
			{Item: "A proof-of-concept input and what the system did with it (safe, on a test environment)", Types: types(test, seen, resp, logs), Words: "payload input exploit proof poc request response injected executed", Essential: true},
			{Item: "The code path from the untrusted input to the sensitive operation", Types: types(code), Words: "input handler sanitize escape query path code", Essential: true},
			{Item: "The advisory or CVE text and the affected versions, checked against the deployed version", Types: types(docs, other), Words: "cve advisory version affected"},
		},
		Experiment: Experiment{
			Hypothesis: "{claim}",
			Procedure:  "On a test environment, send a harmless proof-of-concept input along the suspected path and record exactly what the system does with it; repeat with the mitigation in place.",
			IfTrue:     "The proof-of-concept reaches the sensitive operation without the mitigation and is stopped with it.",
			IfFalse:    "The input is already rejected or neutralised: the path is not exploitable as claimed.",
		},
	},
	{
		Name:  "network",
		Words: "network dns tcp udp socket connection connect refused reset timeout timed proxy firewall port latency tls handshake ip host hostname resolve resolves resolution nxdomain nslookup route loadbalancer packet",
		Focus: "connection path",
		Checklist: []Requirement{
			{Item: "The error as the client reports it (exact message: refused, reset, timeout, DNS failure) with timestamps", Types: types(logs, seen, test), Words: "error refused reset timeout dns connection failed", Essential: true},
			{Item: "A direct connection test from the same host and network (dig, nc -vz, curl -v) to the same address and port", Types: types(seen, test, logs), Words: "dig nslookup nc curl connect port host resolve reachable", Essential: true},
			{Item: "Network path configuration: proxy, firewall, security group or service mesh rules in effect", Types: types(code, other, docs, fact), Words: "proxy firewall rule security group mesh config"},
		},
		Experiment: Experiment{
			Hypothesis: "{claim}",
			Procedure:  "From the failing host, resolve the name (dig), open a TCP connection to the port (nc -vz host port) and make one request with curl -v; repeat from a host where it works.",
			IfTrue:     "The failing host cannot resolve or connect while the working host can, matching the claim.",
			IfFalse:    "Both hosts connect: the network path works and the failure lies above it.",
		},
	},
	{
		Name:  "filesystem",
		Words: "file files filesystem directory folder path disk permission permissions chmod chown mount volume inode symlink read write open enoent eacces eperm space",
		Focus: "file path and permissions",
		Checklist: []Requirement{
			{Item: "The exact path and the OS error (ENOENT, EACCES, ENOSPC…) from the failing operation", Types: types(logs, seen, test), Words: "path error enoent eacces eperm enospc denied file directory", Essential: true},
			{Item: "`ls -la` / `stat` of the path and its parents as the same user, and free space (`df`)", Types: types(seen, logs, other), Words: "ls stat owner permission mode df space user", Essential: true},
			{Item: "Which user and working directory the process runs as", Types: types(seen, logs, fact), Words: "user uid working directory cwd process"},
		},
		Experiment: Experiment{
			Hypothesis: "{claim}",
			Procedure:  "As the same user and from the same working directory as the process, run the same operation by hand on the same path (e.g. `sudo -u svc cat PATH`), and stat the path and its parents.",
			IfTrue:     "The manual operation fails with the same OS error.",
			IfFalse:    "The manual operation succeeds: the process uses another path, user or directory than assumed.",
		},
	},
	{
		Name:  "ui",
		Words: "ui frontend button page render rendering css layout style component react vue angular dom browser click display screen modal form theme color",
		Focus: "rendered page",
		Checklist: []Requirement{
			{Item: "A screenshot or DOM snapshot of the broken state, with browser and viewport", Types: types(seen, other), Words: "screenshot dom render page browser display viewport", Essential: true},
			{Item: "The browser console and network panel for the same moment (errors, failed requests)", Types: types(logs, resp), Words: "console error network request failed", Essential: true},
			{Item: "A UI test (Playwright, Cypress, Testing Library) that reproduces it", Types: types(test), Words: "test playwright cypress reproduce click"},
		},
		Experiment: Experiment{
			Hypothesis: "{claim}",
			Procedure:  "Reproduce in a clean browser profile with the console and network panel open, then again with the suspected component or style change reverted.",
			IfTrue:     "The defect appears with the change and disappears when it is reverted.",
			IfFalse:    "The defect persists with the change reverted: it comes from elsewhere (data, another component, caching).",
		},
	},
	{
		Name:  "data",
		Words: "data dataset record records row rows csv json parse parsing serialization encoding utf8 corrupt corruption duplicate missing null format pipeline etl import export",
		Focus: "data sample",
		Checklist: []Requirement{
			{Item: "A concrete failing record (redacted) and the exact error or wrong output it produces", Types: types(seen, logs, test), Words: "record row sample value error output wrong corrupt", Essential: true},
			{Item: "The expected format or schema of that data", Types: types(docs, code), Words: "schema format spec expected field type", Essential: true},
			{Item: "Counts: how many records are affected out of how many", Types: types(seen, logs, other), Words: "count affected total rows records percent"},
		},
		Experiment: Experiment{
			Hypothesis: "{claim}",
			Procedure:  "Run the failing record alone through the same code path, then a known-good record, and compare outputs field by field.",
			IfTrue:     "Only the failing record reproduces the problem, at the field the claim names.",
			IfFalse:    "Both records behave the same: the problem is not in the data as claimed.",
		},
	},
	{
		Name:  General,
		Focus: "observed behaviour",
		Checklist: []Requirement{
			{Item: "A direct observation of the behaviour the claim describes (log line, test output, response or reproduction)", Types: types(logs, test, resp, seen), Essential: true},
			{Item: "The same observation where things work (another version, input or environment), for comparison", Types: types(seen, test, resp, fact), Words: "works working expected other previous older version compare", Essential: true, Wants: WantPass},
			{Item: "The code, configuration or documentation that explains the difference", Types: types(code, docs, other)},
		},
		Experiment: Experiment{
			Hypothesis: "{claim}",
			Procedure:  "Write down what you would observe if the claim were false, then run the smallest reproduction that distinguishes the two (one variable changed at a time) and record the output.",
			IfTrue:     "The reproduction shows what the claim predicts ({expected} vs {observed} explained by the claim).",
			IfFalse:    "The reproduction shows what you wrote down for the claim being false.",
		},
	},
}
