#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the database tests and prints its URL (and nothing
# else on stdout, so `OTTO_TEST_DATABASE_URL="$(bash scripts/start-test-postgres.sh)"` works).
# Idempotent: when something already answers on the port, it only prints the URL.
#   PGPORT   port to listen on (default 54329)
#   PGBIN    PostgreSQL's bin folder (default: the newest under /usr/lib/postgresql)
#   PGDATA   cluster folder (default: $TMPDIR/otto-test-postgres-$PGPORT)
# Stop it with: pg_ctl -D "$PGDATA" stop  (as the postgres user when running as root)
set -euo pipefail

port="${PGPORT:-54329}"
url="postgres://postgres@127.0.0.1:${port}/postgres"
bin="${PGBIN:-}"
if [ -z "$bin" ]; then
  bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  [ -n "$bin" ] || bin="$(dirname "$(command -v initdb || echo /usr/bin/initdb)")"
fi
for tool in initdb pg_ctl pg_isready; do
  if [ ! -x "$bin/$tool" ]; then
    echo "PostgreSQL server binaries not found in $bin (install the postgresql package or set PGBIN)." >&2
    exit 1
  fi
done

if "$bin/pg_isready" -q -h 127.0.0.1 -p "$port"; then
  echo "$url"
  exit 0
fi

data="${PGDATA:-${TMPDIR:-/tmp}/otto-test-postgres-${port}}"

# PostgreSQL refuses to run as root: use the postgres account then.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    if ! id postgres >/dev/null 2>&1; then
      useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
    fi
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

mkdir -p "$data"
[ "$(id -u)" -ne 0 ] || chown postgres: "$data"
chmod 700 "$data"
if [ ! -f "$data/PG_VERSION" ]; then
  echo "Creating a test cluster in $data" >&2
  as_owner "$bin/initdb" -D "$data" -U postgres --auth=trust --encoding=UTF8 --no-locale >"$data.initdb.log" 2>&1 || {
    cat "$data.initdb.log" >&2
    exit 1
  }
fi

# Durability is pointless for throwaway test data; speed is not.
options="-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${data} -c max_connections=200"
options="${options} -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
echo "Starting PostgreSQL on 127.0.0.1:${port}" >&2
as_owner "$bin/pg_ctl" -D "$data" -l "$data/server.log" -o "$options" -w -t 60 start >&2 || {
  tail -n 20 "$data/server.log" >&2 || true
  exit 1
}

for _ in $(seq 1 60); do
  if "$bin/pg_isready" -q -h 127.0.0.1 -p "$port"; then
    echo "$url"
    exit 0
  fi
  sleep 0.5
done
echo "PostgreSQL did not become ready on port ${port}; see $data/server.log" >&2
exit 1
