package reading

import "testing"

// TestReflexiveSuccess: a Spanish reflexive passive ("se genera bien", "se
// envían todos", "se guarda correctamente") and its Chinese equivalents
// ("能正常生成", "都已发送") are affirmed by the verb observed in any form,
// with any manner word of success ("bien" for "correctamente"), a singular
// for the claim's plural, a resultative ("发出去了" for "发送"); a part of
// the whole said after the verb ("de los 40 solo se enviaron 31", "40 封中只
// 发出了 31 封"), a negation or a hedge is not.
func TestReflexiveSuccess(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"El resumen semanal se genera bien.", "Forcé la tarea del lunes: el resumen semanal se genera correctamente, 3 páginas.", "affirms"},
		{"Las alertas se envían bien.", "Disparé una prueba: a los tres de guardia les llegó la alerta.", "affirms"},
		{"Los tickets se guardan correctamente.", "Creé dos tickets y se guardaron bien; aparecen en la lista tras recargar.", "affirms"},
		{"Se envían todos los recibos.", "Revisé el registro de las 8:00: se enviaron todos los recibos (40 de 40).", "affirms"},
		{"提醒邮件都已发送。", "查看发送队列：提醒邮件都发出去了，待发送 0。", "affirms"},
		{"周报能正常生成。", "手动触发了一次，周报已经正常生成，耗时 2 秒。", "affirms"},
		// negating
		{"Se envían todos los recibos.", "De los 40 recibos solo se enviaron 31.", "persists|fail"},
		{"提醒邮件都已发送。", "40 封提醒邮件中只发出了 31 封。", "persists|fail"},
		{"El resumen semanal se genera bien.", "Forcé la tarea del lunes: el resumen semanal no se genera, sale vacío.", "persists|fail|unaffirmed|"},
		{"Los tickets se guardan correctamente.", "Creo que se guardan bien, no lo comprobé.", "hedge|unaffirmed"},
		{"周报能正常生成。", "周报生成失败，提示权限不足。", "persists|fail"},
		{"Las alertas se envían bien.", "Disparé una prueba: la alerta se envió a 1 de los 3 de guardia.", "persists|fail|unaffirmed"},
	})
}
