#!/usr/bin/env bash
# Search figures (issue 23, ADR 0033): the reports and students lists and their searches in an
# organization of BENCH_REPORTS (100,000) submissions and BENCH_STUDENTS (20,000) students and in
# one ten times larger, in the same database and the same run, 8 connections (wrk), with pgbench
# running the reports search's own statements beside each organization's search.
# Usage: bench/search.sh [seconds]   BENCH_REUSE=1 keeps a database an earlier run seeded (the
# larger organization takes minutes to seed). Prints each figure and the ratios the issue sets.
set -euo pipefail
cd "$(dirname "$0")/.."
duration="${1:-10}"
port="${BENCH_PORT:-18080}"
base="http://127.0.0.1:$port"
db="${BENCH_DB:-assessment_bench}"
reports="${BENCH_REPORTS:-100000}"
students="${BENCH_STUDENTS:-20000}"
# shellcheck source=bench/lib.sh
source bench/lib.sh
need_wrk
start_service bench/out.search.log
session=$(signin "$BOOTSTRAP_ADMIN_EMAIL" "$BOOTSTRAP_ADMIN_PASSWORD")
if [ -z "$(sql -c "select 1 from users where email = 'big@example.com'")" ]; then
  big_org=$(curl -s -H "Cookie: next-auth.session-token=$session" -H 'Content-Type: application/json' \
    -d '{"name":"Search 10x"}' "$base/api/admin/organizations" | sed 's/.*"id":"\([^"]*\)".*/\1/')
  curl -sf -o /dev/null -H "Cookie: next-auth.session-token=$session" -H 'Content-Type: application/json' \
    -d "{\"name\":\"Big admin\",\"email\":\"big@example.com\",\"password\":\"bench-password-123\",\"role\":\"ADMIN\",\"organizationId\":\"$big_org\"}" \
    "$base/api/users"
  for who in "s1|$BOOTSTRAP_ADMIN_EMAIL|1" "sx|big@example.com|10"; do
    IFS='|' read -r tag email times <<< "$who"
    seed_start=$(date +%s)
    sql -v ON_ERROR_STOP=1 -v org="$(sql -c "select organization_id from users where email = '$email'")" \
      -v admin="$(sql -c "select id from users where email = '$email'")" -v tag="$tag" \
      -v submissions=$(( reports * times )) -v students=$(( students * times )) -f bench/seed-search.sql >/dev/null
    printf 'seeded %d submissions and %d students in %d s\n' $(( reports * times )) $(( students * times )) $(( $(date +%s) - seed_start ))
  done
fi
export BENCH_SESSION="$session" BENCH_BIG_SESSION
BENCH_BIG_SESSION=$(signin big@example.com bench-password-123)

# One student's full name finds 5 submissions and 1 student in both organizations (the seed gives
# student N the same name in each); a surname finds 7% of the rows; two letters match the start.
name="Let%C3%ADcia%20Assun%C3%A7%C3%A3o%20Carvalho%2012345"
queries=(
  "reports-list|/api/reports"
  "reports-search|/api/reports?search=$name"
  "reports-search-surname|/api/reports?search=oliveira"
  "reports-search-2-letters|/api/reports?search=le"
  "students-list|/api/students"
  "students-search|/api/students?search=$name"
  "students-search-surname|/api/students?search=oliveira"
  "students-search-2-letters|/api/students?search=le"
)
measure() { # name path cookie-var seconds
  BENCH_COOKIE_VAR="$3" wrk -t2 -c8 -d"$4s" --latency -s bench/session.lua "$base$2" > "bench/out.search.$1.txt" 2>&1
}
for line in "${queries[@]}"; do # one warm-up round per query and organization
  IFS='|' read -r q path <<< "$line"
  measure warmup "$path" BENCH_SESSION "${BENCH_WARMUP:-10}"; measure warmup "$path" BENCH_BIG_SESSION "${BENCH_WARMUP:-10}"
done
printf 'load average before: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
status=0
declare -A rps
for line in "${queries[@]}"; do
  IFS='|' read -r q path <<< "$line"
  for org in 1x:BENCH_SESSION 10x:BENCH_BIG_SESSION; do
    measure "$q-${org%%:*}" "$path" "${org#*:}" "$duration"
    wrk_line "$q (${org%%:*})" "bench/out.search.$q-${org%%:*}.txt" || status=1
    rps[$q-${org%%:*}]=$(awk '/Requests\/sec/{print int($2)}' "bench/out.search.$q-${org%%:*}.txt")
  done
done
# pgbench sends the statements with their values (simple protocol): PostgreSQL plans each with the
# term it searches, as it does the server's first executions on each connection (ADR 0041).
for email in "$BOOTSTRAP_ADMIN_EMAIL" big@example.com; do
  sid=$(sql -c "select s.id from sessions s join users u on u.id = s.user_id where u.email = '$email' order by s.created_at desc limit 1")
  for term in "reports-search|leticia assuncao carvalho 12345" "reports-search-surname|oliveira"; do
    IFS='|' read -r q text <<< "$term"
    tps=$(pgbench -h 127.0.0.1 -U postgres -n -c 8 -j 2 -T "$duration" -f bench/pgbench/reports-search.sql -D sid="'$sid'" \
      -D org="'$(sql -c "select organization_id from users where email = '$email'")'" -D admin="'$(sql -c "select id from users where email = '$email'")'" \
      -D term="'$text'" "$db" 2>/dev/null | awk '/^tps/{print $3; exit}')
    printf 'pgbench %s (%s): %s tps\n' "$q" "$email" "$tps"
  done
done
printf 'load average after: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
for q in reports-search reports-search-surname reports-search-2-letters students-search students-search-surname students-search-2-letters; do
  list=${q%%-search*}-list
  printf '%-26s 10x/1x cost %s   search/list cost (1x) %s\n' "$q" \
    "$(awk -v a="${rps[$q-1x]}" -v b="${rps[$q-10x]}" 'BEGIN{printf "%.2f", a/b}')" \
    "$(awk -v a="${rps[$list-1x]}" -v b="${rps[$q-1x]}" 'BEGIN{printf "%.2f", a/b}')"
done
exit $status
