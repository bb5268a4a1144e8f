package reading

import (
	"slices"
	"strings"

	"github.com/ackrite/ackrite/internal/text"
)

// An endState is a class of end-state verbs a claim can say of its subject
// ("uploaded", "deployed", "created"…): a bit of Claim.ends.
type endState uint16

const (
	endUpload endState = 1 << iota
	endDeploy
	endPublish
	endCreate
	endEnable
	endInstall
	endRegister
	endRotate
	endPush
	endRenew
)

// endWords are each class's verbs, in English, Spanish and Chinese; a
// Latin word counts in any form its lemma takes ("uploads", "subió").
var endWords = []struct {
	class endState
	words []string
}{
	{endUpload, []string{"upload", "uploaded", "subido", "subida", "subir", "上传"}},
	{endDeploy, []string{"deploy", "deployed", "desplegado", "desplegada", "desplegar", "部署", "上线"}},
	{endPublish, []string{"publish", "published", "release", "released", "publicado", "publicada", "publicar", "发布"}},
	{endCreate, []string{"create", "created", "exist", "exists", "creado", "creada", "crear", "existe", "创建", "建好", "新建"}},
	{endEnable, []string{"enable", "enabled", "activate", "activated", "habilitado", "habilitada", "activado", "activada",
		"启用", "开启", "打开"}},
	{endInstall, []string{"install", "installed", "instalado", "instalada", "instalar", "安装"}},
	{endRegister, []string{"register", "registered", "registrado", "registrada", "registrar", "注册"}},
	{endRotate, []string{"rotate", "rotated", "rotado", "rotada", "rotar", "轮换", "轮转"}},
	{endPush, []string{"push", "pushed", "subido", "推送"}},
	{endRenew, []string{"renew", "renewed", "renovado", "renovada", "renovar", "续期", "续签", "更新证书"}},
}

// endLemmas maps a Latin end-state word's lemma to its classes; endCJK
// lists the Chinese words.
var endLemmas, endCJK = func() (map[string]endState, []struct {
	w string
	c endState
}) {
	m := map[string]endState{}
	var cjk []struct {
		w string
		c endState
	}
	for _, row := range endWords {
		for _, w := range row.words {
			if ascii(unaccent(w)) {
				m[lemma(w)] |= row.class
			} else {
				cjk = append(cjk, struct {
					w string
					c endState
				}{w, row.class})
			}
		}
	}
	return m, cjk
}()

// endStatesOf returns the end-state classes a claim's words say.
func endStatesOf(claim string, toks []tok) endState {
	var e endState
	for i := range toks {
		if !toks[i].stop && latinWord(toks[i].s) {
			e |= endLemmas[lemma(toks[i].s)]
		}
	}
	for _, w := range endCJK {
		if strings.Contains(claim, w.w) {
			e |= w.c
		}
	}
	return e
}

// A reportRow is one tool's own line reporting an action it did: the
// classes of end state the action reaches, and a match of the line.
type reportRow struct {
	name string
	ends endState
	// match returns, for a line of the report, what the action was done
	// to ("./dist/app.tgz to s3://releases/app.tgz", "web"); content is the
	// whole item, for a tool that names it on its command line.
	match func(line, content string) (object string, ok bool)
}

// reportRows are the tools' success reports (docs/tools.md, Readings): a
// line the tool prints only when the action was done. What the action was
// done to is the line's own object, read by the subject checks that follow.
var reportRows = []reportRow{
	{"aws-s3-transfer", endUpload | endPublish | endDeploy, func(l, _ string) (string, bool) {
		// "upload: ./dist/app.tgz to s3://releases/app.tgz", "copy: s3://a to s3://b"
		for _, p := range [...]string{"upload: ", "copy: "} {
			if rest, ok := strings.CutPrefix(l, p); ok && strings.Contains(rest, " to s3://") || ok && strings.HasPrefix(rest, "s3://") && strings.Contains(rest, " to ") {
				return rest, true
			}
		}
		return "", false
	}},
	{"kubectl-apply", endDeploy | endCreate | endEnable | endRegister, func(l, _ string) (string, bool) {
		// "deployment.apps/web configured", "service/web created"
		name, verb, ok := strings.Cut(l, " ")
		if !ok || verb != "created" && verb != "configured" {
			return "", false
		}
		slash := strings.IndexByte(name, '/')
		ok = slash > 0 && slash < len(name)-1 && !strings.ContainsAny(name, ":\"'") && isLower(name[0])
		return name[slash+1:], ok
	}},
	{"sql-command-tag", endCreate | endEnable | endInstall, func(l, content string) (string, bool) {
		// psql's command tag, "CREATE DATABASE", after the statement that
		// names its object: "CREATE DATABASE reports".
		rest, ok := strings.CutPrefix(l, "CREATE ")
		if !ok || rest == "" || strings.ToUpper(rest) != rest || len(rest) > 24 || strings.ContainsAny(rest, "();'\"") {
			return "", false
		}
		i := strings.Index(strings.ToUpper(content[:min(len(content), 4096)]), l+" ")
		if i < 0 {
			return "", true // the statement is not in the item: the tag names nothing
		}
		name := strings.TrimLeft(content[i+len(l)+1:], " ")
		name = strings.TrimPrefix(strings.TrimPrefix(name, "IF NOT EXISTS "), "if not exists ")
		if end := strings.IndexAny(name, " ;'\"\n("); end >= 0 {
			name = name[:end]
		}
		return name, true
	}},
	{"npm-published", endPublish | endInstall, func(l, _ string) (string, bool) {
		// npm publish's "+ @acme/ui@2.3.0"
		rest, ok := strings.CutPrefix(l, "+ ")
		at := strings.LastIndexByte(rest, '@')
		return rest, ok && at > 0 && at < len(rest)-1 && isDigit(rest[at+1]) && !strings.ContainsAny(rest, " \t")
	}},
	{"docker-pushed", endPush | endPublish | endUpload, func(l, content string) (string, bool) {
		// docker push's "1.4: digest: sha256:ab12… size: 1573"; the image
		// is on its command line.
		i := strings.Index(l, ": digest: sha256:")
		if i <= 0 || !strings.Contains(l[i:], " size: ") {
			return "", false
		}
		if j := strings.Index(content, "docker push "); j >= 0 {
			name, _, _ := strings.Cut(content[j+len("docker push "):], "\n")
			return name, true
		}
		return "", true
	}},
	{"certbot-renewed", endRenew | endCreate | endInstall, func(l, _ string) (string, bool) {
		// certbot renew's "/etc/letsencrypt/live/shop.example.com/fullchain.pem (success)"
		return l, strings.HasSuffix(l, " (success)") && strings.Contains(l, "/live/")
	}},
}

// dryRun are a run's words for reporting without doing.
var dryRun = []string{"dry-run", "dry run", "dryrun", "--whatif", "simulación", "模拟运行", "试运行"}

func isLower(b byte) bool { return 'a' <= b && b <= 'z' }

// reported returns the first line of content that is a tool's own report
// of an action reaching one of the claim's end states, and what it was
// done to; "" when there is none, or when any line reports a failure (a
// report beside an "upload failed:" is not the whole transfer) or a dry
// run (which reports what it would do).
func (c *Claim) reported(content string) (line, object string) {
	if c.ends == 0 {
		return "", ""
	}
	found, obj := "", ""
	for rest := content; rest != ""; {
		var l string
		l, rest, _ = strings.Cut(rest, "\n")
		l = strings.TrimSpace(l)
		if l == "" || len(l) > 400 {
			continue
		}
		if strings.Contains(l, " failed: ") || strings.HasPrefix(l, "error: ") || strings.HasPrefix(l, "Error from server") ||
			strings.HasPrefix(l, "ERROR") || strings.HasPrefix(l, "npm ERR!") || holdsAny(strings.ToLower(l), dryRun) {
			return "", ""
		}
		if found != "" {
			continue
		}
		for i := range reportRows {
			if row := &reportRows[i]; row.ends&c.ends != 0 {
				if o, ok := row.match(l, content); ok {
					found, obj = l, o
					break
				}
			}
		}
	}
	return found, obj
}

// artifactWords name a build's output; artifactParts are the parts of a
// path that hold one ("dist/app.tgz", "target/app.jar").
var (
	artifactWords = []string{"build", "artifact", "bundle", "binary", "tarball", "archive", "compilación", "compilacion",
		"artefacto", "构建", "产物", "制品", "安装包"}
	artifactParts = []string{"dist/", "build/", "out/", "target/", "bin/", "release/", "releases/", ".tgz", ".tar.gz", ".zip",
		".jar", ".war", ".whl", ".deb", ".rpm", ".apk", ".ipa", ".dmg", ".exe", ".msi"}
)

// reportNames reports whether a report's object is what the claim says
// reached its end state: it holds a term of the claim's subject other than
// the end-state verb and the kind of thing ("web" of "the web deployment",
// "reports" of "the reports database"); for a claim of a build or an
// artifact, an artifact's path; for a claim whose subject is only its kind
// ("the database is created"), any object.
func (c *Claim) reportNames(object string) bool {
	lower := strings.ToLower(object)
	named, specific := false, false
	for _, t := range c.core {
		if endLemmas[t] != 0 || endLemmas[lemma(t)] != 0 || kindWords[t] || generic[t] || reportKinds[t] {
			continue
		}
		if holdsAny(strings.ToLower(c.Text), artifactWords) && slices.Contains(artifactStems, t) {
			continue
		}
		specific = true
		named = named || holdsWord(lower, t)
	}
	for _, id := range c.Subject.Idents {
		// "pay.acme.io", "@acme/ui": a name as written.
		if len(id) >= 3 && !reportKinds[id] && endLemmas[lemma(id)] == 0 {
			specific = true
			named = named || strings.Contains(lower, id)
		}
	}
	if holdsAny(strings.ToLower(c.Text), artifactWords) && !holdsAny(lower, artifactParts) {
		return false
	}
	return named || !specific
}

// reportKinds are the kinds of thing a tool reports an action on
// ("deployment.apps/web", "CREATE DATABASE"): they say which kind, not
// which one.
var reportKinds = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range text.Words("deployment service database table extension index role package image container registry " +
		"bucket s3 cluster namespace secret key password credential token certificate cert tls ssl webhook endpoint npm pypi docker helm chart " +
		"base datos tabla extensión extension paquete imagen clave contraseña secreto certificado") {
		if t, ok := text.Term(w); ok {
			m[t] = true
		}
	}
	return m
}()

// artifactStems are artifactWords as terms.
var artifactStems = func() []string {
	var out []string
	for _, w := range artifactWords {
		if t, ok := text.Term(w); ok {
			out = append(out, t)
		}
	}
	return out
}()
