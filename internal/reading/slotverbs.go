package reading

// slotVerbs are verbs of state that follow a kind word where a name would
// ("la cuenta queda bloqueada", "la cuenta aparece como bloqueada", "the
// account shows as locked"): the state said of the subject, not the name
// of another one.
var slotVerbs = map[string]bool{"queda": true, "quedan": true, "quedó": true, "aparece": true, "aparecen": true,
	"apareció": true, "figura": true, "figuran": true, "sigue": true, "siguen": true, "permanece": true, "permanecen": true,
	"muestra": true, "está": true, "están": true, "estaba": true, "es": true, "fue": true, "se": true, "ya": true,
	"shows": true, "showed": true, "appears": true, "appeared": true, "remains": true, "stays": true, "becomes": true,
	"became": true, "gets": true, "got": true, "now": true, "reads": true, "displays": true, "lists": true}
