package reading

import "testing"

// A claim that a failure measure is at zero is a fix whose bound is 0: an
// item showing the measure at 0 affirms it, a count above 0 does not.
func TestFailureMeasureAtZero(t *testing.T) {
	checkAffirms(t, []affirmCase{
		{"the signup error rate is back to zero", "the monitor shows signup errors at 0 over the last 30 min (was 9/min)", true},
		{"la tasa de fallos volvió a cero", "0 fallos en la última hora", true},
		{"超时次数归零", "过去一小时超时次数为 0", true},
		{"los errores de pago bajaron a cero", "panel: errores de pago en 0 desde las 10:00", true},
		{"webhook timeouts dropped to zero", "grafana, last 2h: webhook timeouts of 0 per minute", true},

		{"the signup error rate is back to zero", "the monitor shows signup errors at 3 over the last 30 min (was 9/min)", false},
		{"la tasa de fallos volvió a cero", "12 fallos en la última hora", false},
		{"超时次数归零", "过去一小时超时次数为 7", false},
		{"los errores de pago bajaron a cero", "panel: errores de pago en 14 desde las 10:00", false},
		{"webhook timeouts dropped to zero", "webhook timeouts at 0:30 peaked at 40 per minute", false},
	})
}
