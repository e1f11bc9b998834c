#!/usr/bin/env bash
# A throwaway PostgreSQL for the API tests: `start` prints its URL, `stop` removes it entirely.
#   api/scripts/pg-throwaway.sh start   # -> postgres://postgres@127.0.0.1:55432/postgres
#   TEST_DATABASE_URL=$(api/scripts/pg-throwaway.sh start) pnpm --filter @coach/api test
#   api/scripts/pg-throwaway.sh stop
# The reliability suite (api/reliability) also takes the server down and up again on the same data:
#   api/scripts/pg-throwaway.sh down [fast|immediate]   # stop (immediate: as after a crash), data kept
#   api/scripts/pg-throwaway.sh up                      # start again on that data
# Env: PG_PORT (default 55432), PG_BIN (default: newest /usr/lib/postgresql/*/bin), PG_DURABLE=1 to keep
# PostgreSQL's durability settings (fsync, synchronous_commit, full_page_writes) instead of turning them off.
# initdb refuses to run as root, so as root the server runs as the `postgres` user.
set -euo pipefail

PORT="${PG_PORT:-55432}"
DATA_DIR="/tmp/coach-pg-throwaway-${PORT}"
SOCKET_DIR="/tmp"
LOG_FILE="${DATA_DIR}.log"
URL="postgres://postgres@127.0.0.1:${PORT}/postgres"

find_bin() {
  if [[ -n "${PG_BIN:-}" ]]; then echo "$PG_BIN"; return; fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [[ -z "$dir" ]]; then
    echo "PostgreSQL binaries not found (install the postgresql package or set PG_BIN)" >&2
    exit 1
  fi
  echo "$dir"
}

as_owner() {
  if [[ "$(id -u)" == "0" ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

BIN="$(find_bin)"

OPTIONS="-p ${PORT} -k ${SOCKET_DIR} -c listen_addresses=127.0.0.1 -c max_connections=200"
if [[ "${PG_DURABLE:-0}" != "1" ]]; then
  # fsync off: the data is thrown away, and tests create and drop many databases.
  OPTIONS="${OPTIONS} -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
fi

start_server() {
  as_owner "$BIN/pg_ctl" -D "$DATA_DIR" -l "$LOG_FILE" -w -o "$OPTIONS" start >/dev/null
}

case "${1:-}" in
  start)
    if as_owner "$BIN/pg_ctl" -D "$DATA_DIR" status >/dev/null 2>&1; then
      echo "$URL"
      exit 0
    fi
    rm -rf "$DATA_DIR" "$LOG_FILE"
    mkdir -p "$DATA_DIR"
    if [[ "$(id -u)" == "0" ]]; then chown postgres:postgres "$DATA_DIR"; fi
    as_owner "$BIN/initdb" -D "$DATA_DIR" -A trust -U postgres --no-sync >/dev/null
    touch "$LOG_FILE"
    if [[ "$(id -u)" == "0" ]]; then chown postgres:postgres "$LOG_FILE"; fi
    start_server
    echo "$URL"
    ;;
  down)
    as_owner "$BIN/pg_ctl" -D "$DATA_DIR" -m "${2:-fast}" -w stop >/dev/null
    ;;
  up)
    if [[ ! -f "$DATA_DIR/PG_VERSION" ]]; then
      echo "no data in $DATA_DIR: use start" >&2
      exit 1
    fi
    start_server
    echo "$URL"
    ;;
  stop)
    if [[ -d "$DATA_DIR" ]]; then
      as_owner "$BIN/pg_ctl" -D "$DATA_DIR" -m immediate -w stop >/dev/null 2>&1 || true
      rm -rf "$DATA_DIR" "$LOG_FILE"
    fi
    ;;
  url)
    echo "$URL"
    ;;
  *)
    echo "usage: $0 start|stop|url|down [fast|immediate]|up" >&2
    exit 2
    ;;
esac
