#!/usr/bin/env bash
# Issue 46: the statistics read of a 30-question form with BENCH_ATTEMPTS (default 100,000) submissions
# (goal p50 <= 5 ms). The sums are seeded in SQL (bench/seed-statistics.sql), as the submits would leave
# them; then wrk -t2 -c8 reads GET /api/forms/bench30/statistics for D seconds after a BENCH_WARMUP warm-up
# and prints req/s, p50 and p99. The submit with and without statistics is the paired run of bench/ab.sh
# (BENCH_AB_ENDPOINTS=hot, BENCH_JAR_A = a build without them, BENCH_JAR_B = this one).
# Usage: bench/statistics.sh [D-seconds]   (default 20). Database BENCH_DB (default assessment_statistics_bench).
set -euo pipefail
cd "$(dirname "$0")/.."
duration="${1:-20}"
port="${BENCH_PORT:-18080}"
base="http://127.0.0.1:$port"
db="${BENCH_DB:-assessment_statistics_bench}"
warmup="${BENCH_WARMUP:-20}"
attempts="${BENCH_ATTEMPTS:-100000}"

# shellcheck source=bench/lib.sh
source bench/lib.sh
use_packaged_jar
start_service bench/target/out.statistics.log
printf 'machine: %s cores; commit: %s; attempts: %s\n' "$(nproc)" "$(git rev-parse --short HEAD)" "$attempts"
session=$(signin "$BOOTSTRAP_ADMIN_EMAIL" "$BOOTSTRAP_ADMIN_PASSWORD")
org=$(sql -c "select organization_id from users where email = '$BOOTSTRAP_ADMIN_EMAIL'")
admin=$(sql -c "select id from users where email = '$BOOTSTRAP_ADMIN_EMAIL'")
sql -v org="$org" -v admin="$admin" -v forms=0 -v read_tokens=0 -f bench/seed-assessments.sql
start=$(date +%s)
sql -v attempts="$attempts" -f bench/seed-statistics.sql
printf 'sums seeded in %ss: %s count rows\n' "$(( $(date +%s) - start ))" \
  "$(sql -c "select count(*) from statistics_counts where form_id = 'bench30' and strpos(selection, 'C') > 0")"
curl -sf -H "Cookie: next-auth.session-token=$session" "$base/api/forms/bench30/statistics" \
  | jq -c '{attempts: .test.attempts, mean: .test.mean, alpha: .test.cronbachAlpha, q1: .questions[0].discriminationIndex}'
cat > bench/target/statistics.lua <<LUA
wrk.headers["Cookie"] = "next-auth.session-token=$session"
LUA
wrk -t2 -c8 -d"${warmup}s" -s bench/target/statistics.lua "$base/api/forms/bench30/statistics" >/dev/null
# One connection gives the read's own latency; eight show it under concurrent readers.
wrk -t1 -c1 -d"${duration}s" --latency -s bench/target/statistics.lua "$base/api/forms/bench30/statistics" \
  > bench/target/statistics-c1.txt
wrk_line statistics-read-c1 bench/target/statistics-c1.txt
wrk -t2 -c8 -d"${duration}s" --latency -s bench/target/statistics.lua "$base/api/forms/bench30/statistics" \
  > bench/target/statistics.txt
wrk_line statistics-read-c8 bench/target/statistics.txt
