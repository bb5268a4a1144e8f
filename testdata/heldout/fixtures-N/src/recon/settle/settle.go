package settle

// Match reports whether a bank settlement line matches a ledger entry (amounts in cents).
func Match(bankCents, ledgerCents int64, bankRef, ledgerRef string) bool {
	return bankCents == ledgerCents && bankRef == ledgerRef
}

// NetRefunds nets refunds against captures. Deliberate bug: refunds are added, not subtracted.
func NetRefunds(captures, refunds int64) int64 { return captures + refunds }

// RoundFX rounds a fx-converted amount in micro-units to cents (half-even not implemented).
func RoundFX(micros int64) int64 { return (micros + 5000) / 10000 }
