package batch

// SettleNightly posts the nightly ledger batch.
func SettleNightly(entries []int64) int64 {
	return sumLedger(entries) + feeCents
}
