#!/usr/bin/env bash
# Installs (when missing) and starts a local PostgreSQL, creates the role `storefront`
# (password `storefront`) and the database `storefront_test`, and prints the URL for
# TEST_DATABASE_URL. Safe to run again: every step checks before it acts. Needs root (CI container).
set -euo pipefail

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
fi

version="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main"' | grep -q .; then
  pg_createcluster "$version" main >/dev/null
fi
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" && $4 == "online"' | grep -q .; then
  pg_ctlcluster "$version" main start
fi

port="$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')"
psql_admin() { su postgres -c "psql -p $port -v ON_ERROR_STOP=1 -qtAX $*"; }

# Wait until the server accepts connections.
for _ in $(seq 1 30); do
  if su postgres -c "pg_isready -q -p $port"; then break; fi
  sleep 1
done

if [ "$(psql_admin "-c \"SELECT 1 FROM pg_roles WHERE rolname = 'storefront'\"")" != "1" ]; then
  psql_admin "-c \"CREATE ROLE storefront LOGIN PASSWORD 'storefront'\""
fi
if [ "$(psql_admin "-c \"SELECT 1 FROM pg_database WHERE datname = 'storefront_test'\"")" != "1" ]; then
  psql_admin "-c \"CREATE DATABASE storefront_test OWNER storefront\""
fi

echo "postgres://storefront:storefront@127.0.0.1:${port}/storefront_test"
