#!/usr/bin/env bash
# Reconciliation against the provider's quota (issue 16, ADR 0016): 10,000 abandoned pending
# charges, all due again, and 100 fresh ones never asked about, which the provider reports paid.
# Drives the packaged service against a local stand-in for Asaas (bench/asaas-stub.py) through
# GET /api/cron/payments-sync and prints, per run: requests sent to the provider, charges checked
# and changed, fresh charges still pending, and the run's wall time.
# Usage: bench/reconciliation.sh [runs]   (default 3). Traffic goes to 127.0.0.1 only.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-3}"
port="${BENCH_PORT:-18081}"
stub_port="${BENCH_STUB_PORT:-18091}"
base="http://127.0.0.1:$port"
db="${BENCH_DB:-assessment_bench_recon}"
abandoned="${BENCH_ABANDONED:-10000}"
fresh="${BENCH_FRESH:-100}"
budget="${PAYMENT_SYNC_BATCH:-50}"

jar=bootstrap/target/quarkus-app/quarkus-run.jar
[ -f "$jar" ] || ./mvnw -B -q -o -pl bootstrap -am package -DskipTests
psql -h 127.0.0.1 -U postgres -qc "drop database if exists $db with (force)" -c "create database $db" >/dev/null

python3 bench/asaas-stub.py "$stub_port" &
stub=$!
export DB_URL="jdbc:postgresql://127.0.0.1:5432/$db" DB_USER=postgres REDIS_URL="redis://127.0.0.1:6379"
export QUARKUS_PROFILE=dev QUARKUS_HTTP_PORT="$port" QUARKUS_LOG_LEVEL=WARN
# Readiness is on the management port (issue 42), one per bench port.
export MANAGEMENT_PORT="${BENCH_MANAGEMENT_PORT:-$((port + 1000))}"
export ASAAS_API_KEY='$aact_hmlg_bench_0000000000000000' ASAAS_BASE_URL="http://127.0.0.1:$stub_port"
export PAYMENT_SYNC_EVERY=off PAYMENT_SYNC_BATCH="$budget"
export BOOTSTRAP_ADMIN_EMAIL="bench-admin@example.com" BOOTSTRAP_ADMIN_PASSWORD="bench-password-123"
java ${JAVA_OPTS:-} -jar "$jar" > bench/out-reconciliation.log 2>&1 &
pid=$!
trap 'kill $pid $stub 2>/dev/null; wait $pid $stub 2>/dev/null || true' EXIT
until curl -sf "http://127.0.0.1:$MANAGEMENT_PORT/q/health/ready" >/dev/null; do
  kill -0 $pid 2>/dev/null || { echo "service died; see bench/out-reconciliation.log"; exit 1; }
  sleep 0.1
done

sql() { psql -h 127.0.0.1 -U postgres -d "$db" -qAt "$@"; }
sql -v admin_email="$BOOTSTRAP_ADMIN_EMAIL" -v abandoned="$abandoned" -v fresh="$fresh" -f bench/seed-reconciliation.sql
curl -s "http://127.0.0.1:$stub_port/__requests" >/dev/null
printf 'machine: %s cores (shared with other work while measured)\n' "$(nproc)"
printf 'seeded: %d abandoned pending charges (due again), %d fresh ones (never asked, paid at the provider); budget %d per run\n' \
  "$abandoned" "$fresh" "$budget"
printf '%-4s %9s %8s %8s %7s %14s %9s\n' run requests checked changed failed fresh_pending ms
for run in $(seq 1 "$runs"); do
  started=$(date +%s%N)
  answer=$(curl -sf -H 'Authorization: Bearer $CRON_SECRET' "$base/api/cron/payments-sync")
  ms=$(( ($(date +%s%N) - started) / 1000000 ))
  requests=$(curl -s "http://127.0.0.1:$stub_port/__requests" | sed 's/.*"requests": *\([0-9]*\).*/\1/')
  field() { echo "$answer" | sed "s/.*\"$1\":\([0-9]*\).*/\1/"; }
  pending=$(sql -c "select count(*) from charges where assignment_id like 'cfresh%' and is_current and status = 'pending'")
  printf '%-4s %9s %8s %8s %7s %14s %9s\n' "$run" "$requests" "$(field checked)" "$(field changed)" "$(field failed)" "$pending" "$ms"
  if [ "$requests" -gt "$budget" ]; then echo "FAIL: run $run sent $requests requests, over the budget of $budget"; exit 1; fi
  if [ "$run" -eq 2 ] && [ "$pending" -ne 0 ]; then echo "FAIL: $pending fresh charges still pending after 2 runs"; exit 1; fi
done
echo "every fresh charge reconciled within 2 runs; every run within its budget"
