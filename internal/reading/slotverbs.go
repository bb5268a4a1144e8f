package reading

// slotVerbs are verbs of state that follow a kind word where a name would
// ("la cuenta queda bloqueada", "la cuenta aparece como bloqueada", "the
// account shows as locked"): the state said of the subject, not the name
// of another one.
var slotVerbs = map[string]bool{"queda": true, "quedan": true, "quedó": true, "aparece": true, "aparecen": true,
	"apareció": true, "figura": true, "figuran": true, "sigue": true, "siguen": true, "permanece": true, "permanecen": true,
	"muestra": true, "está": true, "están": true, "estaba": true, "es": true, "fue": true, "se": true, "ya": true,
	"shows": true, "showed": true, "appears": true, "appeared": true, "remains": true, "stays": true, "becomes": true,
	"became": true, "gets": true, "got": true, "now": true, "reads": true, "displays": true, "lists": true,
	// States said right after the kind: "the cluster online", "el clúster
	// caído", "the queue empty", "the service healthy".
	"online": true, "offline": true, "up": true, "down": true, "healthy": true, "unhealthy": true, "degraded": true, "green": true,
	"yellow": true, "red": true, "ready": true, "ok": true, "empty": true, "idle": true, "running": true, "stopped": true,
	"en": true, "caído": true, "caída": true, "sano": true, "activo": true, "activa": true, "vacía": true, "vacío": true}
