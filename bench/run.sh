#!/usr/bin/env bash
# Drives the packaged service and prints figures: start-up time to the first successful
# request, RSS after warm-up, and req/s with p50/p99 latency per named endpoint (wrk).
# Usage: bench/run.sh [duration-seconds]   (default 10). Traffic goes to 127.0.0.1 only.
set -euo pipefail
cd "$(dirname "$0")/.."
duration="${1:-10}"
port="${BENCH_PORT:-18080}"
base="http://127.0.0.1:$port"
db="assessment_bench"

command -v wrk >/dev/null || { apt-get install -y -qq wrk >/dev/null || { echo "wrk is needed (apt-get install wrk)"; exit 1; }; }
jar=bootstrap/target/quarkus-app/quarkus-run.jar
[ -f "$jar" ] || ./mvnw -B -q -pl bootstrap -am package -DskipTests

psql -h 127.0.0.1 -U postgres -qc "drop database if exists $db with (force)" -c "create database $db" >/dev/null

export DB_URL="jdbc:postgresql://127.0.0.1:5432/$db" DB_USER=postgres REDIS_URL="redis://127.0.0.1:6379"
export QUARKUS_PROFILE=dev QUARKUS_HTTP_PORT="$port" QUARKUS_LOG_LEVEL=WARN
export BOOTSTRAP_ADMIN_EMAIL="bench-admin@example.com" BOOTSTRAP_ADMIN_PASSWORD="bench-password-123"

start=$(date +%s%N)
java ${JAVA_OPTS:-} -jar "$jar" > bench/out.log 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null' EXIT
until curl -sf "$base/q/health/ready" >/dev/null; do
  kill -0 $pid 2>/dev/null || { echo "service died; see bench/out.log"; exit 1; }
  sleep 0.05
done
ready=$(date +%s%N)
printf 'machine: %s cores, %s\n' "$(nproc)" "$(free -h | awk '/Mem:/{print $2}') RAM"
printf 'start-up to first successful request: %d ms\n' $(( (ready - start) / 1000000 ))

# A signed-in session, the way the web client gets one (csrf, then the credentials callback).
jar_cookies=$(mktemp)
csrf=$(curl -s -c "$jar_cookies" "$base/api/auth/csrf" | sed 's/.*"csrfToken":"\([^"]*\)".*/\1/')
curl -s -b "$jar_cookies" -c "$jar_cookies" -o /dev/null --data-urlencode "email=$BOOTSTRAP_ADMIN_EMAIL" \
  --data-urlencode "password=$BOOTSTRAP_ADMIN_PASSWORD" --data-urlencode "csrfToken=$csrf" -d json=true \
  "$base/api/auth/callback/credentials"
session=$(awk '$6=="next-auth.session-token"{print $7}' "$jar_cookies")
rm -f "$jar_cookies"
[ -n "$session" ] || { echo "could not sign in; see bench/out.log"; exit 1; }
export BENCH_EMAIL="$BOOTSTRAP_ADMIN_EMAIL" BENCH_PASSWORD="$BOOTSTRAP_ADMIN_PASSWORD"

# Payments: 100,000 charges in the administrator's organization (bench/seed-payments.sql), and
# the dev profile's webhook token for the webhook scenario.
export BENCH_CHARGES="${BENCH_CHARGES:-100000}" BENCH_WEBHOOK_TOKEN="dev-only-asaas-webhook-token-0123456789"
seed_start=$(date +%s%N)
psql -h 127.0.0.1 -U postgres -d "$db" -q -v admin_email="$BOOTSTRAP_ADMIN_EMAIL" -v charges="$BENCH_CHARGES" \
  -f bench/seed-payments.sql >/dev/null
printf 'seeded %d charges in %d ms\n' "$BENCH_CHARGES" $(( ($(date +%s%N) - seed_start) / 1000000 ))

# Each line: name|path|wrk options (Lua scripts for bodies live in bench/).
endpoints=(
  "health|/q/health/live|"
  "openapi-json|/api/openapi?format=json|"
  "not-found-problem|/api/nope|"
  "auth-session|/api/auth/session|-H Cookie:next-auth.session-token=$session"
  "user-role|/api/user/role|-H Cookie:next-auth.session-token=$session"
  "check-credentials|/api/auth/check-credentials|-s bench/check-credentials.lua"
  "payments-list|/api/mobile/payments|-H Cookie:next-auth.session-token=$session"
  "payments-list-paid|/api/mobile/payments?status=paid&page=3|-H Cookie:next-auth.session-token=$session"
  "webhook|/api/webhooks/asaas|-s bench/webhook.lua"
)
# Latency of one request at a time (no queueing behind other requests): name|path|wrk options.
latency_endpoints=(
  "payments-list-c1|/api/mobile/payments|-H Cookie:next-auth.session-token=$session"
  "payments-list-paid-c1|/api/mobile/payments?status=paid&page=3|-H Cookie:next-auth.session-token=$session"
  "webhook-c1|/api/webhooks/asaas|-s bench/webhook.lua"
)
[ -f bench/endpoints.local ] && mapfile -t -O "${#endpoints[@]}" endpoints < bench/endpoints.local

run_wrk() { # name path extra-args... (WRK_CONN: connections, default 32)
  local name="$1" path="$2"; shift 2
  local conn="${WRK_CONN:-32}" threads=2
  [ "$conn" -lt 2 ] && threads=1
  wrk -t"$threads" -c"$conn" -d"${duration}s" --latency "$@" "$base$path" > "bench/out.$name.txt" 2>&1
  local rps p50 p99
  rps=$(awk '/Requests\/sec/{print $2}' "bench/out.$name.txt")
  p50=$(awk '$1=="50%"{print $2}' "bench/out.$name.txt")
  p99=$(awk '$1=="99%"{print $2}' "bench/out.$name.txt")
  printf '%-24s %10s req/s   p50 %8s   p99 %8s\n' "$name" "$rps" "$p50" "$p99"
}

for line in "${endpoints[@]}"; do # warm-up
  IFS='|' read -r name path opts <<< "$line"
  wrk -t1 -c8 -d3s $opts "$base$path" > /dev/null 2>&1 || true
done
printf 'RSS after warm-up: %d MB\n' $(( $(ps -o rss= -p $pid) / 1024 ))
for line in "${endpoints[@]}"; do
  IFS='|' read -r name path opts <<< "$line"
  # shellcheck disable=SC2086
  run_wrk "$name" "$path" $opts
done
for line in "${latency_endpoints[@]}"; do
  IFS='|' read -r name path opts <<< "$line"
  # shellcheck disable=SC2086
  WRK_CONN=1 run_wrk "$name" "$path" $opts
done
printf 'RSS after load: %d MB\n' $(( $(ps -o rss= -p $pid) / 1024 ))
psql -h 127.0.0.1 -U postgres -d "$db" -Atc "select 'webhook events stored: ' || count(*) || ', charges paid: ' || \
  (select count(*) from charges where status = 'paid') from provider_events"
