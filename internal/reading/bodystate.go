package reading

import (
	"strings"

	"github.com/ackrite/ackrite/internal/text"
)

// A 2xx response shows an operation done only when its body's state field
// says so (docs/rules.md §4.1: "a 2xx whose body … state fields agree with
// the claim"). The rule is the affirming side's: a claim that something
// succeeded, completed or was paid is shown by "status": "succeeded",
// "completed", "paid" — any other state ("requires_action",
// "processing", "partially_refunded", one never seen before) does not
// show it, whether or not a list of pending words knows it.

// doneClaimWords are the predicates of a claim that an operation is done.
var doneClaimWords = []string{"succeed", "succeeds", "succeeded", "successful", "successfully", "complete", "completes",
	"completed", "finish", "finishes", "finished", "paid", "settled", "captured", "delivered", "processed", "fulfilled",
	"shipped", "refunded", "done", "completado", "completada", "terminado", "terminó", "pagado", "pagada", "entregado",
	"procesado", "exitoso", "exitosa", "成功", "完成", "已支付", "已送达"}

// doneStates begin the values of a state field that say an operation is
// done: "succeeded", "completed_with_warnings", "PAID".
var doneStates = []string{"succeed", "success", "complete", "done", "finish", "paid", "installed", "deployed", "updated",
	"applied", "upgraded", "migrated", "registered", "rotated", "renewed", "pushed", "uploaded", "live", "current", "up_to_date", "up-to-date", "settled", "captured", "deliver",
	"processed", "fulfilled", "shipped", "refunded", "ok", "active", "approved", "confirmed", "closed", "resolved", "sent",
	"published", "ready", "healthy", "available", "enabled", "passed", "completado", "exitoso", "pagado", "entregado",
	"成功", "完成", "已完成"}

// claimsDone reports a claim that an operation is done.
func (c *Claim) claimsDone() bool {
	if !c.Success || c.ExpectsFailure {
		return false
	}
	if c.ends&(endInstall|endDeploy|endPublish|endEnable|endRegister|endRotate|endPush|endRenew|endUpload) != 0 {
		return true // "has installed firmware 4.2.1": an end state
	}
	for _, t := range c.tokens() {
		for _, w := range doneClaimWords {
			if t.s == w {
				return true
			}
		}
	}
	for _, w := range doneClaimWords {
		if !ascii(w) && strings.Contains(c.Text, w) {
			return true
		}
	}
	return false
}

// doneState reports a state value that says an operation is done.
func doneState(v string) bool {
	v = strings.ToLower(v)
	for _, p := range doneStates {
		if strings.HasPrefix(v, p) {
			return true
		}
	}
	return false
}

// bodyState returns the first string value of a JSON body's state field
// after an HTTP status line ("status", "state", "phase", "result",
// "outcome", "estado"), and the line holding it.
func bodyState(content string) (state, line string) {
	body := head(content, slotBytes)
	at := strings.Index(body, "HTTP/")
	if at < 0 {
		return "", ""
	}
	body = body[at:]
	for _, key := range [...]string{`status"`, `state"`, `"phase"`, `"result"`, `"outcome"`, `"estado"`} {
		i := strings.Index(body, key)
		if i < 0 {
			continue
		}
		if key[0] != '"' {
			// "update_state", "payment_status": a state field by its end.
			q := strings.LastIndexByte(body[:i], '"')
			if q < 0 || strings.ContainsAny(body[q+1:i], " ,:{}") || q+1 < i && body[i-1] != '_' && body[i-1] != '-' {
				continue
			}
		}
		v := strings.TrimLeft(body[i+len(key):], " \t")
		if !strings.HasPrefix(v, ":") {
			continue
		}
		v = strings.TrimLeft(v[1:], " \t")
		if !strings.HasPrefix(v, `"`) {
			continue // a number, an object: no state word
		}
		end := strings.IndexByte(v[1:], '"')
		if end <= 0 || end > 32 {
			continue
		}
		from := strings.LastIndexByte(body[:i], '\n') + 1
		to := strings.IndexByte(body[i:], '\n')
		if to < 0 {
			to = len(body) - i
		}
		return v[1 : 1+end], text.Clip(strings.TrimSpace(body[from:i+to]), 200)
	}
	return "", ""
}

// resolvedClaimWords say a claim that an issue, an alert or an incident is
// resolved.
var resolvedClaimWords = []string{"resolved", "is closed", "cleared", "no longer firing", "resuelto", "resuelta", "已解决", "已恢复"}

// claimsResolved reports a claim that an issue or an alert is resolved.
func (c *Claim) claimsResolved() bool {
	if !c.resolvedRead {
		c.resolvedRead = true
		c.resolved = c.Success && !c.ExpectsFailure && containsAnyFold(c.Text, resolvedClaimWords)
	}
	return c.resolved
}

// openStates are the states an error tracker or an alert manager gives
// what is not resolved: a tracker's unresolvedStates (negative.go) and an
// alert's own.
var openStates = func() map[string]bool {
	m := map[string]bool{"open": true, "firing": true, "alerting": true, "active": true, "ongoing": true, "triggered": true}
	for _, s := range unresolvedStates {
		m[s] = true
	}
	return m
}()

// unresolvedState returns the line of a structured output — a table's
// cell, a JSON state or status field — whose value is an unresolved
// state, or "".
func unresolvedState(content string) string {
	body := head(content, slotBytes)
	for line := range strings.Lines(body) {
		l := strings.ToLower(line)
		if strings.Contains(l, "|") {
			for _, cell := range strings.Split(l, "|") {
				if openStates[strings.TrimSpace(cell)] {
					return line
				}
			}
			continue
		}
		for _, key := range [...]string{`"state"`, `"status"`} {
			i := strings.Index(l, key)
			if i < 0 {
				continue
			}
			v := strings.TrimLeft(l[i+len(key):], " \t")
			if !strings.HasPrefix(v, ":") {
				continue
			}
			v = strings.TrimLeft(v[1:], " \t")
			if strings.HasPrefix(v, `"`) {
				if end := strings.IndexByte(v[1:], '"'); end > 0 && openStates[v[1:1+end]] {
					return line
				}
			}
		}
	}
	return ""
}
