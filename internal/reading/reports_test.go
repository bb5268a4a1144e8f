package reading

import "testing"

// TestToolReports: a claim that its subject reached an end state
// (uploaded, deployed, published, created, enabled, pushed) is affirmed by
// the tool's own report of that action on that subject; a report on
// another object, a failure beside it, a dry run, or a claim that denies
// the end state is not.
func TestToolReports(t *testing.T) {
	runAffirmRows(t, []affirmRow{
		// affirming
		{"The release bundle is uploaded to S3.", "$ aws s3 cp build/web-1.8.zip s3://acme-artifacts/web/\nupload: build/web-1.8.zip to s3://acme-artifacts/web/web-1.8.zip", "affirms"},
		{"The billing deployment is deployed.", "$ kubectl apply -f billing.yaml\ndeployment.apps/billing configured\nservice/billing unchanged", "affirms"},
		{"The audit database is created.", "$ psql -h db -c 'CREATE DATABASE audit'\nCREATE DATABASE", "affirms"},
		{"La extensión postgis está habilitada.", "$ psql -c 'CREATE EXTENSION IF NOT EXISTS postgis'\nCREATE EXTENSION", "affirms"},
		{"The worker image is pushed to the registry.", "$ docker push registry.acme.io/worker:2.0\n2.0: digest: sha256:9f1c0e size: 2201", "affirms"},
		{"reports 数据库已创建。", "$ psql -c 'CREATE DATABASE reports'\nCREATE DATABASE", "affirms"},
		{"@acme/charts 4.1.0 已发布。", "$ npm publish\nnpm notice 📦  @acme/charts@4.1.0\n+ @acme/charts@4.1.0", "affirms"},
		{"The TLS certificate for pay.acme.io renewed.", "Congratulations, all renewals succeeded:\n  /etc/letsencrypt/live/pay.acme.io/fullchain.pem (success)", "affirms"},
		// negating
		{"The TLS certificate for pay.acme.io renewed.", "Congratulations, all renewals succeeded:\n  /etc/letsencrypt/live/blog.acme.io/fullchain.pem (success)", "unaffirmed|"},
		{"The release bundle is uploaded to S3.", "upload: ./notes/CHANGELOG.md to s3://acme-artifacts/notes/CHANGELOG.md", "unaffirmed|"},
		{"The release bundle is uploaded to S3.", "upload: build/web-1.8.zip to s3://acme-artifacts/web/web-1.8.zip\nupload failed: build/web-1.8.zip.sig to s3://acme-artifacts/web/web-1.8.zip.sig Could not connect", "fail|persists|unaffirmed|"},
		{"The billing deployment is deployed.", "$ kubectl apply -f billing.yaml\ndeployment.apps/invoicing configured", "unaffirmed|"},
		{"The audit database is created.", "$ psql -c 'CREATE DATABASE metrics'\nCREATE DATABASE", "unaffirmed|"},
		{"reports 数据库已创建。", "$ psql -c 'CREATE DATABASE metrics'\nCREATE DATABASE", "unaffirmed|irrelevant|"},
		{"The worker image is pushed to the registry.", "$ docker push registry.acme.io/worker:2.0\ndenied: requested access to the resource is denied", "unaffirmed|fail|persists|"},
		{"The billing deployment is not deployed yet.", "$ kubectl apply -f billing.yaml\ndeployment.apps/billing configured", "unaffirmed|pass|fail|"},
		{"@acme/charts 4.1.0 已发布。", "$ npm publish --dry-run\n+ @acme/charts@4.1.0", "unaffirmed|fail|persists|"},
	})
}
