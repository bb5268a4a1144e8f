package reading

import "testing"

// TestFamilies: an observation that states the claim's predicate through
// an outcome of its family affirms it; one that negates the outcome, says
// it persists, or reports it in the past or as a plan does not.
// Expectations written before the rows.
func TestFamilies(t *testing.T) {
	checkAffirms(t, []affirmCase{
		// Affirming: the outcome that shows the predicate.
		{"The patch stops the goroutine leak.", "goroutines flat at 212 for 4 h, was climbing", true},
		{"Responses from /api/catalog are cached.", "curl -sI /api/catalog: X-Cache: HIT, Age: 41", true},
		{"El webhook procesa los eventos de reembolso.", "el webhook procesó 42 eventos de reembolso", true},
		{"Ad-blocker content script loads on youtube.com.", "content script injected on youtube.com, console 'cs ready'", true},
		{"新的限流规则已经生效。", "限流规则已生效，超限请求返回 429", true},
		// Negating: the outcome negated, persisting, planned or before.
		{"The patch stops the goroutine leak.", "goroutines still climbing, 212 to 480 in 4 h", false},
		{"Responses from /api/catalog are cached.", "curl -sI /api/catalog: X-Cache: MISS, Age: 0", false},
		{"El webhook procesa los eventos de reembolso.", "el webhook no procesó los eventos de reembolso", false},
		{"Ad-blocker content script loads on youtube.com.", "the content script will be injected on youtube.com after the next release", false},
		{"新的限流规则已经生效。", "限流规则未生效，超限请求仍然返回 200", false},
	})
}

// TestSubjectThroughAttributes: a family outcome beside an identifier or
// the environment the claim names names the claim's subject; beside
// another identifier, another kind or another environment it does not.
func TestSubjectThroughAttributes(t *testing.T) {
	checkAffirms(t, []affirmCase{
		// Affirming.
		{"Responses from /api/catalog are cached.", "curl -sI /api/catalog: X-Cache: HIT, Age: 41", true},
		{"Responses from /api/catalog are cached.", "GET /api/catalog -> cf-cache-status: HIT", true},
		{"The rate limit rule is active on api-gw-eu.", "api-gw-eu: rule rl-42 now active, 429 after 100 req/min", true},
		{"El webhook de Stripe procesa los reembolsos.", "El webhook de Stripe procesó hoy 42 eventos de reembolsos, todos con respuesta 200.", true},
		{"Las respuestas de /v1/precios se sirven desde caché.", "curl -I /v1/precios: X-Cache: HIT", true},
		// Negating.
		{"Responses from /api/catalog are cached.", "curl -sI /api/search: X-Cache: HIT, Age: 41", false},
		{"Responses from /api/catalog are cached.", "curl -sI /api/catalog: X-Cache: MISS", false},
		{"El webhook de Stripe procesa los reembolsos.", "El callback de Stripe procesó hoy 42 eventos de reembolsos, todos con respuesta 200.", false},
		{"The rate limit rule is active on api-gw-eu.", "api-gw-us: rule rl-42 now active, 429 after 100 req/min", false},
		{"Las respuestas de /v1/precios se sirven desde caché.", "curl -I /v1/precios: X-Cache: MISS", false},
	})
}

// TestOwnVerbAndWorks: a Spanish claim's own verb observed in a past form,
// and a claim that something works observed through its outcome.
func TestOwnVerbAndWorks(t *testing.T) {
	checkAffirms(t, []affirmCase{
		// Affirming.
		{"Los alumnos ya pueden entregar tareas desde la app.", "entregué una tarea como alumno de prueba desde la app: aparece 'Entregada'", true},
		{"Las facturas se envían a los clientes.", "las facturas de mayo se enviaron a los 40 clientes a las 9:00", true},
		{"El panel ya puede exportar informes en PDF.", "desde el panel exporté el informe de junio en PDF, se abre bien", true},
		{"The HL7 feed from Quest is working again.", "HL7 feed from Quest: 1,482 inbound since 08:00, all ACK AA", true},
		{"El importador de CSV funciona otra vez.", "el importador de CSV completó la carga de 3.000 filas", true},
		// Negating.
		{"Los alumnos ya pueden entregar tareas desde la app.", "no entregué ninguna tarea: la app se queda cargando", false},
		{"Las facturas se envían a los clientes.", "las facturas de mayo se enviaron a la cola, 0 entregadas, siguen pendientes", false},
		{"El panel ya puede exportar informes en PDF.", "intenté exportar el informe, sigue dando error 500", false},
		{"The HL7 feed from Quest is working again.", "HL7 feed from Quest: all ACK AR (rejected) since 08:00", false},
		{"El importador de CSV funciona otra vez.", "el importador de CSV completó la carga con 120 errores", false},
	})
}
