#!/usr/bin/env bash
# Starts Debian's PostgreSQL for the operation-service's PostgreSQL test run and prints the
# TEST_DATABASE_URL to use. Installs it when missing (as root, from Debian's packages).
set -euo pipefail
if ! command -v pg_lsclusters >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
version=$(pg_lsclusters --no-header | awk 'NR==1 {print $1}')
cluster=$(pg_lsclusters --no-header | awk 'NR==1 {print $2}')
if [ -z "$version" ]; then
  version=$(ls /usr/lib/postgresql | sort -n | tail -1)
  cluster=main
  pg_createcluster "$version" "$cluster" >/dev/null 2>&1
fi
pg_ctlcluster "$version" "$cluster" start >/dev/null 2>&1 || true
port=$(pg_lsclusters --no-header | awk -v v="$version" -v c="$cluster" '$1==v && $2==c {print $3}')
# Everything but the URL goes to stderr: callers read stdout.
{
  su postgres -c "psql -p $port -qtAc \"select 1 from pg_roles where rolname = 'opsdesk'\"" | grep -q 1 ||
    su postgres -c "psql -p $port -qc \"create role opsdesk login createdb password 'opsdesk'\""
  # Dropping a test database "with (force)" may meet an autovacuum worker on it, which belongs
  # to no role: only members of pg_signal_backend may end it.
  su postgres -c "psql -p $port -qc \"grant pg_signal_backend to opsdesk\""
  su postgres -c "psql -p $port -qtAc \"select 1 from pg_database where datname = 'opsdesk'\"" | grep -q 1 ||
    su postgres -c "createdb -p $port -O opsdesk opsdesk"
} >&2
echo "postgres://opsdesk:opsdesk@127.0.0.1:$port/opsdesk"
