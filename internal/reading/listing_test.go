package reading

import "testing"

// TestListedPresence: a listing of the claim's place holding, verbatim, the
// thing the claim says is there shows it is there; a listing of another
// place, the thing only in the command, or a line saying it is gone does
// not.
func TestListedPresence(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"The hotfix commit 'fix: guard nil tenant' is on main.", "$ git log --oneline -5 main\n3f1c2aa fix: guard nil tenant\n7d9e011 docs: typo", "affirms"},
		{"The commit \"feat: add csv export\" is on the release-2.4 branch.", "$ git log --oneline release-2.4\nab12cd3 feat: add csv export\n0f0f0f0 chore: deps", "affirms"},
		{"The file nightly_dump.sql.gz is in the acme-backups bucket.", "$ aws s3 ls s3://acme-backups/\n2026-11-30 02:00:11   48213311 nightly_dump.sql.gz", "affirms"},
		{"El commit 'fix: limitar reintentos' está en main.", "$ git log --oneline main\n91aa02b fix: limitar reintentos\n22bb13c test: casos", "affirms"},
		{"The namespace team-ledger exists.", "$ kubectl get namespaces\nNAME          STATUS   AGE\ndefault       Active   410d\nteam-ledger   Active   2d", "affirms"},
		{"The index ix_invoices_due exists.", "billing=# \\di\n ix_invoices_due | index | app | invoices\n invoices_pkey | index | app | invoices", "affirms"},
		// negating
		{"The hotfix commit 'fix: guard nil tenant' is on main.", "$ git log --oneline -5 release-1.9\n3f1c2aa fix: guard nil tenant\n7d9e011 docs: typo", "unaffirmed|"},
		{"The hotfix commit 'fix: guard nil tenant' is on main.", "$ git log --oneline main --grep 'fix: guard nil tenant'\n", "unaffirmed|"},
		{"The hotfix commit 'fix: guard nil tenant' is on main.", "$ git log --oneline main\n8e8e8e8 Revert \"fix: guard nil tenant\"\n3f1c2aa chore: bump", "unaffirmed|"},
		{"The file nightly_dump.sql.gz is in the acme-backups bucket.", "$ aws s3 ls s3://acme-staging/\n2026-11-30 02:00:11   48213311 nightly_dump.sql.gz", "unaffirmed|"},
		{"The file nightly_dump.sql.gz is in the acme-backups bucket.", "$ aws s3 ls s3://acme-backups/nightly_dump.sql.gz\nAn error occurred (NoSuchKey): nightly_dump.sql.gz not found", "unaffirmed|fail|"},
		{"The commit 'fix: guard nil tenant' is not on main.", "$ git log --oneline main\n3f1c2aa fix: guard nil tenant", "unaffirmed|fail|persists|"},
		{"El commit 'fix: limitar reintentos' está en main.", "$ git log --oneline develop\n91aa02b fix: limitar reintentos", "unaffirmed|"},
		{"The namespace team-ledger exists.", "$ kubectl get namespaces\nNAME          STATUS   AGE\ndefault       Active   410d\nteam-ledger-old   Terminating   2d", "unaffirmed|"},
		{"The namespace team-ledger exists.", "$ kubectl get namespace team-ledger\nError from server (NotFound): namespaces \"team-ledger\" not found", "unaffirmed|fail|"},
	})
}
