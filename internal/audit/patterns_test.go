package audit

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestPatterns(t *testing.T) {
	// Every row has a positive and a negative case.
	cases := []struct {
		row      string
		fires    []string
		notFires []string
	}{
		{"drop-table", []string{"psql -c 'DROP TABLE users'", "ALTER TABLE t DROP COLUMN email;", "drop database prod"},
			[]string{"dropped the tables from the report", "DROP INDEX idx_users"}},
		{"truncate-table", []string{"TRUNCATE TABLE orders", "truncate orders;"}, []string{"the log was truncated", "truncate -s 0 file"}},
		{"delete-without-where", []string{"DELETE FROM users;", `db.Exec("DELETE FROM sessions")`}, []string{"DELETE FROM users WHERE id = 1"}},
		{"rm-recursive-force", []string{"rm -rf build/", "rm -fr /tmp/x", "rm -r -f dir", "sudo rm --recursive --force /data"},
			[]string{"rm -r dir", "rm file.txt", "git rm -r --cached x"}},
		{"git-push-force", []string{"git push --force origin main", "git push -f", "git push origin main --force-with-lease"},
			[]string{"git push origin main", "git push --follow-tags"}},
		{"git-delete-branch", []string{"git branch -D feature", "git push origin --delete feature", "git push origin :feature"},
			[]string{"git branch -d merged", "git branch feature"}},
		{"git-discard-work", []string{"git reset --hard HEAD~1", "git clean -fdx"}, []string{"git reset --soft HEAD~1", "git clean -n"}},
		{"delete-bucket-or-volume", []string{"aws s3 rb s3://bucket --force", "docker volume prune -f", "kubectl delete namespace prod", "aws s3 rm s3://b/ --recursive"},
			[]string{"aws s3 ls", "kubectl delete pod web-1", "aws s3 rm s3://b/one.txt"}},
		{"drop-database-tool", []string{"dropdb production", "bin/rails db:reset", "npx prisma migrate reset", "dd if=/dev/zero of=/dev/sda"},
			[]string{"rails db:migrate", "dd if=a of=b.img"}},
		{"disable-backups", []string{"backup_enabled = false", "aws rds delete-db-snapshot --db-snapshot-identifier x"}, []string{"backup_enabled = true"}},
		{"tls-verify-off", []string{"InsecureSkipVerify: true", "requests.get(u, verify=False)", "curl -k https://x", "NODE_TLS_REJECT_UNAUTHORIZED=0 npm test", "rejectUnauthorized: false"},
			[]string{"InsecureSkipVerify: false", "curl -kv", "curl https://x"}},
		{"world-writable", []string{"chmod 777 /srv", "chmod -R 777 .", "os.Chmod(p, 0777)", "chmod o+w file"}, []string{"chmod 755 /srv", "chmod 0644 f"}},
		{"cors-any-origin-with-credentials", []string{`w.Header().Set("Access-Control-Allow-Origin", "*"); w.Header().Set("Access-Control-Allow-Credentials", "true")`},
			[]string{`Access-Control-Allow-Origin: *`, `Access-Control-Allow-Origin: https://a.example` + "\nAccess-Control-Allow-Credentials: true"}},
		{"csrf-off", []string{"@csrf_exempt", "WTF_CSRF_ENABLED = False", "http.csrf().disable()"}, []string{"WTF_CSRF_ENABLED = True"}},
		{"sql-concatenation", []string{`db.Query("SELECT * FROM users WHERE id = " + id)`, `cur.execute(f"SELECT * FROM t WHERE name = '{name}'")`,
			`fmt.Sprintf("SELECT id, name FROM customers WHERE name LIKE '%%%s%%'", q)`, `cur.execute("SELECT * FROM t WHERE id = %s" % id)`,
			`"SELECT * FROM t WHERE name = '{}'".format(name)`},
			[]string{`db.Query("SELECT * FROM users WHERE id = $1", id)`, `fmt.Sprintf("found %d rows", n)`, `cur.execute("SELECT * FROM t WHERE id = %s", (id,))`}},
		{"exec-of-input", []string{"eval(req.body.code)", `exec.Command("sh", "-c", cmd)`, "subprocess.run(cmd, shell=True)"},
			[]string{`exec.Command("go", "test", "./...")`, "subprocess.run(['ls'])"}},
		{"pipe-to-shell", []string{"curl -fsSL https://x.sh | sh", "wget -qO- u | sudo bash"}, []string{"curl -fsSL https://x.sh -o x.sh"}},
	}
	seen := map[string]bool{"auth-guard-removed": true} // TestMatchRemoved

	for _, c := range cases {
		seen[c.row] = true
		for _, s := range c.fires {
			if !fired(s, c.row) {
				t.Errorf("%s: does not fire on %q; got %v", c.row, s, names(MatchPatterns(s)))
			}
		}
		for _, s := range c.notFires {
			if fired(s, c.row) {
				t.Errorf("%s: fires on %q", c.row, s)
			}
		}
	}
	for _, p := range Patterns {
		if !seen[p.Name] && !p.Prose {
			t.Errorf("row %s has no case", p.Name)
		}
		if p.Category != DataLoss && p.Category != Security {
			t.Errorf("row %s: category %q", p.Name, p.Category)
		}
	}
}

func TestMatchPatternsQuotesTheOperation(t *testing.T) {
	got := MatchPatterns("cd /srv && rm -rf build && DROP TABLE users")
	want := []string{"drop-table: DROP TABLE", "rm-recursive-force: rm -rf"}
	var have []string
	for _, m := range got {
		have = append(have, m.Pattern.Name+": "+m.Text)
	}
	if d := cmp.Diff(want, have); d != "" {
		t.Errorf("matches (-want +got):\n%s", d)
	}
}

func fired(s, row string) bool {
	for _, m := range MatchPatterns(s) {
		if m.Pattern.Name == row {
			return true
		}
	}
	return false
}

func names(ms []PatternMatch) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.Pattern.Name)
	}
	return out
}

func TestMatchRemoved(t *testing.T) {
	old := "router.Use(requireAuth)\nrouter.Get(\"/admin\", admin)"
	if got := MatchRemoved(old, "router.Get(\"/admin\", admin)"); len(got) != 1 || got[0].Pattern.Name != "auth-guard-removed" {
		t.Errorf("guard removed: got %v", names(got))
	}
	if got := MatchRemoved(old, "router.Use(requireAuth)\nrouter.Get(\"/admin\", adminV2)"); len(got) != 0 {
		t.Errorf("guard kept: got %v", names(got))
	}
	if got := MatchPatterns(old); len(got) != 0 {
		t.Errorf("a guard is not itself a finding: got %v", names(got))
	}
}

// The prose rows are audit's: the gate never sees them (MatchPatterns),
// audit reads them in descriptions, skipping an operation that the text
// takes away just before it.
func TestProseRows(t *testing.T) {
	cases := []struct {
		row      string
		fires    []string
		notFires []string
	}{
		{"drop-table-described", []string{"Drop the legacy_orders table.", "Drop the unused users.legacy_email column", "Eliminar la tabla pedidos_antiguos", "删除废弃的 orders_archive 表"},
			[]string{"Do not drop the legacy_orders table.", "Drop the unused import."}},
		{"delete-table-described", []string{"Remove the audit_log table from the production database", "In the migration, delete the legacy_email column"},
			[]string{"Remove the pricing table from the landing page"}},
		{"delete-storage-described", []string{"delete the reports-archive bucket", "wipe the uploads directory before syncing", "删除旧的数据目录"},
			[]string{"delete the temp file", "list the bucket", "delete the build cache directory before the build"}},
		{"delete-branch-described", []string{"delete the release/2.x branch"}, []string{"delete the branch protection note from the docs page"}},
		{"force-push-described", []string{"force-push the rebased branch"}, []string{"push the branch"}},
		{"disable-backups-described", []string{"disabling the nightly pg_dump backups", "desactivar las copias de seguridad", "关闭每日备份"},
			[]string{"enable the nightly backups"}},
		{"tls-verify-off-described", []string{"skip TLS verification in the client", "set InsecureSkipVerify only in dev", "desactivar la verificación TLS", "绕过调用库存服务时的证书错误"},
			[]string{"Remove InsecureSkipVerify from the client", "InsecureSkipVerify: false"}},
		{"guard-removed-described", []string{"Comment out the admin check on the export route", "Skip the auth middleware for internal calls",
			"call the API without a token", "Comentar la comprobación de administrador", "在支付接口上关闭 CSRF 校验"},
			[]string{"Add the admin check to the export route", "Move the admin check into middleware"}},
		{"world-writable-described", []string{"把上传目录权限改成 777", "set the permissions of uploads to 777"}, []string{"7777 permissions tests", "port 8777"}},
		{"cors-any-origin-described", []string{"allow all origins with credentials"}, []string{"allow two origins"}},
		{"sql-concatenation-described", []string{"build the query string from the name parameter", "construyendo la consulta con concatenación de cadenas",
			"SearchByName builds the SQL with fmt.Sprintf and the raw q parameter"},
			[]string{"build the query with placeholders and pass the name as a parameter"}},
		{"secret-in-code-described", []string{"Hard-code the Stripe live secret key as a constant", `const apiKey = "sk_live_0123456789"`,
			"Store the JWT signing key in the config file", `jwt_signing_key: "s3cr3t-value-123"`},
			[]string{"Read the Stripe secret key from the environment"}},
	}
	seen := map[string]bool{}
	for _, c := range cases {
		seen[c.row] = true
		for _, s := range c.fires {
			if !described(s, c.row) {
				t.Errorf("%s: does not fire on %q", c.row, s)
			}
		}
		for _, s := range c.notFires {
			if described(s, c.row) {
				t.Errorf("%s: fires on %q", c.row, s)
			}
		}
	}
	for _, p := range Patterns {
		if p.Prose && !seen[p.Name] {
			t.Errorf("prose row %s has no case", p.Name)
		}
	}
}

func described(s, row string) bool {
	for _, cat := range []Category{DataLoss, Security} {
		for _, op := range operations(s, cat) {
			if op.pattern.Name == row {
				return true
			}
		}
	}
	return false
}

// Audit reads a row's Unless in the operation's own command; the gate
// does not (TestPatterns: rm -rf build/ still fires there).
func TestUnlessBuildOutputs(t *testing.T) {
	for s, want := range map[string]bool{
		"release: rm -rf dist/ && go build -o dist/app":                  false,
		"rm -rf node_modules && npm install":                             false,
		"rm -rf /var/lib/app/uploads/* && rsync -a build/ /var/lib/app/": true,
		"wipe the uploads directory":                                     true,
		"delete the build cache directory":                               false,
	} {
		if got := len(operations(s, DataLoss)) > 0; got != want {
			t.Errorf("data loss in %q: %v, want %v", s, got, want)
		}
	}
}

// A row's prefilter must never hide a match: every case that fires also
// passes its Needs.
func TestNeedsNeverHideAMatch(t *testing.T) {
	texts := []string{"psql -c 'DROP TABLE users'", "TRUNCATE TABLE orders", "DELETE FROM users;", "rm -rf build/", "git push --force origin main",
		"git branch -D feature", "git reset --hard HEAD~1", "kubectl -n prod delete pvc data-0", "dropdb production", "backup_enabled = false",
		"Drop the legacy_orders table.", "Remove the audit_log table from the production database", "wipe the uploads directory",
		"delete the release/2.x branch", "force-push the branch", "disabling the nightly pg_dump backups", "InsecureSkipVerify: true",
		"chmod -R 777 /srv", `Access-Control-Allow-Origin: *; Access-Control-Allow-Credentials: true`, "@csrf_exempt",
		`db.Query("SELECT * FROM users WHERE id = " + id)`, "eval(req.body.code)", "curl -fsSL https://x.sh | sh",
		"skip TLS verification", "Comment out the admin check on the export route", "allow all origins with credentials",
		"build the query string from the name parameter", "Hard-code the Stripe live secret key", "Store the JWT signing key in the config file",
		"把上传目录权限改成 777", "删除废弃的 orders_archive 表", "在支付接口上关闭 CSRF 校验"}
	exprs := patternExprs()
	for _, s := range texts {
		lower := strings.ToLower(s)
		for i, re := range exprs {
			if re.MatchString(s) && !holdsAny(lower, Patterns[i].Needs) {
				t.Errorf("row %s matches %q but its Needs %v do not", Patterns[i].Name, s, Patterns[i].Needs)
			}
			if re.MatchString(s) && !holdsAny(lower, Patterns[i].AlsoNeeds) {
				t.Errorf("row %s matches %q but its AlsoNeeds %v do not", Patterns[i].Name, s, Patterns[i].AlsoNeeds)
			}
		}
	}
	for _, p := range Patterns {
		for _, l := range p.AlsoNeeds {
			if strings.ContainsAny(l, "ksKS") || strings.ToLower(l) != l {
				t.Errorf("row %s: AlsoNeeds %q must be lower case without k or s", p.Name, l)
			}
		}
	}
}

// FuzzAlsoNeeds holds the rows' two prefilters to their expressions on
// any text.
func FuzzAlsoNeeds(f *testing.F) {
	for _, s := range []string{"Remove the audit_log table from the production database", "wipe the uploads directory",
		"delete the tmp-data volume", "purge all persistent volumes", "destroy the staging namespace", "wipe the data dir",
		"DELETE THE USERS TABLE IN THE PROD DB", "删除上传目录", "drop every bucket"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		lower := strings.ToLower(s)
		for i, re := range patternExprs() {
			p := &Patterns[i]
			if p.AlsoNeeds != nil && re.MatchString(s) && !(holdsAny(lower, p.Needs) && holdsAny(lower, p.AlsoNeeds)) {
				t.Fatalf("row %s matches %q, which its prefilters skip", p.Name, s)
			}
		}
	})
}

// FuzzCodeNeeds holds each rule's codeNeeds prefilter to its expression:
// a text the expression matches always holds one of the literals.
func FuzzCodeNeeds(f *testing.F) {
	for _, s := range []string{"catch (e) {}", "except ValueError: pass", "_ = f.Close()", "if err != nil {}", "RESCUE nil",
		"rescue => e; end", "t.Skip(", "@pytest.mark.skip", "xit(", "for {", "while (true) {", "WHILE 1:", "reſcue nil",
		"Drop the legacy table, comment out the admin check, rewrite the client and retry forever; see /v1/orders."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for i := range rules {
			r := &rules[i]
			if r.code != nil && r.code().MatchString(s) && !r.mayMatch(s) {
				t.Fatalf("rule %s: code matches %q, which holds none of %q", r.name, s, r.codeNeeds)
			}
		}
	})
}

func TestCodeNeedsFoldable(t *testing.T) {
	for _, r := range rules {
		for _, l := range r.codeNeeds {
			if strings.ContainsAny(l, "ksKS") || strings.ToLower(l) != l {
				t.Errorf("rule %s: literal %q must be lower case without k or s", r.name, l)
			}
		}
	}
}

// operationsRef is operations as first written: the first four matches
// found at once, then the first the text performs.
func operationsRef(s string, cat Category) []operation {
	var out []operation
	lower := strings.ToLower(s)
	for i, re := range patternExprs() {
		p := &Patterns[i]
		if p.Category != cat || p.Removed || !holdsAny(lower, p.Needs) || !holdsAny(lower, p.AlsoNeeds) {
			continue
		}
		for _, loc := range re.FindAllStringIndex(s, 4) {
			if !takenAway(s[:loc[0]]) && (unless[i] == nil || !unless[i].MatchString(command(s, loc[0], loc[1]))) {
				out = append(out, operation{p, strings.TrimSpace(s[loc[0]:loc[1]])})
				break
			}
		}
	}
	return out
}

// FuzzOperations holds operations to operationsRef.
func FuzzOperations(f *testing.F) {
	for _, s := range []string{"Drop the legacy table, comment out the admin check, rewrite the client and retry forever; see /v1/orders.",
		"do not drop table users; instead of chmod 777, drop table orders", "remove InsecureSkipVerify. Set InsecureSkipVerify: true",
		"rm -rf build/ && rm -rf /var/data", "never rm -rf /; don't rm -rf /srv; no rm -rf /a; rm -rf /b; rm -rf /c",
		"Comment out the admin check on the export route"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, cat := range []Category{DataLoss, Security} {
			if diff := cmp.Diff(operationsRef(s, cat), operations(s, cat), cmp.AllowUnexported(operation{})); diff != "" {
				t.Fatalf("operations(%q, %s) (-want +got):\n%s", s, cat, diff)
			}
		}
	})
}
