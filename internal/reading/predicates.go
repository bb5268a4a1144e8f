package reading

import (
	"strings"
	"sync"

	"github.com/ackrite/ackrite/internal/text"
)

// The affirmation side of the reader (docs/rules.md §4.1): the words with which an
// observation states that what a claim asserts holds, or that it has not
// happened yet. A claim is read against the rows it selects: every claim
// selects the generic rows; a claim about sending selects "send", one about
// a job finishing selects "complete", and so on. A word whose meaning
// depends on the claim lives in the rows that give it that meaning:
// "running" affirms "the API is up" and persists against "the sync
// finishes".
//
// Negation is the engine's, not the table's: "hasn't arrived", "never
// loads", "no se envió", "没有发送" are a negated affirmation, and a negated
// affirmation persists. So the rows hold the affirming words in their
// plain forms, and persisting words only where they say it themselves
// ("queued", "blank page", "一直转圈").

// A predicateRow is one claimed predicate: the words of a claim that
// select it, and the phrases of an observation that affirm it or say it
// persists.
type predicateRow struct {
	name            string
	claim           []string // phrases of a claim that select the row; none: every claim
	affirm, persist []string
}

// The claim words of each kind of predicate, shared by the rows a kind
// selects.
var (
	completeWords = []string{"finish", "finishes", "finished", "complete", "completes", "completed", "completion", "sync", "syncs",
		"synced", "syncing", "synchronization", "import", "imports", "export", "exports", "migration", "migrations", "migrate",
		"migrates", "backup", "backups", "job", "jobs", "batch", "reindex", "rebuild", "upload", "uploads", "rollout", "roll out",
		"rolls out", "deploy", "deploys", "deployment", "cron", "pipeline", "build", "builds", "release", "processing", "process",
		"termina", "terminar", "completa", "sincroniza", "sincronización", "importación", "exportación", "migración",
		"copia de seguridad", "tarea", "despliegue", "同步", "导入", "导出", "迁移", "备份", "任务", "部署", "构建"}
	sendWords = []string{"send", "sends", "sent", "sending", "deliver", "delivers", "delivered", "delivery", "email", "emails",
		"mail", "mails", "notification", "notifications", "notify", "webhook", "webhooks", "message", "messages", "sms",
		"outbox", "invoice", "invoices", "envía", "envían", "enviado", "enviados", "envío", "entrega", "correo", "correos",
		"notificación", "notificaciones", "factura", "facturas", "邮件", "通知", "推送", "短信", "送达", "发票"}
	payWords = []string{"pay", "pays", "payment", "payments", "charge", "charges", "charged", "checkout", "order", "orders",
		"purchase", "refund", "refunds", "capture", "billing", "pago", "pagos", "cobro", "cobra", "pedido", "pedidos", "reembolso",
		"支付", "付款", "扣款", "订单", "退款", "结账"}
	showWords = []string{"load", "loads", "loading", "page", "pages", "render", "renders", "rendering", "display", "displays",
		"show", "shows", "screen", "ui", "button", "appear", "appears", "visible", "open", "opens", "dashboard", "banner",
		"carga", "cargan", "página", "pantalla", "muestra", "aparece", "abre", "加载", "页面", "显示", "打开", "界面"}
	liveWords = []string{"is up", "are up", "stays up", "be up", "running", "available", "availability", "online", "healthy",
		"server", "servers", "service", "services", "daemon", "servidor", "servicio", "服务", "服务器",
		"health", "reachable", "responds", "responding", "listening", "starts", "start", "boots", "serving", "uptime", "alive",
		"disponible", "en línea", "arranca", "levanta", "sano", "sana", "saludable", "operativo", "operativa",
		"可用", "在线", "启动", "健康", "运行"}
	authWords = []string{"log in", "login", "logins", "sign in", "signin", "logs in", "signs in", "authenticate", "authentication",
		"auth", "sso", "oauth", "session", "iniciar sesión", "inicio de sesión", "登录", "登入", "认证"}
	readyWords = []string{"replica", "replicas", "pod", "pods", "instance", "instances", "node", "nodes", "worker", "workers",
		"container", "containers", "réplica", "réplicas", "副本", "实例", "节点"}
)

// join concatenates word lists.
func join(lists ...[]string) []string {
	var out []string
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// predicateRows is the affirmation table, en/es/zh. A phrase appears in one
// row only, and in no row of phraseRows (TestPredicatePhrasesAreOwned).
var predicateRows = []predicateRow{
	{name: "generic",
		affirm: []string{"fine", "ok", "okay", "normal", "normally", "as expected", "as intended", "correct", "correctly", "expected result",
			"no issues", "no problems", "without issues", "without problems", "restored", "recovered", "works as expected",
			"behaves correctly", "confirmed working", "created", "generated", "produced", "saved", "downloaded", "printed",
			"rendered", "displayed", "loaded", "opened", "appeared", "reaches", "reached", "creation complete",
			"como se esperaba", "lo esperado", "lo previsto", "sin incidencias", "se recuperó", "restaurado", "restaurada", "normalidad",
			"creado", "creada", "generado", "generada", "guardado", "descargado", "descargué", "se mostró", "se mostraron", "se cargó",
			"cargó", "abrió", "se abrió", "terminó", "llegó",
			// A verb and "bien" is the Spanish "… fine": "salió bien", "se abre bien".
			"salió bien", "sale bien", "se abre bien", "abre bien", "carga bien", "entró bien", "entraron bien", "anda bien", "va bien",
			"funcionó", "funcionó bien", "resultó bien",
			"符合预期", "与预期一致", "和预期一致", "如预期", "没问题", "没有问题", "一切正常", "恢复了", "好了", "成功", "正常", "生成了", "正确",
			"已生成", "下载了", "打开了"},
		persist: []string{"blank page", "blank screen", "white page", "white screen", "empty page", "empty white page", "blank white page",
			"spinner", "spinning", "spins forever", "loading forever", "stuck", "same error", "same problem",
			"same issue", "same failure", "same behaviour", "same behavior", "no effect", "nothing happens", "nothing happened",
			"no change", "made no difference", "dry run", "would delete", "would be deleted", "would remove",
			"página en blanco", "pantalla en blanco", "en blanco", "atascado", "atascada", "el mismo error", "igual que antes", "sin efecto",
			"simulación", "modo de prueba",
			"白屏", "空白页", "转圈", "卡住", "卡死", "没有反应", "同样的错误", "还是一样", "没有变化", "试运行"}},
	{name: "waiting", claim: join(completeWords, sendWords, payWords, readyWords),
		persist: []string{"pending", "queued", "waiting", "in the queue", "awaiting",
			"pendiente", "pendientes", "en cola", "esperando", "等待", "排队", "待处理"}},
	{name: "complete", claim: completeWords,
		affirm: []string{"finished", "finish", "complete", "ended", "imported", "exported", "synced", "migrated", "uploaded",
			"processed", "deployed", "rolled out", "successfully rolled out", "applied", "ran to completion", "built", "released",
			"imports", "exports", "syncs",
			"completado", "completada", "completó", "importado", "importados", "importadas", "exportado", "sincronizado",
			"desplegado", "完成", "结束了", "执行完毕"},
		persist: []string{"is running", "are running", "still running", "in progress", "at step", "is processing", "still processing",
			"partially", "half done", "unfinished",
			"en curso", "en progreso", "procesando", "a medias", "sin terminar",
			"进行中", "运行中", "处理中", "卡在"}},
	{name: "send", claim: sendWords,
		affirm: []string{"sent", "delivered", "received", "arrived", "arrive", "arrives", "in the inbox", "landed in the inbox",
			"acknowledged", "went out", "sent out",
			"enviado", "enviados", "enviada", "enviadas", "se envió", "se enviaron", "entregado", "entregados", "recibido", "recibidos",
			"llegó", "llegaron", "llega", "llegan", "发送", "已发送", "发送成功", "已送达", "送达", "送到", "收到", "已收到",
			"发出", "已发出", "发出去", "寄出", "已寄出"},
		persist: []string{"in the outbox", "bounced", "undelivered", "deferred", "unsent",
			"rebotado", "rebotados", "sin enviar", "待发送", "退信"}},
	{name: "show", claim: showWords,
		affirm: []string{"loads", "renders", "displays", "appears", "opens",
			"is visible", "are visible", "comes up", "came up", "shows up", "showed up",
			"carga", "se carga", "carga bien", "se muestra", "se muestran", "aparecen", "se abre",
			"加载成功", "正常显示", "显示正常", "能打开", "可以打开"},
		persist: []string{"still loading", "sigue cargando", "se queda cargando", "加载中", "加载不出来", "打不开"}},
	{name: "live", claim: liveWords,
		affirm: []string{"up", "running", "active running", "listening", "healthy", "available", "online", "reachable",
			"responds", "responding", "responded", "answered", "serving", "serves", "started", "started successfully", "is alive",
			"green", "all green", "en verde", "todo en verde", "全绿", "绿色",
			"está disponible", "en línea", "arrancó", "levantado", "activo", "operativo", "operativa",
			"在线", "已启动", "启动成功", "可用"},
		persist: []string{"down", "unreachable", "offline", "stopped", "restarting", "keeps restarting", "connection refused",
			"bad gateway", "no response", "caído", "caída", "detenido", "sin respuesta",
			"宕机", "无法访问", "重启中"}},
	{name: "pay", claim: payWords,
		affirm: []string{"paid", "captured", "payment captured", "order confirmed", "order placed", "placed", "approved", "refunded", "charged",
			"confirmation page", "llega a la página de confirmación", "página de confirmación", "确认页",
			"pagado", "cobrado", "cobrados", "se cobraron", "confirmado", "aprobado", "reembolsado",
			"支付成功", "已支付", "扣款成功", "下单成功", "已退款"},
		persist: []string{"awaiting payment", "declined", "card declined", "unpaid",
			"rechazado", "rechazada", "sin cobrar", "待支付", "未支付", "未扣款"}},
	{name: "auth", claim: authWords,
		affirm: []string{"signed in", "logged in", "authenticated", "lands on the dashboard", "redirected to the dashboard",
			"inició sesión", "entra", "entró", "登录成功", "已登录", "进入首页"},
		persist: []string{"login page again", "back to the login page", "back on the login page", "redirected to login",
			"redirected to the login page", "invalid credentials", "session expired", "logged out", "sign in again",
			"vuelve al login", "credenciales inválidas", "回到登录页", "未授权"}},
	{name: "toggle", claim: []string{"flag", "flags", "feature flag", "toggle", "toggles", "enabled", "enable", "enables", "activated",
		"switched on", "turned on", "activado", "activada", "habilitado", "habilitada", "开关", "开启", "启用", "打开"},
		affirm: []string{"on", "is on", "turned on", "switched on", "enabled", "is true", "= true", "=true", "activado", "activada",
			"habilitado", "habilitada", "en on", "已开启", "已启用", "为 on", "为 true"},
		persist: []string{"off", "is off", "turned off", "disabled", "is false", "= false", "=false", "desactivado", "desactivada",
			"deshabilitado", "关闭", "已关闭", "已禁用", "为 off", "为 false"}},
	{name: "remove", claim: []string{"delete", "deletes", "deleted", "deletion", "purge", "purges", "purged", "cleanup", "clean up",
		"cleaned up", "removed", "wiped", "borrado", "borrados", "eliminados", "purgado", "删除", "清理", "清除"},
		affirm: []string{"deleted", "purged", "cleaned up", "wiped", "borrado", "borrados", "borradas", "eliminados", "eliminadas",
			"purgado", "已删除", "删除了", "已清理", "已清除"}},
	{name: "resolve", claim: []string{"points to", "point to", "resolves to", "resolve to", "resolves", "dns", "dns record",
		"apunta a", "resuelve", "registro dns", "指向", "解析"},
		affirm: []string{"resolves to", "resolved to", "resolve to", "now resolves to", "points to", "answers with", "answer is", "answers are", "answered with",
			"resuelve a", "resuelven a", "apunta a", "解析到", "都解析到", "已指向"},
		persist: []string{"nxdomain", "servfail", "no answer section", "does not resolve", "doesnt resolve", "no resuelve", "解析失败"}},
	{name: "renew", claim: []string{"certificate", "certificates", "cert", "certs", "renewal", "renewed", "renew", "tls", "ssl",
		"certificado", "certificados", "renovación", "renovado", "证书", "续期"},
		affirm: []string{"valid until", "serves a certificate", "serves the new certificate", "not after", "notafter", "certificate renewed",
			"válido hasta", "vigente hasta", "renovado", "有效期至", "已续期", "续期成功"},
		persist: []string{"certificate has expired", "certificate expired", "cert expired", "caducado", "expirado", "已过期", "证书过期"}},
	{name: "once", claim: []string{"exactly once", "exactly-once", "only once", "once", "duplicate", "duplicates", "duplicated",
		"deduplicate", "deduplicates", "deduplication", "dedupe", "una sola vez", "una vez", "duplicado", "duplicados", "重复", "一次"},
		affirm: []string{"0 duplicates", "zero duplicates", "no duplicates", "no duplicate", "without duplicates", "0 dupes", "no dupes",
			"each once", "exactly once", "0 duplicados", "sin duplicados", "ningún duplicado", "没有重复", "无重复", "0 条重复", "重复 0"},
		persist: []string{"duplicates", "dupes", "twice", "written twice", "sent twice", "duplicados", "dos veces", "两次", "重复了"}},
	{name: "ready", claim: readyWords,
		affirm: []string{"ready", "up to date", "listo", "listos", "就绪"},
		persist: []string{"containercreating", "crashloopbackoff", "evicted", "terminating", "notready", "not ready", "unready",
			"schedulingdisabled", "未就绪"}},
}

// persistMarkers say that a state continues: "still", "keeps", "remains",
// "sigue", "todavía", "仍然". Before a success ("still works") they say
// nothing; before anything else in their clause — a failure, a state, or
// words the reader does not know ("still lands on an empty page") — they
// say the problem persists (docs/rules.md §4.1, persists).
var persistMarkers = []string{"still", "keeps", "keep", "kept on", "continues", "continue", "continues to", "continue to", "remains",
	"remain", "persists", "persist", "goes on", "is ongoing", "continúa", "continúan", "persiste",
	"yet again", "sigue", "siguen", "todavía", "todavia", "aún", "de nuevo", "otra vez",
	"仍然", "仍", "还是", "依然", "依旧", "又", "还在", "仍在", "依然在"}

// markerWords are the words of persistMarkers: a clause's "keeps" or
// "remains" says how long its state lasts, not what it is about, so it
// names no subject of the clause's own ("It keeps timing out again" is
// about what the text is about).
var markerWords = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, p := range persistMarkers {
		for _, t := range tokenize(p, nil) {
			m[t.s] = true
		}
	}
	return m
})

// pastMarkers put a persistence in the past: "was still failing
// yesterday" describes before, not now.
var pastMarkers = map[string]bool{"was": true, "were": true, "had": true, "used": true, "earlier": true, "yesterday": true,
	"previously": true, "estaba": true, "estaban": true, "seguía": true, "之前": true, "以前": true, "昨天": true}

// familyStems are the predicateRows' single claim words as text.Term makes
// them, so that any form selects the row: "deployed" as "deploy" does.
var familyStems = func() map[string]families {
	m := map[string]families{}
	for i, p := range predicateRows {
		for _, w := range p.claim {
			if strings.ContainsRune(w, ' ') {
				continue
			}
			if t, ok := text.Term(w); ok {
				m[t] |= 1 << uint(i)
			}
		}
	}
	return m
}()

// familySelectors finds the predicateRows a claim selects: row i of the
// table is predicateRows[i].
var familySelectors = func() *Table {
	rows := make([]Row, len(predicateRows))
	for i, p := range predicateRows {
		rows[i] = Row{Name: p.name, Phrases: p.claim}
	}
	return NewTable(rows...)
}()

// families is a set of predicateRows, by index.
type families uint32

func (f families) has(i int8) bool { return i >= 0 && f&(1<<uint(i)) != 0 }

// familiesOf returns the rows a claim selects: the rows without claim
// words, the rows whose claim words it uses, and the rows of the
// predicates it states itself ("invoices are delivered" selects "send").
func familiesOf(toks []tok, sts []Statement) families {
	var f families
	for i, p := range predicateRows {
		if len(p.claim) == 0 {
			f |= 1 << uint(i)
		}
	}
	// Every row whose claim words a word of the claim starts, not only
	// the longest: rows share their claim words ("export" selects both
	// "complete" and "waiting").
	index := familySelectors.index()
	for i := range toks {
		if toks[i].stop {
			continue
		}
		for _, e := range index[toks[i].s] {
			if matchAt(toks, i, e.toks) {
				f |= 1 << uint(e.row)
			}
		}
		if t, ok := text.Term(toks[i].s); ok {
			f |= familyStems[t]
		}
	}
	for i := range sts {
		// A claim that states a predicate selects its row ("invoices are
		// delivered" selects "send"); a word as short as "on" or "up" is
		// too often a preposition to.
		if fam := rowFamily[sts[i].row]; fam >= 0 && sts[i].Kind == Affirm && len(sts[i].Text) > 3 {
			f |= 1 << uint(fam)
		}
	}
	return f
}
