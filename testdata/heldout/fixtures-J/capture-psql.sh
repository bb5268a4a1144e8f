#!/usr/bin/env bash
# Real psql captures against the machine's local PostgreSQL 15 cluster (started and stopped here).
set -u
F="$(cd "$(dirname "$0")" && pwd)"; C="$F/captures"
pg_ctlcluster 15 main start || { echo "no postgres cluster; psql captures skipped"; exit 0; }
sleep 1
Q() { su postgres -c "psql -X -q -d jshop -c \"$1\""; }
su postgres -c "dropdb --if-exists jshop; createdb jshop"
su postgres -c "psql -X -q -d jshop" <<'SQL'
CREATE TABLE orders(id bigserial PRIMARY KEY, tenant_id int NOT NULL, created_at timestamptz NOT NULL, total_cents int);
INSERT INTO orders(tenant_id, created_at, total_cents)
  SELECT (g % 500) + 1, now() - (g % 90) * interval '1 day', (g * 37) % 10000 FROM generate_series(1, 200000) g;
CREATE INDEX orders_tenant_created_idx ON orders(tenant_id, created_at);
CREATE TABLE invoices(invoice_no text PRIMARY KEY, tenant text, total_cents int);
INSERT INTO invoices VALUES ('INV-2026-1003', 'globex', 4500);
ANALYZE;
SQL
run() { local name="$1" sql="$2"
  echo "\$ psql -d jshop -c \"$sql\"" > "$C/$name.txt"
  su postgres -c "psql -X -d jshop -c \"$sql\"" >> "$C/$name.txt" 2>&1; echo $? > "$C/$name.rc"; }
run psql-explain-index "EXPLAIN SELECT * FROM orders WHERE tenant_id = 42 AND created_at > now() - interval '7 days';"
run psql-dup-insert "INSERT INTO invoices VALUES ('INV-2026-1003', 'globex', 4500);"
run psql-null-tenant "SELECT count(*) AS orders_without_tenant FROM orders WHERE tenant_id IS NULL;"
su postgres -c "dropdb jshop"
pg_ctlcluster 15 main stop
