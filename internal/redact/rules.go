package redact

import (
	"encoding/base64"
	"fmt"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"

	"github.com/ackrite/ackrite/internal/lazy"
)

// valueGroups are where scanAssign puts the value of an assignment.
var valueGroups = []int{1}

// space is white space with the no-break space (U+00A0) that copied
// headers and rendered logs carry: RE2's \s is ASCII only.
const space = `[\s\x{00A0}]`

// flagValue is the value of a command-line option: quoted or bare
// (groups 1, 2, 3).
const flagValue = scheme + `(?:'([^'\n]+)'|"([^"\n]+)"|([^\s'"]+))`

var flagGroups = []int{1, 2, 3}

// The generated rules and the peer corpus come from gitleaks' default rule
// set at the release internal/redact/gitleaks/go.mod pins.
//go:generate go -C gitleaks run .

// Rules are the built-in redaction rules: private keys, secrets beside a
// token, the token formats of gitleaks' default rule set ([GitleaksRules],
// generated), token formats written here, the keys gitleaks names by
// service ([GitleaksKeyRules], generated), key/value, header, URL and
// command-line rules, then the password options of commands. Specific formats come
// first so that a token inside a key/value pair is named by its kind.
var Rules = slices.Concat(privateKeyRules, pairRules, GitleaksRules, tokenRules, peerTokenRules, GitleaksKeyRules, credentialRules, commandRules)

// privateKeyRules find PEM private keys, whole or cut short.
var privateKeyRules = []Rule{
	{
		// A whole key, up to its END line. The body stops at the first
		// "--", so that in text made of repeated headers no match runs on
		// over the headers that follow.
		Name:      "private-key",
		Keywords:  []string{"-----begin"},
		Anchor:    AtKeyword,
		Pattern:   `-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----(?:[^-]|-[^-])*-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----`,
		Needs:     "-----END",
		NeedsLine: true,     // the header holds no "-", the body no "--"
		MaxLen:    64 << 10, // an RSA 16384-bit key in PEM is about 12 KB
		Keep:      noKeyBody,
	},
	{
		// A key cut short: its header and the base64 body that follows,
		// up to the end of a word: a body that stopped inside one (at
		// the "_" of "ghp_…" or "db_password=…") took the start of the
		// keyword that would have found the secret there.
		Name:     "private-key",
		Keywords: []string{"-----begin"},
		Anchor:   AtKeyword,
		Pattern:  `(-----BEGIN[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----(?:[A-Za-z0-9+/=\s\\:.,]|-[A-Za-z0-9+/=\s\\:.,])*)(?:[^A-Za-z0-9_]|$)`,
		Groups:   []int{1},
		MaxLen:   64 << 10,
		Keep:     noKeyBody,
		Lead:     keyBodyAfterHeader,
	},
	{
		// PuTTY's .ppk: the private part is the base64 lines after
		// "Private-Lines: N"; the header, the public lines and the MAC stay.
		// Each line must end where a line does: "Private-MAC:" is not one.
		Name:     "private-key",
		Keywords: []string{"private-lines:"},
		Anchor:   AtKeyword,
		Pattern:  `Private-Lines:[ \t]*\d+\r?\n((?:[A-Za-z0-9+/=]+\r?\n)*[A-Za-z0-9+/=]+)(?:\r?\n|$)`,
		Groups:   []int{1},
		MaxLen:   16 << 10, // an RSA 4096-bit key's private lines are about 2.5 KB
		Keep:     noKeyBody,
	},
}

// pairRules find secrets by the token that stands beside them, before the
// token rules replace it: an AWS secret key after its key id, as the
// credentials CSV and "aws configure list" print them.
var pairRules = []Rule{
	{
		Name:     "aws-secret-access-key",
		Keywords: []string{"akia", "asia", "abia", "acca", "a3t"},
		Pattern:  `(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}[ \t]*[,;|\t][ \t]*"?([A-Za-z0-9/+=]{40})(?:[^A-Za-z0-9/+=]|$)`,
		Groups:   []int{1},
		MaxLen:   128,
	},
}

// tokenChars are the characters of the tokens below, for their After: a
// class each of their patterns' runs lies within.
const tokenChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"

// tokenRules are token formats written here: those gitleaks does not know
// (Google OAuth client secrets, Stripe webhook secrets), or knows narrower
// (GitHub, GitLab and Slack tokens of any length, Anthropic and OpenAI keys
// of any length, JWTs with any claims). They run after [GitleaksRules]: a
// token both know is named by gitleaks' rule.
var tokenRules = []Rule{
	{
		Name:     "anthropic-api-key",
		Keywords: []string{"sk-ant-"},
		Pattern:  `sk-ant-[A-Za-z0-9_-]{20,}`,
		Scan:     prefixRun("sk-ant-", tokenChars, 20),
		After:    tokenChars,
		AfterMin: 20,
		Cased:    []string{"sk-ant-"},
	},
	{
		Name:     "openai-api-key",
		Keywords: []string{"sk-"},
		Pattern:  `sk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_-]{20,}`,
		// The optional word is of the run's class, so the match is "sk-"
		// and the whole run, when it has 20: matched by hand, as text of
		// "sk-" repeated is one such run, vetoed, every MaxLen bytes.
		Scan:     prefixRun("sk-", tokenChars, 20),
		Keep:     notTokenLike,
		After:    tokenChars, // the optional word is of them too
		AfterMin: 20,
		Cased:    []string{"sk-"},
	},
	{
		Name:     "github-token",
		Keywords: []string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"},
		Pattern:  `gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{22,}`,
		After:    tokenChars, // the classes of both forms
		AfterMin: 22,
		Cased:    []string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"},
	},
	{
		Name:     "gitlab-token",
		Keywords: []string{"glpat-", "gldt-", "glptt-", "glrt-", "gloas-", "glsoat-", "glcbt-"},
		Pattern:  `gl(?:pat|dt|ptt|rt|oas|soat|cbt)-[A-Za-z0-9_-]{20,}(?:\.[0-9a-z]{9}\b)?`, // and a routable token's tail
		After:    tokenChars,
		AfterMin: 20,
		Cased:    []string{"glpat-", "gldt-", "glptt-", "glrt-", "gloas-", "glsoat-", "glcbt-"},
	},
	{
		Name:     "slack-token",
		Keywords: []string{"xoxa-", "xoxb-", "xoxp-", "xoxo-", "xoxs-", "xoxr-", "xapp-"},
		Pattern:  `xox[abposr]-[A-Za-z0-9-]{10,}|xapp-\d-[A-Za-z0-9-]{10,}`,
		Keep:     notSlackToken,
		After:    tokenChars,
		AfterMin: 10,
		Cased:    []string{"xoxa-", "xoxb-", "xoxp-", "xoxo-", "xoxs-", "xoxr-", "xapp-"},
	},
	{
		Name:     "google-oauth-secret",
		Keywords: []string{"gocspx-"},
		Pattern:  `GOCSPX-[A-Za-z0-9_-]{20,}`,
		After:    tokenChars,
		AfterMin: 20,
		Cased:    []string{"GOCSPX-"},
	},
	{
		Name:     "stripe-key",
		Keywords: []string{"sk_live_", "rk_live_", "sk_test_", "rk_test_", "whsec_"},
		Pattern:  `(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}|whsec_[A-Za-z0-9]{24,}`,
		Lead:     stripeKey,
	},
	{
		Name:     "jwt",
		Keywords: []string{"eyj"},
		Pattern:  `eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*`,
		Needs:    ".eyJ",
		After:    tokenChars,
		AfterMin: 8,
		Cased:    []string{"eyJ"},
		MaxLen:   8 << 10, // tokens with many claims run to a few KB
	},
}

// peerTokenRules are token formats with a distinctive prefix that
// gitleaks' default set has no rule for, or one narrower than the format
// its service issues; trufflehog's detectors (docs/security.md) name them.
// Each is redacted bare, like [GitleaksRules]; an entropy floor keeps
// one-character runs after the prefix ("spu-1111…"), placeholders by
// SPEC §8.
var peerTokenRules = []Rule{
	{
		// AWS key ids: gitleaks takes the base32 alphabet of the ids AWS
		// issues today; ids in the wild, and in AWS's own older docs,
		// hold any digit.
		Name:     "aws-access-token",
		Keywords: []string{"akia", "asia", "abia", "acca"},
		Anchor:   AtWord,
		Pattern:  `\b((?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16})\b`,
		Groups:   []int{1},
		MaxLen:   20,
		Entropy:  3,
		Allow:    []string{`.+EXAMPLE$`},
		After:    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
		AfterMin: 16,
		AfterMax: 16,
		Cased:    []string{"AKIA", "ASIA", "ABIA", "ACCA"},
	},
	{
		Name:     "bitbucket-data-center-token",
		Keywords: []string{"bbdc-"},
		Anchor:   AtWord,
		Pattern:  `BBDC-[A-Za-z0-9+/@_-]{40,50}`,
		MaxLen:   64,
		Entropy:  3,
		After:    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/@_-",
		AfterMin: 40,
		Cased:    []string{"BBDC-"},
	},
	{
		// An app password: "ATBB" and its random tail, alone or after
		// the user it belongs to ("user:ATBB…").
		Name:     "bitbucket-app-password",
		Keywords: []string{"atbb"},
		Anchor:   AtWord,
		Pattern:  `ATBB[A-Za-z0-9_=.-]{20,}`,
		MaxLen:   256,
		Entropy:  3,
		After:    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_=.-",
		AfterMin: 20,
		Cased:    []string{"ATBB"},
	},
	{
		Name:     "atlassian-api-token",
		Keywords: []string{"atctt3"},
		Anchor:   AtWord,
		Pattern:  `ATCTT3[A-Za-z0-9+/=_-]{100,}`,
		MaxLen:   1024,
		Entropy:  3.5,
		After:    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=_-",
		AfterMin: 100,
		Cased:    []string{"ATCTT3"},
	},
	{
		Name:     "langsmith-api-key",
		Keywords: []string{"lsv2_pt_", "lsv2_sk_"},
		Anchor:   AtWord,
		Pattern:  `lsv2_(?:pt|sk)_[a-f0-9]{32}_[a-f0-9]{10}`,
		MaxLen:   64,
		Entropy:  3,
		After:    "abcdef0123456789",
		AfterMin: 32,
		AfterMax: 32,
		Then:     "_",
		Cased:    []string{"lsv2_pt_", "lsv2_sk_"},
	},
	{
		// Keyed past "roo": "ro" starts no other keyword, and prose is
		// full of it ("errors", "from").
		Name:     "rootly-api-key",
		Keywords: []string{"tly_"},
		Anchor:   Behind,
		Back:     len("roo"),
		Pattern:  `\brootly_[a-f0-9]{64}`,
		MaxLen:   71,
		Entropy:  3,
	},
	{
		Name:     "spectralops-token",
		Keywords: []string{"spu-"},
		Anchor:   AtWord,
		Pattern:  `spu-[a-z0-9]{32}\b`,
		MaxLen:   36,
		Entropy:  3,
		After:    "abcdefghijklmnopqrstuvwxyz0123456789",
		AfterMin: 32,
		AfterMax: 32,
		Cased:    []string{"spu-"},
	},
	{
		Name:     "pganalyze-api-key",
		Keywords: []string{"pgar_"},
		Anchor:   AtWord,
		Pattern:  `pgar_[A-Za-z0-9]{27}\b`,
		MaxLen:   32,
		Entropy:  3,
		After:    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
		AfterMin: 27,
		AfterMax: 27,
		Cased:    []string{"pgar_"},
	},
	{
		// Alibaba Cloud AccessKey ids of other lengths than the 24
		// characters gitleaks takes ("LTAI" and 16 to 21).
		Name:     "alibaba-access-key-id",
		Keywords: []string{"ltai"},
		Anchor:   AtWord,
		Pattern:  `LTAI[A-Za-z0-9]{16,21}\b`,
		MaxLen:   26,
		Entropy:  3,
		After:    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
		AfterMin: 16,
		AfterMax: 21,
		Cased:    []string{"LTAI"},
	},
	{
		// Atlassian API tokens shorter than the 192 characters of
		// gitleaks' rule: "ATATT" and a random tail of 40 or more.
		Name:     "atlassian-api-token",
		Keywords: []string{"atatt"},
		Anchor:   AtWord,
		Pattern:  `ATATT[A-Za-z0-9+/=_-]{40,}`,
		MaxLen:   1024,
		Entropy:  3.5,
		After:    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=_-",
		AfterMin: 40,
		Cased:    []string{"ATATT"},
	},
	{
		Name:     "shippo-api-token",
		Keywords: []string{"shippo_live_", "shippo_test_"},
		Anchor:   AtWord,
		Pattern:  `shippo_(?:live|test)_[a-f0-9]{40}\b`,
		MaxLen:   52,
		Entropy:  3,
		After:    "abcdef0123456789",
		AfterMin: 40,
		AfterMax: 40,
		Cased:    []string{"shippo_live_", "shippo_test_"},
	},
	{
		Name:     "duffel-api-token",
		Keywords: []string{"duffel_live_", "duffel_test_"},
		Anchor:   AtWord,
		Pattern:  `duffel_(?:live|test)_[A-Za-z0-9_-]{43}`,
		MaxLen:   55,
		Entropy:  3,
		After:    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-",
		AfterMin: 43,
		Cased:    []string{"duffel_live_", "duffel_test_"},
	},
	{
		// Octopus Deploy: "API-" and 26 or more upper-case letters and
		// digits (LaunchDarkly's "api-" is lower case). A tail of hex
		// digits alone is a page's id ("notion.site/API-BD80…").
		Name:     "octopus-deploy-api-key",
		Keywords: []string{"api-"},
		Anchor:   AtWord,
		Pattern:  `API-[A-Z0-9]{26,40}\b`,
		Keep:     func(v string) bool { return hexRun(v[len("API-"):], len(v)-len("API-")) },
		MaxLen:   44,
		Entropy:  3,
		After:    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789",
		AfterMin: 26,
		AfterMax: 40,
		Cased:    []string{"API-"},
	},
	{
		// An AWS AppSync API key: "da2-" and 26 letters and digits.
		Name:     "aws-appsync-api-key",
		Keywords: []string{"da2-"},
		Anchor:   AtWord,
		Pattern:  `da2-[a-z0-9]{26}\b`,
		MaxLen:   30,
		Entropy:  3,
		After:    "abcdefghijklmnopqrstuvwxyz0123456789",
		AfterMin: 26,
		AfterMax: 26,
		Cased:    []string{"da2-"},
	},
	{
		// A BestTime private key: "pri_" and 32 hex digits.
		Name:     "besttime-api-key",
		Keywords: []string{"pri_"},
		Anchor:   AtWord,
		Pattern:  `pri_[a-f0-9]{32}\b`,
		MaxLen:   36,
		Entropy:  3,
		After:    "abcdef0123456789",
		AfterMin: 32,
		AfterMax: 32,
		Cased:    []string{"pri_"},
	},
	{
		// A PhotoRoom key, live or in the sandbox ("sandbox_sk_pr_…").
		Name:     "photoroom-api-key",
		Keywords: []string{"sk_pr_"},
		Anchor:   AtWord,
		Pattern:  `sk_pr_[A-Za-z0-9_]{32,}`,
		MaxLen:   128,
		Entropy:  3,
		After:    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_",
		AfterMin: 32,
		Cased:    []string{"sk_pr_"},
	},
	{
		// "api-" or "sdk-" and a version-4 UUID's shape.
		Name:     "launchdarkly-access-token",
		Keywords: []string{"api-", "sdk-"},
		Anchor:   AtWord,
		Pattern:  `(?:api|sdk)-[a-z0-9]{8}-[a-z0-9]{4}-4[a-z0-9]{3}-[a-z0-9]{4}-[a-z0-9]{12}\b`,
		MaxLen:   40,
		Entropy:  3,
		After:    "abcdefghijklmnopqrstuvwxyz0123456789",
		AfterMin: 8,
		AfterMax: 8,
		Then:     "-",
		Cased:    []string{"api-", "sdk-"},
	},
}

// base64KeyAfter is the rest of a key word's pattern that a 512-bit key
// in base64 follows within 25 bytes: "key", and the value (group 1).
const base64KeyAfter = `[_.-]?key(?:.|\n){0,25}?(?-i:[^A-Za-z0-9+/]([A-Za-z0-9+/]{86}==))(?:[^A-Za-z0-9+/=]|$)`

// credentialRules find credentials by what stands beside them: a key, a
// header, a URL's user part, a command-line option, an XML element.
var credentialRules = []Rule{
	{
		Name:     "aws-secret-access-key",
		Keywords: []string{"secret_access_key", "secretaccesskey", "secret-access-key", "aws_secret", "aws-secret"},
		Anchor:   AtIdent,
		Key:      []string{"secret?access?key", "aws?secret"},
		Pattern:  assign,
		Groups:   valueGroups,
	},
	{
		// A table row or a shell listing: the key, blanks, and the 40
		// characters of an AWS secret key.
		Name:     "aws-secret-access-key",
		Keywords: []string{"secret_access_key", "secretaccesskey", "secret-access-key", "aws_secret", "aws-secret"},
		Anchor:   AtIdent,
		Key:      []string{"secret?access?key", "aws?secret"},
		Pattern:  `["']?[ \t]+([A-Za-z0-9/+=]{40})(?:[\s"']|$)`,
		Groups:   []int{1},
		Lead:     awsSecretRow,
	},
	{
		// A label in words: "Secret access key: …" (the console), "AWS
		// Secret Access Key [****MPLE]: …" (the aws configure prompt).
		Name:     "aws-secret-access-key",
		Keywords: []string{"secret access key"},
		Anchor:   AtKeyword,
		Pattern:  `(?i)secret access key(?:[ \t]*\[[^\]\n]{0,40}\])?[ \t]*[:=][ \t]*["']?([A-Za-z0-9/+=]{40})(?:[^A-Za-z0-9/+=]|$)`,
		Groups:   []int{1},
		MaxLen:   128,
	},
	{
		Name:     "azure-storage-key",
		Keywords: []string{"accountkey=", "sharedaccesskey="},
		Anchor:   AtIdent,
		KeyValue: true,
		Key:      []string{"^accountkey$", "^sharedaccesskey$"},
		Pattern:  `=([A-Za-z0-9+/=]{20,})`,
		Groups:   []int{1},
	},
	{
		// A 512-bit key in base64 (86 characters and "==": Azure's
		// storage and Cosmos DB keys) a little after a key word that
		// names it, wherever the value stands: an initializer's pair
		// ({ "AccountKey", "…" }), a subscript's comparison, a flag
		// (-storagekey …), the next line (AccountKey{\n "…"}). The
		// value's exact shape carries the rule, so the key needs no
		// assignment beside it.
		Name:     "azure-storage-key",
		Keywords: []string{"accountkey", "account_key", "account-key", "account.key", "accesskey", "access_key", "access-key", "access.key"},
		Anchor:   AtKeyword,
		Pattern:  `(?i)(?:account|access)` + base64KeyAfter,
		Groups:   []int{1},
		Needs:    "==",
		MaxLen:   160, // the key word, 25 bytes and the value
		Entropy:  3.5,
	},
	{
		// The same after "storage…key". Its keyword starts past "stor":
		// "st" begins a keyword nowhere else, and in prose ("upstream",
		// "restart") every such pair is a walk of the prefilter's table.
		Name:     "azure-storage-key",
		Keywords: []string{"agekey", "age_key", "age-key", "age.key"},
		Anchor:   Behind,
		Back:     len("stor"),
		Pattern:  `(?i)storage` + base64KeyAfter,
		Groups:   []int{1},
		Needs:    "==",
		MaxLen:   160,
		Entropy:  3.5,
	},
	{
		Name:     "url-credentials",
		Keywords: []string{"://", `:\/\/`},
		Anchor:   AtIdent,
		Needs:    "@",
		// The user may be empty (redis://:pw@host) and the password may
		// hold "/" and "@" (it runs to the last "@" of the run that is not
		// right after a "/", the start of a path such as /@scope/pkg).
		// Inside a JSON string the slashes may be escaped: postgres:\/\/….
		Pattern: `[A-Za-z][A-Za-z0-9+.-]*:(?://|\\/\\/)[^\s:/?#@"'<>\\]*:([^\s?#"'<>]*[^\s/?#"'<>\\])@[^\s/?#@"'<>]`,
		Groups:  []int{1},
	},
	{
		// HTTP Digest: the response is what the password hashes to.
		Name:     "digest-auth",
		Keywords: []string{"digest"},
		Pattern:  `(?i)digest` + space + `+[^\n]*?\bresponse` + space + `*=` + space + `*"?([0-9a-f]{32,128})`,
		Groups:   []int{1},
		MaxLen:   512, // a Digest header's parameters
		Needs:    "response",
	},
	{
		Name:     "cookie",
		Keywords: []string{"cookie"},
		Anchor:   AtIdent,
		KeyValue: true,
		Key:      []string{"cookie"},
		// Everything after the first name=: the session value, the other
		// cookies of a Cookie header, the attributes of a Set-Cookie.
		Pattern: `(?:\\?["'])?` + space + `*:` + space + `*["']?[^=\s;"']+=([^\r\n"']+)`,
		Groups:  []int{1},
		Keep:    cookiePlaceholder,
		Lead:    cookieValue,
	},
	{
		// --password pw, --password=pw, --token "t" ...
		Name: "cli-password",
		Keywords: []string{"--password", "--passwd", "--pass", "--token", "--api-key", "--apikey", "--secret",
			"--client-secret", "--auth-token", "--access-token"},
		Pattern: `(?i)--(?:password|passwd|pass|token|api-?key|secret|client-secret|auth-token|access-token)(?:=|[ \t]+)` + flagValue,
		Groups:  flagGroups,
		Keep:    notFlagValue,
		MaxLen:  256, // one option and its value
		Lead:    cliOption,
	},
	{
		// mysql -ppw, mysqldump -p'pw': the password glued to -p. The first
		// -p of the command is taken: a second pass then meets the marker
		// where the first pass wrote it and stops, so redaction stays
		// idempotent whatever the line's length (taking the last -p did not:
		// a shorter line brought a later -p into the window). An unquoted
		// value ends where the command does (& | ;).
		Name:     "mysql-password",
		Keywords: []string{"mysql", "mariadb"},
		Pattern:  `(?i:mysql|mysqldump|mysqladmin|mariadb|mariadb-dump)\b[^\n|;&]*?[ \t]-p` + `(?:'([^'\n]+)'|"([^"\n]+)"|([^\s'"&|;-][^\s'"&|;]*))`,
		Groups:   flagGroups,
		Keep:     notFlagValue,
		MaxLen:   256, // one command line
		Needs:    "-p",
	},
	{
		Name:     "sshpass",
		Keywords: []string{"sshpass"},
		Pattern:  `sshpass(?:[ \t]+-[A-Za-oq-z]\S*)*[ \t]+-p[ \t]*` + flagValue,
		Groups:   flagGroups,
		Keep:     notFlagValue,
		MaxLen:   256, // one command line
		Needs:    "-p",
	},
	{
		// curl -u user:pw, curl --user 'user:pw' (the first, for the same
		// reason as mysql-password's -p).
		// The user may be quoted with the password ('admin:pw') or on its
		// own ("user":"pw", kevin:'pw'); a command may go on over lines
		// ending in "\".
		Name:      "curl-user",
		Keywords:  []string{"curl"},
		Pattern:   `curl\b(?:[^\n|;&]|\\\r?\n)*?[ \t](?:-u|--user)(?:=|[ \t]*)(?:"[^"\n]*"|'[^'\n]*'|['"]?[^\s:'"]*):(?:'([^'\n]+)'|"([^"\n]+)"|([^\s'"&|;]+))`,
		Groups:    flagGroups,
		Keep:      notFlagValue,
		KeepMatch: curlPlaceholder,
		MaxLen:    512,  // one command, continued over a few lines
		Needs:     "-u", // and --user
	},
	{
		// <password>pw</password>, <api-key>…</api-key>.
		Name: "xml-secret",
		Keywords: []string{"<password", "<passwd", "<pwd", "<secret", "<token", "<apikey", "<api-key", "<api_key",
			"<clientsecret", "<client_secret", "<client-secret", "<accesskey", "<secretkey", "<privatekey", "<connectionstring"},
		Pattern: `(?i)<[A-Za-z_:-]*(?:password|passwd|pwd|secret|token|api-?_?key|accesskey|secretkey|privatekey|connectionstring)(?:\s[^>]*)?>([^<]+)</`,
		Groups:  []int{1},
		Keep:    placeholder,
		Lead:    xmlElement,
	},
	{
		// <add key="DbPassword" value="pw"/> (.NET configuration).
		Name:     "xml-secret",
		Keywords: []string{"key="},
		Anchor:   AtWord,
		Pattern:  `(?i)key` + space + `*=` + space + `*"[^"\n]*(?:password|passwd|pwd|secret|token|apikey|api_key|connectionstring)[^"\n]*"` + space + `+value` + space + `*=` + space + `*"([^"\n]+)"`,
		Groups:   []int{1},
		Keep:     placeholder,
		Lead:     addKey,
	},
	{
		Name:     "authorization",
		Keywords: []string{"authorization", "authentication"},
		Anchor:   AtIdent,
		KeyValue: true,
		Key:      []string{"authorization", "authentication"},
		// Any scheme: Bearer, Basic, Token, Negotiate, SSWS, Splunk, one
		// that no list has yet. Digest credentials are parameters, not a
		// token: see digest-auth.
		// A marker stands for a credential redacted already, so that "Bearer
		// [REDACTED:…]" reads as a scheme and its credential, not as a
		// credential "Bearer": redaction stays idempotent.
		Pattern:   `["']?` + space + `*[:=]` + space + `*["']?(?:([A-Za-z][A-Za-z0-9._-]*)` + space + `+)?([A-Za-z0-9\-._~+/=:,]{8,}|\[REDACTED:[a-z0-9-]+\])`,
		Groups:    []int{2},
		KeepMatch: digestScheme,
		Lead:      authorizationValue,
		Scan:      scanAuthorization,
	},
	{
		Name:     "bearer-token",
		Keywords: []string{"bearer"},
		Pattern:  `(?i)bearer` + space + `+([A-Za-z0-9\-._~+/]{16,}=*)`,
		Groups:   []int{1},
		Keep:     notTokenLike,
		Lead:     bearerToken,
	},
	{
		Name:     "basic-credentials",
		Keywords: []string{"basic"},
		Pattern:  `(?i)basic\s+([A-Za-z0-9+/]{8,}={0,2})`,
		Groups:   []int{1},
		Keep:     notBasicCredentials,
		Lead:     basicCredentials,
	},
	{
		Name:     "query-secret",
		Keywords: []string{"token=", "key=", "sig=", "signature=", "secret=", "password=", "passwd=", "pwd=", "auth=", "credential=", "session="},
		Anchor:   AtParam,
		KeyValue: true,
		Key:      []string{"token", "key", "sig", "signature", "secret", "password", "passwd", "pwd", "auth", "credential", "session"},
		Pattern:  `=([^&#\s"'<>]+)`,
		Groups:   []int{1},
	},
	{
		Name: "api-key",
		Keywords: []string{"key", "token", "client_secret", "client-secret", "clientsecret", "credential", `auth"`, `auth\"`, "_auth",
			"auth:", "auth=", "auth :", "auth ="},
		Anchor: AtIdent,
		// Every *_token name contains "token", which is a name itself.
		// "auth" ending a key is Docker's config.json credential ("auth":
		// in its JSON, the keyword has the quote, so that prose's "author"
		// and "authentication" are no hits; `auth\"` where that JSON is
		// itself a string, as DOCKER_AUTH_CONFIG is), npm's _auth, and a
		// variable named for a service's credential ("vendorAuth := …",
		// "BASIC_AUTH=…"); the keywords hold the operator after it, for
		// the same reason.
		Key: []string{"api?key", "token", "client?secret", "secret?key", "private?key", "access?key",
			"signing?key", "encryption?key", "master?key", "credential", "auth$"},
		Pattern: assign,
		Groups:  valueGroups,
		Keep:    notKeyLike,
		Generic: true,
		Defers:  true,
		// An OAuth refresh token (Azure AD's "0.A…" runs past 1 KiB) or a
		// session token is longer than most values.
		MaxLen: 4096,
	},
	{
		// A key whose last word is "key" ("Key=", "storageAccountKey:",
		// "X-Auth-Key:", "salesforce_key", "salesforce_key2": digits may
		// follow, notSecretKeyWord holds it to the end), as gitleaks' generic rule
		// reads any identifier holding "key": the value must be one that
		// rule takes (its value class, above its entropy floor) and look
		// like a key. Under "key" a word, a digest or a path is as
		// common as a secret, so the value class is gitleaks' and not the
		// wider one of the rules above.
		Name:      "generic-key",
		Keywords:  []string{"key"},
		Anchor:    AtIdent,
		Key:       []string{"key"},
		Pattern:   assign,
		Groups:    valueGroups,
		Keep:      notGenericKey,
		KeepMatch: notGenericKeyMatch,
		Generic:   true,
		Defers:    true,
	},
	{
		Name:      "password",
		Keywords:  []string{"passw", "passphrase", "pwd", "pass"},
		Anchor:    AtIdent,
		Key:       []string{"password", "passwd", "passphrase", "pwd", "^pass$", "_pass$", ".pass$", "-pass$"},
		Pattern:   assign,
		Groups:    valueGroups,
		KeepMatch: goTestVerdict,
		Generic:   true,
	},
	{
		// The word for password in other languages, before a colon (the
		// fullwidth one too) or "=": 密码：…, contraseña: …, Passwort=….
		Name:     "password",
		Keywords: passwordWords,
		Anchor:   AtKeyword,
		Pattern:  `(?i:` + strings.Join(passwordWords, "|") + `)` + passwordWordRest,
		Scan:     scanPasswordWord,
		Groups:   flagGroups,
		Keep:     placeholder,
		MaxLen:   256,
		Lead:     passwordWordAssigned,
	},
	{
		// A name/value pair whose name is a credential's: a Kubernetes
		// container's env ("- name: DB_PASSWORD" and "value: …" on the
		// next line), a Container Apps secret ({"name":
		// "registry-password", "value": "…"}), a Postman environment
		// ({"key": "api_token", "value": "…"}). The name is a value
		// itself, so no assignment follows it; the value field does.
		// "valueFrom:" (a reference to a Secret) is no value field.
		Name:     "named-secret",
		Keywords: []string{"passw", "pwd", "secret", "token", "key", "credential"},
		Anchor:   AtIdent,
		Key: []string{"password", "passwd", "passphrase", "pwd", "secret", "token", "api?key", "private?key",
			"access?key", "secret?key", "credential"},
		Pattern: namedValue,
		Groups:  flagGroups,
		Keep:    notNamedValue,
		MaxLen:  256, // the name's end, the value field and its value
		Lead:    namedValueField,
	},
	{
		// A key that ends in "session" ("session:", "aws_session =")
		// holds a session's token as often as its name, number or date:
		// only a long random value is one (AWS session tokens run to
		// hundreds of base64 characters).
		Name:     "session-token",
		Keywords: []string{"session"},
		Anchor:   AtIdent,
		Key:      []string{"session$"},
		Pattern:  assign,
		Groups:   valueGroups,
		Keep:     notSessionToken,
		MaxLen:   4096,
	},
	{
		// A key named "secret" is as often prose ("The secret: caching")
		// as configuration, so its value must look like a key.
		Name:     "secret",
		Keywords: []string{"secret"},
		Anchor:   AtIdent,
		Key:      []string{"secret"},
		Pattern:  assign,
		Groups:   valueGroups,
		Keep:     notKeyLike,
		Generic:  true,
		Defers:   true,
	},
}

// notSessionToken vetoes a session's value shorter than 32 bytes, with a
// blank (code in a raw string: "_gitlab_session=`},\n…`"), of less than
// 4 bits a character (a UUID, a date), or not key-like.
func notSessionToken(v string) bool {
	return len(v) < 32 || strings.ContainsAny(v, " \t\r\n") || entropy(v) < 4 || notKeyLike(v)
}

// namedValue is what follows a name/value pair's name: its closing
// quote, a comma or a line break, the "value" field (quoted, escaped
// within a JSON string, or a YAML key after a list's "-"), and its value.
const namedValue = `(?:\\?["'])?[ \t]*(?:,|\r?\n)[ \t\r\n]*(?:\\?["'])?value(?:\\?["'])?[ \t]*[:=][ \t]*` +
	`(?:\\?"((?:[^"\\\n]|\\[^"])+)\\?"|'([^'\n]+)'|([^\s"',}\\]+))`

// notNamedValue vetoes a named value too short for a secret, or digits
// too few for one: a count, a port, a flag's number.
func notNamedValue(v string) bool {
	if len(v) < 6 {
		return true
	}
	for i := 0; i < len(v); i++ {
		if v[i] < '0' || v[i] > '9' {
			return false
		}
	}
	return len(v) < 15
}

// namedValueField is namedValue's cheap necessary condition: after the
// name's closing quote and blanks, a comma or a line break, and a
// "value" within the next few bytes.
func namedValueField(s string) bool {
	i := 0
	if i < len(s) && s[i] == '\\' {
		i++
	}
	if quote(s, i) {
		i++
	}
	i = skipBlanks(s, i)
	if i < len(s) && s[i] == '\r' {
		i++
	}
	if i >= len(s) || s[i] != ',' && s[i] != '\n' {
		return false
	}
	j := strings.Index(s[i:min(len(s), i+64)], "value")
	return j >= 0
}

// notGenericKey vetoes a value under a bare "key" that is at most
// [GitleaksGenericEntropy], that does not look like a key (notKeyLike),
// or that is a name made of words: "Linux-node-modules-9f2c7e1b", a cache
// key of words and a lock file's hash ("npm-deps-4e8a…"). A value of hex
// digits alone is redacted: under "key" it is an API or an AES key as
// often as a digest. Its alphabet is notGenericKeyMatch's to judge.
func notGenericKey(v string) bool {
	return notKeyLike(v) || entropy(v) <= genericFloor(v) || wordsJoined(v)
}

// notGenericKeyMatch vetoes a match under a key that names no secret
// key (notSecretKeyWord), or whose value neither gitleaks' generic rule
// would take (wholly [GitleaksGenericValue]) nor is a key of another
// alphabet (wideKeyValue); whether the value was quoted decides how wide.
func notGenericKeyMatch(match, secret string) bool {
	if notSecretKeyWord(match, secret) {
		return true
	}
	if genericValue().MatchString(secret) {
		return false
	}
	i := strings.LastIndex(match, secret)
	quoted := i > 0 && strings.IndexByte("\"'`", match[i-1]) >= 0
	return !wideKeyValue(secret, quoted)
}

// wideKeyValue reports whether v, outside gitleaks' value class, is still
// a key under a bare "key": 16 bytes or more of printable ASCII with no
// blank but at its ends (a quoted value padded: " EPwU…gkz "), no URL, and
// a random core — a run of 16 letters, digits or "_" holding letters and
// digits both ("VmFYK7WG3CkgVmTl:c*X", Asana's "7/9823…/8923…:7f1a…", a
// base64 key with "=" inside, a JWT longer than gitleaks' 150 bytes), or,
// quoted, upper case, lower case and digits all three
// ("(QGxPqRyzvt%xEKcV&#ePJGn)k0d9a"). The assignment bounds the value (a
// bare one ends at a blank, a quoted one at its quote), so prose is never
// read as one. A path or a list of words has no such core, a content
// digest ("sha256:0d4e…") is a hash, and a bare value with "(" is code
// ("syscall.Errno(0x7e)", "base64.StdEncoding.EncodeToString(pubkey)").
func wideKeyValue(v string, quoted bool) bool {
	v = strings.Trim(v, " \t")
	if len(v) < 16 || strings.Contains(v, "://") || contentDigest(v) || !quoted && strings.IndexByte(v, '(') >= 0 {
		return false
	}
	run, core := 0, false
	letters, digits := false, false
	var upper, lower, digit bool
	for i := 0; i < len(v); i++ {
		c := v[i]
		if c <= ' ' || c > '~' {
			return false
		}
		switch {
		case 'a' <= c && c <= 'z':
			lower, letters = true, true
		case 'A' <= c && c <= 'Z':
			upper, letters = true, true
		case '0' <= c && c <= '9':
			digit, digits = true, true
		case c == '_':
		default:
			run, letters, digits = 0, false, false
			continue
		}
		run++
		core = core || run >= 16 && letters && digits
	}
	return core || quoted && upper && lower && digit
}

// contentDigest reports whether v is a digest as OCI writes one: an
// algorithm's name in lower case, ":" and 32 hex digits or more
// ("sha256:0d4e…", "blake2b:…").
func contentDigest(v string) bool {
	i := strings.IndexByte(v, ':')
	if i <= 0 || strings.IndexByte(v[i+1:], ':') >= 0 || !hexRun(v[i+1:], 32) {
		return false
	}
	for j := 0; j < i; j++ {
		if c := v[j]; !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || strings.IndexByte("+._-", c) >= 0) {
			return false
		}
	}
	return true
}

// genericFloor is the entropy a value under a bare "key" must pass:
// gitleaks' floor, measured for its value class of 60-odd bytes, and for a
// run of hex digits alone (32 or more) hexFloor: their alphabet holds 16,
// so 4 bits a character is their ceiling, and a random 32-digit API key
// ("57d2de35873840b5ad59d742e90e974e", 3.45 bits) falls under gitleaks'
// floor about one time in three, where "deadbeef" repeated stays under
// hexFloor.
func genericFloor(v string) float64 {
	if len(v) >= 32 && hexRun(v, len(v)) {
		return hexFloor
	}
	return GitleaksGenericEntropy
}

// hexFloor is genericFloor's for a run of hex digits.
const hexFloor = 3.0

// wordsJoined reports whether v is made of parts between "-", "_" or "."
// of which two or more are words (three letters or more), and the words
// make half of v, or there are four parts or more, or the rest is a hash
// (a hex run of 32 or more): a name ("node-modules", "eu-west",
// "setup-go-Linux-ubuntu22-go-1.23.4-5d2e…"), where a key's parts are
// random and a service's prefix is a word or two before them
// ("apify_api_dXB1…").
func wordsJoined(v string) bool {
	parts, words, wordBytes, letters, other := 0, 0, 0, 0, false
	hex, longest := 0, 0
	for i := 0; i <= len(v); i++ {
		if i == len(v) || v[i] == '-' || v[i] == '_' || v[i] == '.' {
			if letters >= 3 && !other {
				words++
				wordBytes += letters
			}
			if i > 0 {
				parts++
			}
			letters, other, hex = 0, false, 0
			continue
		}
		if isLetter(v[i]) {
			letters++
		} else {
			other = true
		}
		if c := v[i] | 0x20; '0' <= v[i] && v[i] <= '9' || 'a' <= c && c <= 'f' {
			hex++
			longest = max(longest, hex)
		} else {
			hex = 0
		}
	}
	return words >= 2 && (2*wordBytes >= len(v) || parts >= 4 || longest >= 32)
}

// keyKinds are the words before "key" in a key whose value is a name, not
// a secret: a database's or a map's key, a cache's, an object's path, a
// key of the keyboard. gitleaks' allowlist names some (primary, foreign,
// hot …); these are the rest of the usual ones.
var keyKinds = wordSet(`sort partition cache primary foreign row lookup map hash index unique composite group
	routing shard dedup dedupe idempotency object s3 file range cluster join order hot short press dict json yaml
	config registry translation i18n message locale label metric tag column field bucket schema sequence natural idx`)

// notSecretKeyWord vetoes a match under "key" where "key" (and digits)
// does not end the key, or whose key's word before it ("sort_key",
// "cacheKey", "S3_OBJECT_KEY") names what kind of key it is, one of
// keyKinds.
func notSecretKeyWord(match, _ string) bool {
	key := strings.TrimRight(leadingKey(match), "0123456789")
	if len(key) < len("key") || !strings.EqualFold(key[len(key)-len("key"):], "key") {
		return true // "key" is not its last word: "key_value", "keys"
	}
	before := strings.TrimRight(key[:len(key)-len("key")], "_-.")
	w := len(before)
	for w > 0 && isLetter(before[w-1]) {
		w--
		if before[w] < 'a' && w > 0 && isLetter(before[w-1]) && before[w-1] >= 'a' {
			break // a change of case starts the word: "cacheKey"
		}
	}
	return w < len(before) && hasLower(keyKinds, before[w:])
}

// goTestVerdict keeps go test's verdict lines, "--- PASS: TestCheckout
// (0.00s)": there the key is the runner's upper-case PASS and the value a
// test name, and redacting it would hide which test passed from every
// excerpt that quotes a run.
func goTestVerdict(match, secret string) bool {
	return strings.HasPrefix(match, "PASS:") && goTestName().MatchString(secret)
}

var goTestName = lazy.Regexp(`^(?:Test|Benchmark|Example|Fuzz)[A-Za-z0-9_]*(?:/\S*)?$`)

// noKeyBody vetoes a private key block, whole or cut short, with no key
// in it: an empty body or a word ("-----BEGIN PRIVATE KEY-----\nanything\n
// -----END…"), as documentation writes one. Base64 of a key holds digits:
// 64 characters without one come up once in a million.
func noKeyBody(block string) bool {
	body := block
	if i := strings.Index(body, "KEY-----"); i >= 0 {
		body = body[i+len("KEY-----"):]
	} else if i := strings.Index(body, "BLOCK-----"); i >= 0 {
		body = body[i+len("BLOCK-----"):]
	}
	if i := strings.LastIndex(body, "-----END"); i >= 0 {
		body = body[:i]
	}
	return !strings.ContainsAny(body, "0123456789")
}

// keyBodyAfterHeader is the cut-short key rule's necessary condition at
// "-----BEGIN": a body with a digit after the header, where noKeyBody
// keeps every block without one; text made of headers alone would
// otherwise run the regexp at each. The body is what the pattern takes:
// the class below, and "-" before one of it.
func keyBodyAfterHeader(s string) bool {
	head := s[:min(len(s), 128)] // "-----BEGIN", a few words, "PRIVATE KEY BLOCK-----"
	i := strings.Index(head, "KEY-----")
	if j := strings.Index(head, "BLOCK-----"); j >= 0 && (i < 0 || j < i) {
		i = j + len("BLOCK-----")
	} else if i >= 0 {
		i += len("KEY-----")
	} else {
		return false
	}
	const body = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/= \t\n\f\r\\:.,"
	for i < len(s) {
		c := s[i]
		if c == '-' && i+1 < len(s) && strings.IndexByte(body, s[i+1]) >= 0 {
			i++
			continue
		}
		if strings.IndexByte(body, c) < 0 {
			return false
		}
		if '0' <= c && c <= '9' {
			return true
		}
		i++
	}
	return false
}

// genericAllowed reports a candidate of a Generic rule that gitleaks'
// generic-api-key allowlist keeps: a match whose key names no secret
// ("keyVaultToStoreSecrets", "secret_length", "api_version") or a value
// holding one gitleaks knows to be public (gitleaks_gen.go); or that its
// global stop words keep: a value holding a character range. gitleaks
// applies those to every rule; here they stay with the rules whose only
// sign of a secret is the key beside the value, since a token with a
// service's prefix ("ghp_abcdefghijklmnopqrstuvwxyz0123…") is redacted on
// its prefix, as fixtures that stand for a real token expect.
// Its patterns read the key and the operator, not the value: a value
// "pubkey-…" (Mailgun's) is no key named "pub_key".
func genericAllowed(match, secret string) bool {
	if holdsFold(secret, GitleaksPublicValues) || holdsFold(secret, GitleaksGlobalStopWords) {
		return true
	}
	if i := strings.Index(match, secret); i >= 0 {
		match = match[:i]
	}
	for _, a := range genericAllows() {
		if a.needs(match) && a.re.MatchString(match) {
			return true
		}
	}
	return false
}

// deferred reports a candidate of a Defers rule that gitleaks leaves to a
// service's own rule: its key names the service of one of
// [GitleaksKeyRules] (telegr, sumo, …), and gitleaks' generic rule would
// not take the value — not wholly [GitleaksGenericValue] (a ":" in it: a
// Telegram token is a bot id, ":" and 35 characters) or at most
// [GitleaksGenericEntropy]. The service's key row runs all the same, with
// that service's exact shape ("[0-9]{5,16}:A…{34}"), so its real tokens are
// redacted; what neither rule takes is no token of the service. Under any
// other key ackrite's value class stays the wider one: "admin:Correct…"
// under "token" is a user and a password. Password keys never defer (the
// password rule has no Defers): a password is no service's token.
func deferred(match, secret string) bool {
	key := leadingKey(match)
	if !namesService(key) {
		return false
	}
	return !genericValue().MatchString(secret) || entropy(secret) <= GitleaksGenericEntropy
}

var genericValue = lazy.Regexp(`^(?:` + GitleaksGenericValue + `)$`)

// namesService reports whether key holds the name of a service one of
// [GitleaksKeyRules] is for, as that row reads its key.
func namesService(key string) bool {
	for _, r := range serviceKeys() {
		if keyMatches(r, key) {
			return true
		}
	}
	return false
}

// serviceKeys are the key names of [GitleaksKeyRules], compiled once.
var serviceKeys = sync.OnceValue(func() [][]keyName {
	var out [][]keyName
	for _, r := range GitleaksKeyRules {
		out = append(out, keyNames(r.Key))
	}
	return out
})

// A gatedPattern is one alternative of an allowlist pattern, with the
// literals its matches must hold: one of each set (lower case, ASCII case
// folded). The whole alternation as one regexp costs about 100 µs a
// candidate; an alternative runs only where its literals are there.
type gatedPattern struct {
	re   *regexp.Regexp
	need [][]string
}

func (g *gatedPattern) needs(s string) bool {
	for _, set := range g.need {
		found := false
		for _, lit := range set {
			if len(s) >= len(lit) && indexFold(s, lit) >= 0 {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

var genericAllows = sync.OnceValue(func() []gatedPattern {
	var out []gatedPattern
	for _, p := range GitleaksGenericAllow {
		re, err := syntax.Parse(p, syntax.Perl)
		if err != nil {
			panic(fmt.Sprintf("GitleaksGenericAllow %q: %v", p, err)) // TestRulesCompile parses every pattern
		}
		re = re.Simplify()
		alts := []*syntax.Regexp{re}
		if re.Op == syntax.OpAlternate {
			alts = re.Sub
		}
		for _, a := range alts {
			out = append(out, gatedPattern{regexp.MustCompile(a.String()), literalsNeeded(a)})
		}
	}
	return out
})

// literalsNeeded returns literals every match of re holds, one of each
// set, lower case; nil when it knows none.
func literalsNeeded(re *syntax.Regexp) [][]string {
	switch re.Op {
	case syntax.OpLiteral:
		return [][]string{{strings.ToLower(string(re.Rune))}}
	case syntax.OpCapture, syntax.OpPlus:
		return literalsNeeded(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return literalsNeeded(re.Sub[0])
		}
	case syntax.OpConcat:
		var all [][]string
		for _, sub := range re.Sub {
			all = append(all, literalsNeeded(sub)...)
		}
		return all
	case syntax.OpAlternate:
		// One set: of each alternative, the set whose shortest literal is
		// longest.
		var union []string
		for _, sub := range re.Sub {
			best := -1
			need := literalsNeeded(sub)
			for i, set := range need {
				if best < 0 || shortest(set) > shortest(need[best]) {
					best = i
				}
			}
			if best < 0 {
				return nil
			}
			union = append(union, need[best]...)
		}
		return [][]string{union}
	}
	return nil
}

func shortest(set []string) int {
	n := -1
	for _, s := range set {
		if n < 0 || len(s) < n {
			n = len(s)
		}
	}
	return n
}

// holdsFold reports whether s holds one of words (lower case), ASCII case
// folded, as gitleaks compares a secret with its stop words.
func holdsFold(s string, words []string) bool {
	for _, w := range words {
		if len(s) >= len(w) && indexFold(s, w) >= 0 {
			return true
		}
	}
	return false
}

// indexFold is strings.Index with ASCII case folded, for a lower-case sub.
func indexFold(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); i++ {
		j := 0
		for j < len(sub) {
			c := s[i+j]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			if c != sub[j] {
				break
			}
			j++
		}
		if j == len(sub) {
			return i
		}
	}
	return -1
}

// placeholder reports a placeholder as the value of a key
// (placeholders.go): for the rules whose pattern takes a value without a
// key rule's Key names (XML elements, flags).
func placeholder(v string) bool { return isPlaceholder(v, true) }

// cookiePlaceholder vetoes a cookie's value, which runs to the end of the
// line, when it is a placeholder, and so is its first cookie's value: the
// rest of the line ending in ":" ("sid=9f8e7d sent upstream:") is not the
// next key of a key/value pair, as it is for placeholder.
func cookiePlaceholder(v string) bool {
	first := strings.TrimLeft(v, " \t")
	if i := strings.IndexAny(first, "; \t"); i >= 0 {
		first = first[:i]
	}
	return placeholder(v) && placeholder(first)
}

// notSlackToken vetoes a match that lacks the numeric workspace id (nine
// digits or more) every Slack token carries ("xoxb-my-bot-token",
// "xoxo-indieweb-1.jpg", "xoxb-12345-abcd234"), or that ends in the "-"
// before its secret part: what is left are the workspace's and the user's
// ids, the secret masked ("xoxp-5723…-5738…-5723…-#####") or not there.
func notSlackToken(v string) bool {
	if strings.HasSuffix(v, "-") {
		return true
	}
	digits := 0
	for i := 0; i < len(v); i++ {
		if '0' <= v[i] && v[i] <= '9' {
			digits++
		}
	}
	return digits < 10
}

// curlPlaceholder vetoes a curl credential written as a placeholder
// whole: "-u <user:password>", "--user '[user]:[pass]'".
func curlPlaceholder(match, secret string) bool {
	i := strings.LastIndex(match, "-u")
	if j := strings.LastIndex(match, "--user"); j > i {
		i = j
	}
	cred := strings.TrimLeft(strings.TrimLeft(match[i:], "-user="), " \t")
	return isPlaceholder(cred, true) || isPlaceholder(strings.TrimSuffix(cred, ">"), true) && strings.HasPrefix(cred, "<")
}

// notFlagValue vetoes a command-line value that is a placeholder (as a
// key's value is: a reference, an endpoint, a file name), the next option
// or a plain lower-case word: "--password --verbose", "--password
// $PGPASSWORD", "the --password flag was removed".
func notFlagValue(v string) bool {
	if placeholder(v) || strings.HasPrefix(v, "-") || strings.HasPrefix(v, "$") {
		return true
	}
	return strings.Trim(v, "abcdefghijklmnopqrstuvwxyz") == ""
}

// notKeyLike vetoes key/value matches whose value cannot be a key: too
// short, a plain number or word ("max_tokens: 1000", "token:
// required", a constant's "0x802800A2"), or code calling a function
// (isCall); placeholders are vetoed before it runs.
func notKeyLike(v string) bool {
	if len(v) < 8 || isCall(v) || hexConstant(v) || authParamName(v) {
		return true
	}
	digits, letters, changes := 0, 0, 0
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case '0' <= c && c <= '9':
			digits++
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
			letters++
			if i > 0 && isLetter(v[i-1]) && (c < 'a') != (v[i-1] < 'a') {
				changes++
			}
		}
	}
	// All digits: a key only when too long for a count, a port or a
	// timestamp (Asana's and Discord's ids are 16–19 digits).
	if letters == 0 {
		return digits < 15 || digits != len(v)
	}
	// Letters alone: a word ("required", "caching") unless the case
	// changes as often as in random text ("suAQBaEyHrKbXN") or it is a
	// run of hex digits ("cafebabe:deadbeef"); at any length, a name in
	// camel case.
	return digits == 0 && !strings.ContainsAny(v, "-_/+=.") && (len(v) < 20 && 3*changes < letters && !hexRun(v, 16) || camelWords(v))
}

// authParamName reports whether v is a scheme word and the name of an
// authentication parameter waiting for its value: a header built by
// concatenation ("Bearer resource_metadata=" + url, "Basic realm=").
// base64 padding follows mixed case or digits, not a lower-case name.
func authParamName(v string) bool {
	sp := strings.IndexByte(v, ' ')
	if sp <= 0 || !strings.HasSuffix(v, "=") || skipScheme(v, 0) != sp+1 {
		return false
	}
	name := v[sp+1 : len(v)-1]
	for i := 0; i < len(name); i++ {
		if c := name[i]; (c < 'a' || c > 'z') && c != '_' {
			return false
		}
	}
	return name != ""
}

// camelWords reports whether v is an identifier of two words or more in
// camel case, each an upper-case letter and lower-case ones, three
// letters or more a word on average ("VerifyClientCertIfGiven",
// "ClientAuthentication", "defaultCredentialsProvider"): a constant's or
// a type's name, where a key's letters change case at random, two upper
// case letters in a row as often as not.
func camelWords(v string) bool {
	words, lower := 1, 0
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case 'a' <= c && c <= 'z':
			lower++
		case 'A' <= c && c <= 'Z':
			if i > 0 && lower == 0 {
				return false
			}
			if i > 0 {
				words++
			}
			lower = 0
		default:
			return false
		}
	}
	return words >= 2 && lower > 0 && len(v) >= 3*words
}

// hexConstant reports whether v is a number written in hex as code
// writes a constant, "0x" and at most 16 digits: 64 bits, too few for a key.
func hexConstant(v string) bool {
	return len(v) <= 18 && (strings.HasPrefix(v, "0x") || strings.HasPrefix(v, "0X")) &&
		hexRun(v[2:], 1) && !strings.Contains(v, ":")
}

// isCall reports whether v starts with a name, dotted or not, and "(":
// code, a call or a conversion, that a bare value holds up to the
// argument's quote or ")" ("token := r.Header.Get(" before
// "\"X-Token\")", "ENOKEY = syscall.Errno(0x7e)"). A key seldom holds
// "(", and not after a name's letters and digits alone.
func isCall(v string) bool {
	if v == "" || !(isLetter(v[0]) || v[0] == '_') {
		return false
	}
	for i := 1; i < len(v); i++ {
		switch c := v[i]; {
		case c == '(':
			return true
		case !isWord(c) && c != '.':
			return false
		}
	}
	return false
}

// hexRun reports whether v holds at least n hex letters and nothing else
// but ":" separators.
func hexRun(v string, n int) bool {
	hex := 0
	for i := 0; i < len(v); i++ {
		switch c := v[i] | 0x20; {
		case 'a' <= c && c <= 'f' || '0' <= v[i] && v[i] <= '9':
			hex++
		case v[i] != ':':
			return false
		}
	}
	return hex >= n
}

// prefixRun matches, by hand, a pattern that is a literal prefix and a
// greedy run of at least least bytes of class, with nothing after it (any
// optional words between them being of the class too): the prefix and
// the whole run. FuzzScan holds it to the pattern.
func prefixRun(prefix, class string, least int) func([]int, string) ([]int, int) {
	in := byteSet(class)
	return func(dst []int, s string) ([]int, int) {
		if !strings.HasPrefix(s, prefix) {
			return nil, min(len(s), len(prefix))
		}
		j := len(prefix)
		for j < len(s) && in[s[j]] {
			j++
		}
		if j-len(prefix) < least {
			return nil, min(len(s), j+1)
		}
		return append(dst[:0], 0, j), min(len(s), j+1)
	}
}

// notTokenLike vetoes bare-token matches that read as words: a token has
// digits or mixed case, prose has neither ("bearer authentication-scheme").
func notTokenLike(v string) bool {
	hasDigit, hasUpper, hasLower := false, false, false
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case '0' <= c && c <= '9':
			hasDigit = true
		case 'A' <= c && c <= 'Z':
			hasUpper = true
		case 'a' <= c && c <= 'z':
			hasLower = true
		}
	}
	return !hasDigit && !(hasUpper && hasLower)
}

// notBasicCredentials vetoes "Basic ..." matches that do not decode to
// user:password ("basic authentication").
func notBasicCredentials(v string) bool {
	b, err := base64.StdEncoding.DecodeString(v)
	if err != nil {
		b, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(v, "="))
	}
	return err != nil || !strings.Contains(string(b), ":")
}

// xmlElement is the xml-secret pattern's necessary condition at s[0],
// "<": a name, then white space or ">", the first ">" after it followed
// by a byte other than "<", and the first "<" after that by "/"; a name
// of ASCII letters and "_:-" must end in one of the pattern's words. A
// name with other bytes passes: (?i) folds "ſ" (U+017F) to "s" and the
// Kelvin sign to "k", so the regexp decides.
func xmlElement(s string) bool {
	i := 1
	ascii := true
	for i < len(s) && (isXMLName(s[i]) || s[i] >= 0x80) {
		ascii = ascii && s[i] < 0x80
		i++
	}
	if i >= len(s) || (s[i] != '>' && !isSpace(s[i])) {
		return false
	}
	if ascii && !endsInSecretWord(s[1:i]) {
		return false
	}
	gt := strings.IndexByte(s[i:], '>')
	if gt < 0 {
		return false
	}
	v := i + gt + 1
	if v >= len(s) || s[v] == '<' {
		return false
	}
	lt := strings.IndexByte(s[v:], '<')
	return lt >= 0 && v+lt+1 < len(s) && s[v+lt+1] == '/'
}

func isXMLName(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_' || c == ':' || c == '-'
}

// xmlWords are the words an xml-secret element name ends in, as the
// pattern spells them, "api-?_?key" expanded.
var xmlWords = []string{"password", "passwd", "pwd", "secret", "token", "apikey", "api-key", "api_key", "api-_key",
	"accesskey", "secretkey", "privatekey", "connectionstring"}

func endsInSecretWord(name string) bool {
	for _, w := range xmlWords {
		if len(name) >= len(w) && strings.EqualFold(name[len(name)-len(w):], w) {
			return true
		}
	}
	return false
}

// addKey is the .NET xml-secret pattern's necessary condition at the
// keyword "key=" (the prefilter found those four bytes): blanks, a quoted
// name on one line, white space, "value" in any case, blanks, "=",
// blanks and a quoted value on one line. Only the secret word in the name
// is left to the regexp: text made of `key="password" value=` repeated
// would otherwise run it, and search for the next match, at every hit.
func addKey(s string) bool {
	i := skipBlank(s, len("key="))
	if i >= len(s) || s[i] != '"' {
		return false
	}
	end := strings.IndexAny(s[i+1:], "\"\n")
	if end < 0 || s[i+1+end] != '"' {
		return false
	}
	j := i + 1 + end + 1
	k := skipBlank(s, j)
	if k == j || k+len("value") > len(s) || !strings.EqualFold(s[k:k+len("value")], "value") {
		return false
	}
	k = skipBlank(s, k+len("value"))
	if k >= len(s) || s[k] != '=' {
		return false
	}
	k = skipBlank(s, k+1)
	if k+1 >= len(s) || s[k] != '"' || s[k+1] == '"' || s[k+1] == '\n' {
		return false
	}
	v := strings.IndexAny(s[k+1:], "\"\n")
	return v >= 0 && s[k+1+v] == '"'
}

// skipBlank skips the pattern's space: RE2's \s and the no-break space.
func skipBlank(s string, i int) int {
	for i < len(s) {
		switch {
		case isSpace(s[i]):
			i++
		case strings.HasPrefix(s[i:], "\u00a0"):
			i += 2
		default:
			return i
		}
	}
	return i
}

// runOf returns the length of the run of bytes in class at s[i:].
func runOf(s string, i int, class string) int {
	n := 0
	for i+n < len(s) && strings.IndexByte(class, s[i+n]) >= 0 {
		n++
	}
	return n
}

const (
	base64Bytes = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	tokenBytes  = base64Bytes + "-._~"
)

// foldedRun reports whether s[i:] starts with n bytes of class, or with
// fewer and then a non-ASCII byte: under (?i) a class with A-Z also
// holds "ſ" (U+017F) and the Kelvin sign, so there the regexp decides.
func foldedRun(s string, i int, class string, n int) bool {
	k := runOf(s, i, class)
	return k >= n || (i+k < len(s) && s[i+k] >= 0x80)
}

// bearerToken is the bearer-token pattern's necessary condition after
// the keyword "bearer": blanks, then 16 token bytes.
func bearerToken(s string) bool {
	i := skipBlank(s, len("bearer"))
	return i > len("bearer") && foldedRun(s, i, tokenBytes, 16)
}

// basicCredentials is the basic-credentials pattern's necessary condition
// after the keyword "basic": white space, then 8 base64 bytes.
func basicCredentials(s string) bool {
	i := skipSpace(s, len("basic"))
	return i > len("basic") && foldedRun(s, i, base64Bytes, 8)
}

// awsSecretRow is the table-row aws-secret-access-key pattern, after the
// key: an optional quote, blanks, and 40 bytes of the key's alphabet that
// end the word. It is the whole pattern, but the regexp still decides.
func awsSecretRow(s string) bool {
	i := 0
	if i < len(s) && (s[i] == '"' || s[i] == '\'') {
		i++
	}
	j := i
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	if j == i || runOf(s, j, base64Bytes+"=") < 40 {
		return false
	}
	k := j + 40
	return k == len(s) || isSpace(s[k]) || s[k] == '"' || s[k] == '\''
}

// quote reports whether s[i] is a quote, ' or ".
func quote(s string, i int) bool { return i < len(s) && (s[i] == '"' || s[i] == '\'') }

// authorizationValue is the authorization pattern's necessary condition
// after the key: a quote, blanks, ":" or "=", blanks, a quote (each but
// the separator optional), then 8 token bytes, or a run of them (the
// scheme), blanks and 8 more. A non-ASCII byte where a token byte would
// do leaves it to the regexp, which folds case (the Kelvin sign is k).
func authorizationValue(s string) bool {
	i := 0
	if quote(s, i) {
		i++
	}
	i = skipBlank(s, i)
	if i >= len(s) || (s[i] != ':' && s[i] != '=') {
		return false
	}
	i = skipBlank(s, i+1)
	if quote(s, i) {
		i++
	}
	const class = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~+/=:,"
	if foldedRun(s, i, class, 8) {
		return true
	}
	j := i + runOf(s, i, class)
	k := skipBlank(s, j)
	return k > j && foldedRun(s, k, class, 8)
}

// cookieValue is the cookie pattern's necessary condition after the key:
// an (escaped) quote, blanks, ":", blanks, a quote (each but ":"
// optional), a cookie name, "=" and a byte of value. With a no-break
// space after the ":" it leaves the choice to the regexp: the pattern may
// read that space as the name's first character.
func cookieValue(s string) bool {
	i := 0
	if i+1 < len(s) && s[i] == '\\' && quote(s, i+1) {
		i += 2
	} else if quote(s, i) {
		i++
	}
	i = skipBlank(s, i)
	if i >= len(s) || s[i] != ':' {
		return false
	}
	j := skipBlank(s, i+1)
	if strings.Contains(s[i+1:j], "\u00a0") {
		return true
	}
	i = j
	if quote(s, i) {
		i++
	}
	k := i
	for k < len(s) && s[k] != '=' && s[k] != ';' && !isSpace(s[k]) && !quote(s, k) {
		k++
	}
	return k > i && k+1 < len(s) && s[k] == '=' && !strings.ContainsRune("\r\n\"'", rune(s[k+1]))
}

const alnumBytes = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

// stripeKey is the stripe-key pattern's necessary condition at its
// keyword: 16 letters or digits after "sk_live_" and its kin (8 bytes), 24
// after "whsec_". The pattern is case-sensitive: no folding to allow for.
func stripeKey(s string) bool {
	if len(s) >= 6 && strings.EqualFold(s[:6], "whsec_") {
		return runOf(s, 6, alnumBytes) >= 24
	}
	return runOf(s, min(8, len(s)), alnumBytes) >= 16
}

// cliOption is the cli-password pattern's necessary condition at "--": a
// run of letters and "-" (the option's name), then "=" or a blank. A
// non-ASCII byte in the name leaves it to the regexp, which folds case
// (the Kelvin sign is k).
func cliOption(s string) bool {
	i := 2
	for i < len(s) && (s[i] == '-' || 'a' <= s[i]|0x20 && s[i]|0x20 <= 'z') {
		i++
	}
	return i < len(s) && (s[i] == '=' || s[i] == ' ' || s[i] == '\t' || s[i] >= 0x80)
}

// scanAuthorization matches the authorization pattern by hand: text made
// of "Authorization: " repeated is a match at every hit (its value
// "Authorization:" is then the next key, a placeholder), and the regexp's
// backtracking over the optional scheme cost three times the rest.
func scanAuthorization(dst []int, s string) ([]int, int) {
	const cred = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~+/=:,"
	const scheme = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-"
	i := 0
	if quote(s, i) {
		i++
	}
	i = skipBlank(s, i)
	if i >= len(s) || (s[i] != ':' && s[i] != '=') {
		return nil, min(i+1, len(s))
	}
	i = skipBlank(s, i+1)
	if quote(s, i) {
		i++
	}
	// The optional scheme, taken when a credential of 8 or more follows
	// its blanks; a scheme is a letter and a run of its class.
	if i < len(s) && isLetter(s[i]) {
		j := i + runOf(s, i, scheme)
		if k := skipBlank(s, j); k > j {
			if n := credential(s, k, cred); n > 0 {
				return append(dst[:0], 0, k+n, i, j, k, k+n), min(k+n+1, len(s))
			}
		}
	}
	if n := credential(s, i, cred); n > 0 {
		return append(dst[:0], 0, i+n, -1, -1, i, i+n), min(i+n+1, len(s))
	}
	return nil, min(i+runOf(s, i, cred)+1, len(s))
}

// credential is the length of the authorization pattern's credential at
// s[i:]: 8 or more of its class, or a marker; 0 for none.
func credential(s string, i int, class string) int {
	if n := runOf(s, i, class); n >= 8 {
		return n
	}
	if strings.HasPrefix(s[i:], Marker) {
		j := i + len(Marker)
		n := runOf(s, j, "abcdefghijklmnopqrstuvwxyz0123456789-")
		if n > 0 && j+n < len(s) && s[j+n] == ']' {
			return len(Marker) + n + 1
		}
	}
	return 0
}

// digestScheme keeps an Authorization value whose scheme is Digest: its
// parameters are no token, and digest-auth redacts its response.
func digestScheme(match, _ string) bool {
	i := strings.IndexAny(match, ":=")
	rest := strings.TrimLeft(match[i+1:], " \t\"'\u00a0")
	return len(rest) >= 6 && strings.EqualFold(rest[:6], "digest")
}

// commandPasswords are commands that take a password as an option's
// value, with the option: a row here is a rule below. mysql's -ppw and
// sshpass have rules of their own.
var commandPasswords = []struct{ command, flag string }{
	{"docker login", "-p"},
	{"podman login", "-p"},
	{"buildah login", "-p"},
	{"skopeo login", "-p"},
	{"redis-cli", "-a"},
	{"mongo", "-p"},
	{"mongosh", "-p"},
	{"mongodump", "-p"},
	{"mongorestore", "-p"},
}

// commandRules are commandPasswords as rules: the command, anything on
// its line but a command separator, the option and its value.
var commandRules = func() []Rule {
	var rules []Rule
	for _, c := range commandPasswords {
		rules = append(rules, Rule{
			Name:     "cli-password",
			Keywords: []string{c.command},
			Pattern:  regexp.QuoteMeta(c.command) + `\b[^\n|;&]*?[ \t]` + regexp.QuoteMeta(c.flag) + `[ \t]+` + flagValue,
			Groups:   flagGroups,
			Keep:     notFlagValue,
			MaxLen:   256, // one command line
			Needs:    c.flag,
		})
	}
	return rules
}()

// passwordWordAssigned is the other languages' password rule's necessary
// condition at its word: blanks, then ":", "=" or "：".
func passwordWordAssigned(s string) bool {
	for _, w := range passwordWords {
		if len(s) >= len(w) && firstMayFold(s, w) && strings.EqualFold(s[:len(w)], w) {
			i := skipBlanks(s, len(w))
			return i < len(s) && (s[i] == ':' || s[i] == '=' || strings.HasPrefix(s[i:], "："))
		}
	}
	return true // a case the fold above does not see: the regexp decides
}

// passwordWordRest is what the password-word rule's pattern takes after
// the word: blanks, ":", "=" or "：", blanks and the value.
const passwordWordRest = `[ \t]*(?:[:=]|：)[ \t]*(?:"([^"\n]+)"|'([^'\n]+)'|([^\s"'` + "`" + `,;&}{)<>\]\[\\|，。、][^\s"',;，。、]*))`

var (
	passwordWordRestRE = lazy.Regexp(`^(?:` + passwordWordRest + `)`)
	passwordWordRE     = lazy.Regexp(`^(?:(?i:` + strings.Join(passwordWords, "|") + `)` + passwordWordRest + `)`)
)

// scanPasswordWord matches the password-word rule's pattern at the start
// of s: the word by a fold compare — no word is a prefix of another, so
// the one at s is the one the pattern's alternation takes — and the rest
// with a regexp of the rest alone, first over probeLen bytes. The pattern
// as a whole, an alternation of 17 case-folded words, cost text of
// "salasana: " repeated about 1 µs at every hit. A word in a fold the
// compare does not see (another byte length) is left to the whole
// pattern. FuzzScan holds the two to the same answer.
func scanPasswordWord(dst []int, s string) ([]int, int) {
	for _, w := range passwordWords {
		if len(s) < len(w) || !firstMayFold(s, w) || !strings.EqualFold(s[:len(w)], w) {
			continue
		}
		rest := s[len(w):]
		m := passwordWordRestRE().FindStringSubmatchIndex(rest[:min(len(rest), probeLen)])
		read := len(w) + min(len(rest), probeLen)
		if m == nil || m[1] >= probeLen {
			m = passwordWordRestRE().FindStringSubmatchIndex(rest)
			read = len(s)
		}
		if m == nil {
			return nil, read
		}
		dst = append(dst[:0], 0, len(w)+m[1])
		for _, x := range m[2:] {
			if x >= 0 {
				x += len(w)
			}
			dst = append(dst, x)
		}
		return dst, read
	}
	m := passwordWordRE().FindStringSubmatchIndex(s)
	if m == nil {
		return nil, len(s)
	}
	return append(dst[:0], m...), len(s)
}

// firstMayFold is a cheap test before strings.EqualFold(s[:len(w)], w):
// the first bytes are equal, ASCII case folded. It misses the folds that
// change a first byte past ASCII ("ſ" for "s"), which both callers leave
// to the regexp; seventeen Unicode fold compares at every hit cost text
// of "salasana: " repeated a quarter of its time.
func firstMayFold(s, w string) bool {
	a, b := s[0], w[0]
	if b < 0x80 {
		return a|0x20 == b|0x20
	}
	return a == b
}

// passwordWords are "password" in the languages agents and their users
// write logs in; the Cyrillic one also capitalised, as the keyword scan
// folds ASCII letters only.
var passwordWords = []string{"密码", "密碼", "口令", "パスワード", "비밀번호", "пароль", "Пароль", "contraseña",
	"passwort", "mot de passe", "senha", "wachtwoord", "hasło", "parola", "heslo", "salasana", "lösenord"}
