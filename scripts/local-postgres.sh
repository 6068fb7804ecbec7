#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the server's tests (used by .ci/run and by developers):
# a fresh cluster in a temporary folder, on loopback, with a `rihla` superuser. Prints the DATABASE_URL
# to use, and keeps running until `scripts/local-postgres.sh stop`.
#   eval "$(scripts/local-postgres.sh start)"   # sets DATABASE_URL and RIHLA_PG_DIR
set -euo pipefail
# RIHLA_PG_PORT, or a port free now: another throwaway server (a second checkout's tests) may hold any fixed one.
port="${RIHLA_PG_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})")}"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [ -z "$bin" ]; then echo "local-postgres: PostgreSQL is not installed (Debian package: postgresql)" >&2; exit 1; fi

as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-start}" in
  start)
    dir="$(mktemp -d /tmp/rihla-pg.XXXXXX)"
    [ "$(id -u)" -eq 0 ] && chown postgres "$dir"
    as_postgres "$bin/initdb" -D "$dir/data" -U rihla --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    if ! as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null; then
      echo "local-postgres: the server did not start on port $port; its log:" >&2
      cat "$dir/server.log" >&2 || true
      rm -rf "$dir"
      exit 1
    fi
    echo "export RIHLA_PG_DIR=$dir"
    echo "export DATABASE_URL=postgres://rihla@127.0.0.1:$port/postgres"
    ;;
  stop)
    dir="${RIHLA_PG_DIR:?RIHLA_PG_DIR is not set}"
    as_postgres "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
