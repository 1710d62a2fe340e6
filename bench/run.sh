#!/usr/bin/env bash
# Drives the packaged service and prints figures: start-up time to the first successful
# request, RSS after warm-up, and req/s with p50/p99 latency per named endpoint (wrk).
# Usage: bench/run.sh [duration-seconds]   (default 10). Traffic goes to 127.0.0.1 only.
set -euo pipefail
cd "$(dirname "$0")/.."
duration="${1:-10}"
port="${BENCH_PORT:-18080}"
base="http://127.0.0.1:$port"
db="${BENCH_DB:-assessment_bench}"

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
export BENCH_EMAIL="$BOOTSTRAP_ADMIN_EMAIL" BENCH_PASSWORD="$BOOTSTRAP_ADMIN_PASSWORD" BENCH_SESSION="$session"

# Each line: name|path|wrk options (Lua scripts for bodies live in bench/).
endpoints=(
  "health|/q/health/live|"
  "openapi-json|/api/openapi?format=json|"
  "not-found-problem|/api/nope|"
  "auth-session|/api/auth/session|-s bench/session.lua"
  "user-role|/api/user/role|-s bench/session.lua"
  "check-credentials|/api/auth/check-credentials|-s bench/check-credentials.lua"
)
# Reports: the list over 10,000 seeded submissions, a search that scans them, and the PDF export
# of a 20-answer submission. Fewer connections than the default 32, so the latency reported is
# that of a request, not of a queue (32 connections on 2 cores measure waiting).
# shellcheck source=bench/seed-reports.sh
source bench/seed-reports.sh
endpoints+=(
  "reports-list|/api/reports|-c8 -s bench/session.lua"
  "reports-search|/api/reports?search=aluno%20numero%2012|-c8 -s bench/session.lua"
  "reports-export|/api/reports/export|-c4 -s bench/report-export.lua"
)
[ -f bench/endpoints.local ] && mapfile -t -O "${#endpoints[@]}" endpoints < bench/endpoints.local

run_wrk() { # name path extra-args...
  local name="$1" path="$2"; shift 2
  wrk -t2 -c32 -d"${duration}s" --latency "$@" "$base$path" > "bench/out.$name.txt" 2>&1
  local rps p50 p99
  rps=$(awk '/Requests\/sec/{print $2}' "bench/out.$name.txt")
  p50=$(awk '$1=="50%"{print $2}' "bench/out.$name.txt")
  p99=$(awk '$1=="99%"{print $2}' "bench/out.$name.txt")
  local errors
  errors=$(awk '/Non-2xx/{printf "   non-2xx %s", $5} /Socket errors/{if ($NF + $(NF-2) + $(NF-4) + $(NF-6) > 0) printf "   %s", $0}' "bench/out.$name.txt")
  printf '%-24s %10s req/s   p50 %8s   p99 %8s%s\n' "$name" "$rps" "$p50" "$p99" "$errors"
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
printf 'RSS after load: %d MB\n' $(( $(ps -o rss= -p $pid) / 1024 ))

# The same report endpoints paced: one connection, BENCH_PACE_MS between requests. Latency of a
# lone request, free of queueing and of anything that throttles bursts of local traffic.
for line in "reports-list|/api/reports|-s bench/session.lua" \
            "reports-export|/api/reports/export|-s bench/report-export.lua"; do
  IFS='|' read -r name path opts <<< "$line"
  # shellcheck disable=SC2086
  BENCH_PACE_MS="${BENCH_PACE_MS:-25}" run_wrk "$name-paced" "$path" -t1 -c1 $opts
done
