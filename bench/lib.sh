# Shared by the bench scripts: start the packaged service on a fresh database and sign in.
# Source it after setting port (and optionally db); it sets base, db, pid and an EXIT trap.

bench_jar=bootstrap/target/quarkus-app/quarkus-run.jar
# Processes a script started (services, stand-ins): the EXIT trap stops every one.
bench_pids=()
stop_bench_processes() {
  local p
  for p in "${bench_pids[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${bench_pids[@]}"; do wait "$p" 2>/dev/null || true; done
}
trap stop_bench_processes EXIT

# start_service LOG [extra java options...]: a fresh database named $db (with keep_db=1: the one
# there, for a second instance; with BENCH_REUSE=1: one an earlier run seeded, when it exists),
# the dev profile, the bench administrator; waits for readiness and records start-up time in
# $startup_ms.
start_service() {
  local log="$1"; shift
  [ -f "$bench_jar" ] || ./mvnw -B -q -o -pl bootstrap -am package -DskipTests
  if [ -z "${keep_db:-}" ] && { [ "${BENCH_REUSE:-}" != 1 ] || ! psql -h 127.0.0.1 -U postgres -d "$db" -qc "select 1" >/dev/null 2>&1; }; then
    psql -h 127.0.0.1 -U postgres -qc "drop database if exists $db with (force)" -c "create database $db" >/dev/null
  fi
  export DB_URL="jdbc:postgresql://127.0.0.1:5432/$db" DB_USER=postgres REDIS_URL="redis://127.0.0.1:6379"
  export QUARKUS_PROFILE=dev QUARKUS_HTTP_PORT="$port" QUARKUS_LOG_LEVEL=WARN
  # One client address drives every request here; the per-IP limit would measure itself.
  export PUBLIC_RATE_LIMIT_PER_MINUTE=1000000000
  export BOOTSTRAP_ADMIN_EMAIL="bench-admin@example.com" BOOTSTRAP_ADMIN_PASSWORD="bench-password-123"
  local start ready
  start=$(date +%s%N)
  java ${JAVA_OPTS:-} "$@" -jar "$bench_jar" > "$log" 2>&1 &
  pid=$!
  bench_pids+=("$pid")
  until curl -sf "$base/q/health/ready" >/dev/null; do
    kill -0 $pid 2>/dev/null || { echo "service died; see $log"; exit 1; }
    sleep 0.05
  done
  ready=$(date +%s%N)
  startup_ms=$(( (ready - start) / 1000000 ))
}

# signin EMAIL PASSWORD -> the session token, the way the web client gets one.
signin() {
  local jar csrf token
  jar=$(mktemp)
  csrf=$(curl -s -c "$jar" "$base/api/auth/csrf" | sed 's/.*"csrfToken":"\([^"]*\)".*/\1/')
  curl -s -b "$jar" -c "$jar" -o /dev/null --data-urlencode "email=$1" --data-urlencode "password=$2" \
    --data-urlencode "csrfToken=$csrf" -d json=true "$base/api/auth/callback/credentials"
  token=$(awk '$6=="next-auth.session-token"{print $7}' "$jar")
  rm -f "$jar"
  [ -n "$token" ] || { echo "could not sign in as $1" >&2; exit 1; }
  echo "$token"
}

sql() { psql -h 127.0.0.1 -U postgres -d "$db" -qAt "$@"; }

# wrk_line NAME OUTFILE: one line of figures from a wrk --latency report.
wrk_line() {
  local rps p50 p99 non2xx
  rps=$(awk '/Requests\/sec/{print $2}' "$2")
  p50=$(awk '$1=="50%"{print $2}' "$2")
  p99=$(awk '$1=="99%"{print $2}' "$2")
  non2xx=$(awk '/Non-2xx/{print $5}' "$2")
  printf '%-28s %10s req/s   p50 %8s   p99 %8s   non-2xx %s\n' "$1" "$rps" "$p50" "$p99" "${non2xx:-0}"
  [ "${non2xx:-0}" = 0 ]
}
