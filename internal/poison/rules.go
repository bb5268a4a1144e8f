package poison

import "github.com/ackrite/ackrite/internal/lazy"

// prose is every kind of text a person or model reads as words.
var prose = []Kind{KindTitle, KindDescription, KindValue}

// names are the identifiers a model selects by.
var names = []Kind{KindName, KindPropertyName}

// proseAndNames adds names, read as words ("content_from_reading_ssh_id_rsa"),
// for the rules whose subject can hide in an identifier.
var proseAndNames = []Kind{KindTitle, KindDescription, KindValue, KindName, KindPropertyName}

// anyKind is every string, schema keywords' values included.
var anyKind = []Kind{KindOther, KindName, KindTitle, KindDescription, KindPropertyName, KindValue}

// Rules are the checks run on each tool definition (docs/rules.md §10.4): hidden
// and deceptive characters on every string, look-alike letters in names,
// and instruction-like text aimed at the model in every prose string.
// Instruction patterns run on folded text: hidden characters removed,
// look-alike letters read as the Latin ones, so "іgnore" (Cyrillic і) and
// "ig\u200bnore" are still "ignore". Ordinary usage guidance — "call
// resolve-library-id before get-docs", "do not call this tool more than 3
// times" — is not instruction-like: the patterns need concealment from the
// user, secrets or unrelated files, overriding other instructions, or
// directions about tools in general or other servers' tools.
var Rules = []Rule{
	// Hidden and deceptive characters.
	{
		Name: "tag-characters", Severity: High, Kinds: anyKind,
		Summary: "Unicode TAG characters (U+E0000–E007F) outside a flag emoji: invisible text a model reads as ASCII",
		Chars:   inRanges(runeRange{0xE0000, 0xE007F}),
	},
	{
		Name: "bidi-control", Severity: High, Kinds: anyKind,
		Summary: "bidirectional overrides, embeddings, isolates or marks: text that displays in a different order than it reads",
		Chars:   inRanges(runeRange{0x202A, 0x202E}, runeRange{0x2066, 0x2069}, runeRange{0x200E, 0x200F}, runeRange{0x061C, 0x061C}),
	},
	{
		Name: "zero-width", Severity: High, Kinds: anyKind,
		Summary: "zero-width or invisible characters (ZWSP, ZWJ/ZWNJ outside emoji and joining scripts, word joiner, BOM, soft hyphen, fillers)",
		Chars: inRanges(runeRange{0x200B, 0x200D}, runeRange{0x2060, 0x2064}, runeRange{0xFEFF, 0xFEFF}, runeRange{0x180E, 0x180E},
			runeRange{0x00AD, 0x00AD}, runeRange{0x034F, 0x034F}, runeRange{0x115F, 0x1160}, runeRange{0x3164, 0x3164},
			runeRange{0xFFA0, 0xFFA0}, runeRange{0x2800, 0x2800}),
	},
	{
		Name: "variation-selectors", Severity: High, Kinds: anyKind,
		Summary: "variation selectors not attached to one visible character: a channel for hidden bytes",
		Chars:   isVariationSelector,
	},
	{
		Name: "control-characters", Severity: High, Kinds: anyKind,
		Summary: "C0/C1 control characters other than tab and newline (terminal escape sequences, carriage returns)",
		Chars: func(r rune) bool {
			return r < 0x20 && r != '\t' && r != '\n' || r == 0x7F || r >= 0x80 && r <= 0x9F
		},
	},
	{
		Name: "private-use", Severity: Medium, Kinds: anyKind,
		Summary: "private-use code points: no agreed glyph, often rendered as nothing",
		Chars:   inRanges(runeRange{0xE000, 0xF8FF}, runeRange{0xF0000, 0xFFFFD}, runeRange{0x100000, 0x10FFFD}),
	},
	{
		Name: "homoglyph-name", Severity: High, Kinds: names,
		Summary:    "a tool or property name mixing Latin letters with look-alikes from another script, or spelled entirely in look-alikes",
		Identifier: homoglyphName,
	},

	// Instruction-like text aimed at the model.
	{
		Name: "instruction-tags", Severity: High, Kinds: prose,
		Summary:  "tags that frame text as instructions for the model (<IMPORTANT>, <system>, <instructions>, [SYSTEM])",
		Keywords: []string{"<", "["},
		Pattern:  `(?i)<\s*/?\s*(?:important|system|sys|instructions?|admin|secret|hidden|critical|override|assistant|system[_-]?prompt)\s*(?:\s[^>]{0,40})?>|\[\s*(?:system|instructions?|hidden|admin)\s*(?:\]|:)|\[\s*important\s*:`,
	},
	{
		Name: "concealment", Severity: High, Kinds: proseAndNames,
		Summary: "asks the model to hide what it does from the user",
		Keywords: []string{"not", "n't", "dont", "never", "without", "hide", "conceal", "secret", "silent", "quiet", "covert", "upset", "alarm",
			"worry", "scare", "keep", "avoid"},
		Pattern: `(?i)\b(?:do\s+not|don'?t|never|without|avoid)\s+(?:\w+\s+){0,3}?(?:tell|telling|inform|informing|mention|mentioning|reveal|revealing|disclose|disclosing|let)\b[^.\n]{0,60}?\b(?:users?|humans?|operators?|persons?|people)\b` +
			`|\b(?:do\s+not|don'?t|never)\s+(?:mention|reveal|disclose|acknowledge|explain|say)\s+(?:that|this|these|the\s+(?:above|following|instructions?|step|file|fact|request)|any\s+of\s+this|anything\s+about)\b` +
			`|\b(?:hide|conceal|keep)\b[^.\n]{0,40}?\b(?:from|secret\s+from|hidden\s+from)\s+(?:the\s+)?(?:users?|humans?|operators?)\b` +
			`|\b(?:users?|humans?)\s+(?:must|should|will|need|does|do|is|are)\s*(?:not|n't|never)\s+(?:\w+\s+)?(?:know|see|notice|learn|find\s+out|be\s+(?:told|informed|aware|shown))\b` +
			`|\b(?:silently|secretly|covertly|quietly|invisibly|discreetly)\s+(?:\w+\s+){0,2}?(?:read|send|forward|copy|upload|include|add|change|modify|collect|exfiltrate|call|invoke|bcc|cc|redirect|append|attach|transmit|replace)\b` +
			`|\b(?:could|would|might|will|may)\s+(?:\w+\s+)?(?:upset|alarm|worry|scare|confuse|frighten)\s+the\s+(?:users?|humans?)\b`,
	},
	{
		Name: "override-instructions", Severity: High, Kinds: proseAndNames,
		Summary:  "asks the model to ignore or override its other instructions",
		Keywords: []string{"ignore", "disregard", "forget", "override", "overrule", "bypass", "supersede", "precedence", "priority", "instruction", "you are now", "from now on"},
		Pattern: `(?i)\b(?:ignore|disregard|forget|override|overrule|bypass|supersede)s?\s+(?:all\s+|any\s+)?(?:of\s+)?(?:the\s+|your\s+|these\s+)?(?:previous|prior|earlier|above|preceding|other|original|existing|system|safety|user'?s?|developer|default)\s+(?:\w+\s+)?(?:instructions?|prompts?|rules|directions|directives|guidelines|messages|constraints|policies|guardrails)\b` +
			`|\b(?:precedence|priority)\s+over\s+(?:all\s+|any\s+)?(?:other\s+|previous\s+)?(?:instructions?|tools?|rules|prompts?|the\s+system|system|the\s+user)\b` +
			`|\bnew\s+(?:system\s+)?instructions?\s*:|\byou\s+are\s+now\s+(?:a|an|in|the|no\s+longer)\b|\bfrom\s+now\s+on,?\s+(?:you|always|never|ignore)\b`,
	},
	{
		Name: "sensitive-files", Severity: High, Kinds: proseAndNames,
		Summary: "names secret files or client configuration the tool has no business with (~/.ssh, id_rsa, .env, cloud credentials, mcp.json)",
		Keywords: []string{".ssh", "id_rsa", "id_dsa", "id_ecdsa", "id_ed25519", "id rsa", "id dsa", "id ecdsa", "id ed25519", ".aws", ".netrc", ".npmrc", ".pypirc", ".pgpass", ".git-credentials",
			".docker", ".kube", ".gnupg", "gcloud", ".azure", "/etc/", "mcp.json", "claude_desktop_config", ".cursor", "wallet.dat",
			"_history", "keychain", ".env", "login data", "cookies.sqlite"},
		Pattern: `(?i)~/\.ssh\b|\.ssh[/\\](?:id_|authorized_keys|config|known_hosts)|\bid[_ ](?:rsa|dsa|ecdsa|ed25519)\b|~/\.aws\b|\.aws[/\\]credentials|` +
			`(?:~|\$home|%userprofile%)[/\\]\.(?:netrc|npmrc|pypirc|pgpass|git-credentials|docker[/\\]config\.json|kube[/\\]config|gnupg|config[/\\]gcloud|azure)|` +
			`/etc/(?:passwd|shadow|sudoers|ssh/)|\bmcp\.json\b|claude_desktop_config\.json|~/\.cursor\b|\bwallet\.dat\b|\.(?:bash|zsh)_history\b|\bkeychain\b|` +
			`\blogin\s+data\b|cookies\.sqlite|` +
			// .env only in an imperative: "read the .env file"; a tool that
			// says what it does itself ("Loads .env") is describing its use.
			`\b(?:read|open|cat|include|pass|send|attach|copy|upload|print|dump|load|source|output|paste|share|forward|grab|collect|get)\b[^.\n]{0,40}?(?:^|[\s'"\x60(/~])\.env(?:\.[a-z]+)?\b`,
		Keep: func(before, match string) bool { return envTemplate(before, match) || negated(before, match) },
	},
	{
		Name: "secret-harvesting", Severity: High, Kinds: proseAndNames,
		Summary: "asks the model to read, include or send the user's secrets, credentials or conversation",
		Keywords: []string{"secret", "credential", "password", "key", "token", "environment variable", "cookie", "history", "conversation",
			"system prompt", "private"},
		Pattern: `(?i)\b(?:read|reading|cat|open|load|include|attach|attaching|pass|passing|send|sending|upload|uploading|collect|collecting|extract|copy|copying|dump|exfiltrate|forward|forwarding|print|output|append|embed|share|sharing|provide|providing|put|insert|leak|retrieve|fetch|get|post)\b[^.\n]{0,50}?` +
			`\b(?:the\s+user'?s?|user'?s|your|all|any|every|the\s+(?:whole|entire|full|complete)|the\s+contents?\s+of\s+(?:the\s+)?(?:user'?s?\s+)?)\s*(?:[\w~.-]*[\s/]){0,2}?` +
			`(?:secrets?|credentials?|passwords?|passphrases?|api[\s_-]?keys?|private\s+keys?|ssh\s+keys?|access\s+tokens?|auth(?:entication)?\s+tokens?|tokens|session\s+(?:tokens?|cookies?)|cookies|environment\s+variables|env\s+vars|conversation(?:\s+history)?|chat\s+history|message\s+history|previous\s+messages|system\s+prompt)\b`,
		Keep: negated,
	},
	{
		Name: "cross-tool-directive", Severity: High, Kinds: prose,
		Summary: "dictates how other tools are used: redirecting their recipients, running before or instead of every other tool, or speaking for another server's tools",
		Keywords: []string{"tool", "function", "server", "recipient", "destination", "address", "number", "email", "message", "request",
			"payment", "transfer", "instead"},
		Pattern: `(?i)\b(?:when(?:ever)?|before|after|if|while)\b[^.\n]{0,30}?\b(?:using|calling|invoking|running|executing|you\s+(?:use|call|invoke|run|execute))\s+(?:any|all|every|other|another|a\s+different|the\s+other)\s+(?:other\s+)?(?:tools?|functions?|servers?|mcp\s+(?:tools?|servers?))\b` +
			`|\b(?:before|instead\s+of)\s+(?:using\s+|calling\s+|invoking\s+|running\s+|executing\s+)?(?:any|every|all)\s+(?:other\s+)?(?:tools?|functions?)\b` +
			`|\b(?:all|every|any)\s+(?:outgoing\s+|other\s+)?(?:emails?|messages?|requests?|calls?|payments?|transfers?|transactions?)\b[^.\n]{0,60}?\b(?:must|should|shall|need\s+to|have\s+to|are\s+to)\s+(?:also\s+|always\s+)?(?:be\s+)?(?:sent|forwarded|copied|redirected|cc'?d|bcc'?d|routed|go|include)\b` +
			`|\b(?:change|replace|set|override|redirect|swap)\s+(?:the\s+)?(?:recipient|destination|to[\s-]address|target\s+(?:account|address|number)|email\s+address|phone\s+number|account\s+number|iban|wallet\s+address)\b` +
			`|\b(?:tools?|functions?)\s+(?:from|of|on|in|provided\s+by)\s+(?:all\s+|any\s+)?(?:other|another|different)\s+(?:mcp\s+)?servers?\b` +
			`|\binstead\s+of\s+(?:using|calling)\s+(?:the\s+)?\S+\s+(?:tool\s+)?(?:from|of|on)\s+(?:the\s+)?\S+\s+server\b`,
	},
	{
		Name: "exfiltration-endpoint", Severity: Medium, Kinds: prose,
		Summary:  "asks for data to be sent, copied or forwarded to a fixed address, URL or phone number",
		Keywords: []string{"@", "http", "+"},
		Keep:     negated,
		Pattern:  `(?i)\b(?:send|forward|post|upload|copy|bcc|cc|transmit|exfiltrate|mirror|leak|relay|(?:be|is|are|gets?)\s+(?:sent|forwarded|posted|uploaded|copied|bcc'?d|cc'?d|relayed|mirrored))\b[^.\n]{0,60}?\b(?:to|at)\s+<?(?:[\w.+-]+@[\w-]+\.[\w.]*[a-z]|https?://[^\s)>"']+|\+\d[\d\s().-]{6,}\d)`,
	},
	{
		Name: "hidden-comment", Severity: Medium, Kinds: prose,
		Summary:  "an HTML comment: text that rendered Markdown hides from the user but the model reads",
		Keywords: []string{"<!--"},
		Pattern:  `<!--`,
	},
}

// negated keeps a match that a negation just before it turns around:
// "never include any API keys in the query".
var negation = lazy.Regexp(`(?i)\b(?:not|never|no|avoid|without|n't)\s+(?:\w+\s+){0,2}$`)

func negated(before, _ string) bool { return negation().MatchString(before) }

// envTemplate keeps ".env.example" and its siblings, which hold no secrets.
func envTemplate(_, match string) bool {
	for _, t := range []string{".env.example", ".env.sample", ".env.template", ".env.dist", ".env.defaults"} {
		if len(match) >= len(t) && equalFold(match[len(match)-len(t):], t) {
			return true
		}
	}
	return false
}

// FleetRules are the checks across the servers of one scan (docs/rules.md §10.4).
var FleetRules = []FleetRule{
	{
		Name: "duplicate-tool-name", Severity: Medium,
		Summary: "two servers expose a tool of the same name: which one the model calls depends on the client",
		Inspect: duplicateNames,
	},
	{
		Name: "cross-server-reference", Severity: High,
		Summary: "a tool's text names another server's tool: a way to shadow or redirect it",
		Inspect: crossReferences,
	},
}
