//! Fixture for scripts/capture-runners: LEDGER_BUG=1 loses the last entry.

pub fn balance(entries: &[i64]) -> i64 {
    let n = if std::env::var("LEDGER_BUG").as_deref() == Ok("1") && !entries.is_empty() {
        entries.len() - 1
    } else {
        entries.len()
    };
    entries[..n].iter().sum()
}

pub fn parse_amount(s: &str) -> Option<i64> {
    let (euros, cents) = s.split_once('.')?;
    Some(euros.parse::<i64>().ok()? * 100 + cents.parse::<i64>().ok()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn balance_sums_entries() {
        assert_eq!(balance(&[100, -40, 15]), 75);
    }

    #[test]
    fn balance_of_nothing_is_zero() {
        assert_eq!(balance(&[]), 0);
    }

    #[test]
    fn parse_amount_reads_cents() {
        assert_eq!(parse_amount("12.05"), Some(1205));
    }

    #[test]
    #[ignore = "needs the bank sandbox"]
    fn reconcile_with_bank() {}
}
