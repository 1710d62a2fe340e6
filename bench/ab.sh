#!/usr/bin/env bash
# Two builds side by side on one seeded database: each endpoint is driven on build A, then on
# build B, then A again..., and the service's CPU per request (user + system time from /proc over
# the wrk run) is printed for each run. Interleaving spreads whatever else loads the machine over
# both builds alike, so their ratio stands where absolute rates are noise.
# Usage: BENCH_JAR_A=dir-a/quarkus-run.jar BENCH_JAR_B=dir-b/quarkus-run.jar bench/ab.sh [seconds] [rounds]
# BENCH_JAVA_A / BENCH_JAVA_B pick each side's java (e.g. JDK 17 against JDK 25).
# Two JVM option sets on one build: BENCH_JAVA_OPTS_A / BENCH_JAVA_OPTS_B are added after the
# image's options (a later option wins), and BENCH_JAR_B defaults to BENCH_JAR_A (or bench/lib.sh's jar).
# Needs a database bench/run.sh seeded (BENCH_DB, kept after its run); builds listen on BENCH_PORT
# and BENCH_PORT + 1. BENCH_AB_ENDPOINTS: name|path|wrk options lines (default: session read, reports
# list); BENCH_AB_ENDPOINTS=hot pairs the eight hot paths of docs/performance.md with bench/run.sh's
# options. A name starting with "submit" gets fresh assignments before every run (bench/submit.lua);
# the export (`reports-export|/api/reports/export|-c4 -s bench/report-export.lua`) renders the
# seeded 20-answer report; the webhook's events find the charges bench/run.sh seeded. Both builds
# send their mails to one GreenMail, as bench/run.sh does, so neither keeps them in its heap.
# BENCH_AB_WARMUP: seconds of warm-up per endpoint and build (default 60; on a loaded machine the
# JIT needs that long before the CPU per request stops falling, and a build that is still warming
# up measures its JIT, not its code).
set -euo pipefail
cd "$(dirname "$0")/.."
duration="${1:-10}"
rounds="${2:-3}"
db="${BENCH_DB:-assessment_bench}"
first_port="${BENCH_PORT:-18080}"
export BENCH_KEEP_DB=1
# shellcheck source=bench/lib.sh
source bench/lib.sh
psql -h 127.0.0.1 -U postgres -d "$db" -qc "select 1 from submissions limit 1" >/dev/null ||
  { echo "no seeded database $db: run bench/run.sh with BENCH_DB=$db first" >&2; exit 1; }
start_greenmail bench/out.ab-smtp.log
export MAIL_MOCK=false SMTP_HOST=127.0.0.1 SMTP_PORT="$smtp_port" SMTP_STARTTLS=DISABLED
export BENCH_CHARGES="${BENCH_CHARGES:-100000}" BENCH_WEBHOOK_TOKEN="$bench_webhook_token"
declare -A pids sessions
port_of() { if [ "$1" = B ]; then echo $(( first_port + 1 )); else echo "$first_port"; fi; }
for build in A B; do
  port=$(port_of $build) base="http://127.0.0.1:$(port_of $build)"
  jar_var="BENCH_JAR_$build" opts_var="BENCH_JAVA_OPTS_$build"
  bench_jar="${!jar_var:-${BENCH_JAR_A:-$bench_jar}}"
  java_var="BENCH_JAVA_$build"
  bench_java="${!java_var:-${BENCH_JAVA:-java}}"
  # shellcheck disable=SC2086
  start_service "bench/out.ab.$build.log" ${!opts_var:-}
  pids[$build]=$pid
  sessions[$build]=$(signin "$BOOTSTRAP_ADMIN_EMAIL" "$BOOTSTRAP_ADMIN_PASSWORD")
done
hot_paths="auth-session|/api/auth/session|-c32
forms-page3-10k|/api/forms?limit=20&page=3|-c32
test-link-open|/api/test-link/x|-c32 -s bench/test-link.lua
submit-30-answers|/api/test-link/x/submit|-c32 -s bench/submit.lua
payments-list|/api/mobile/payments|-c32
webhook|/api/webhooks/asaas|-c32 -s bench/webhook.lua
reports-list|/api/reports|-c8
reports-search|/api/reports?search=Let%C3%ADcia%20Assun%C3%A7%C3%A3o%20Carvalho%2012345|-c8"
endpoint_lines="${BENCH_AB_ENDPOINTS:-auth-session|/api/auth/session|-c32
reports-list|/api/reports|-c8}"
[ "$endpoint_lines" = hot ] && endpoint_lines="$hot_paths"
mapfile -t endpoints <<< "$endpoint_lines"
bench_email="$BOOTSTRAP_ADMIN_EMAIL"
org=$(sql -c "select organization_id from users where email = '$bench_email'")
admin=$(sql -c "select id from users where email = '$bench_email'")
# The export's subject (bench/report-export.lua): the 20-answer submission bench/seed-reports.sh
# made through the API, unless one is named.
export REPORT_SUBMISSION_ID="${REPORT_SUBMISSION_ID:-$(sql -c "select id from submissions
  where form_title = 'Avaliação de Desempenho — Ciências da Natureza' order by completed_at desc limit 1")}"
submit_rate="${BENCH_SUBMIT_CAPACITY:-2000}" submit_runs=0 run_id=$(date +%s)
clock_ticks=$(getconf CLK_TCK)
# drive BUILD NAME PATH SECONDS [wrk options]: prints req/s, CPU us per request, p50 and p99
drive() {
  local build="$1" name="$2" path="$3" seconds="$4"; shift 4
  local port before after requests rps out="bench/out.ab.$name.$build.txt"
  port=$(port_of "$build")
  if [[ "$name" == submit* ]]; then
    submit_runs=$(( submit_runs + 1 ))
    fresh_submit_tokens "ab$run_id-$submit_runs-" "$seconds" 2
  fi
  before=$(awk '{print $14 + $15}' "/proc/${pids[$build]}/stat")
  BENCH_SESSION="${sessions[$build]}" wrk -t2 -d"${seconds}s" --latency -s bench/session.lua "$@" "http://127.0.0.1:$port$path" > "$out" 2>&1
  after=$(awk '{print $14 + $15}' "/proc/${pids[$build]}/stat")
  requests=$(awk '/requests in/{print $1}' "$out")
  grep -q 'Non-2xx' "$out" && { echo "$name on $build answered non-2xx ($out)" >&2; exit 1; }
  rps=$(awk '/Requests\/sec/{print $2}' "$out")
  [[ "$name" == submit* ]] && [ "${rps%.*}" -gt "$submit_rate" ] && submit_rate=${rps%.*}
  printf '%s %-18s %s %9s req/s   cpu %5d us/req   p50 %8s   p99 %8s\n' "$build" "$name" "$(date +%T)" "$rps" \
    $(( (after - before) * 1000000 / clock_ticks / requests )) \
    "$(awk '$1 == "50%" {print $2}' "$out")" "$(awk '$1 == "99%" {print $2}' "$out")"
}
rss_line() { # WHEN
  printf 'RSS %s: A %d MB, B %d MB\n' "$1" $(( $(ps -o rss= -p "${pids[A]}") / 1024 )) $(( $(ps -o rss= -p "${pids[B]}") / 1024 ))
}
for line in "${endpoints[@]}"; do
  IFS='|' read -r name path opts <<< "$line"
  # shellcheck disable=SC2086
  for build in A B; do drive "$build" "$name" "$path" "${BENCH_AB_WARMUP:-60}" $opts > /dev/null; done
done
rss_line "after the warm-up"
printf 'load average at the start: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
# A first in odd rounds, B first in even ones: a run leaves work behind (a submit run's rows for
# autovacuum and the checkpointer, warmer caches), which a fixed order would charge to one build.
for round in $(seq "$rounds"); do
  order="A B"; [ $(( round % 2 )) = 0 ] && order="B A"
  for line in "${endpoints[@]}"; do
    IFS='|' read -r name path opts <<< "$line"
    # shellcheck disable=SC2086
    for build in $order; do drive "$build" "$name" "$path" "$duration" $opts; done
  done
done
printf 'load average at the end: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
rss_line "after the rounds"
