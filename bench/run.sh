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

# shellcheck source=bench/lib.sh
source bench/lib.sh
need_wrk
# Mails (the paid charges' notifications drain from the outbox during the run) leave over SMTP to
# a local GreenMail, as in production; the dev profile's mock mailer would keep them all in the
# service's heap (start_greenmail).
start_greenmail bench/out-smtp.log
export MAIL_MOCK=false SMTP_HOST=127.0.0.1 SMTP_PORT="$smtp_port" SMTP_STARTTLS=DISABLED
start_service bench/out.log
printf 'machine: %s cores, %s\n' "$(nproc)" "$(free -h | awk '/Mem:/{print $2}') RAM"
printf 'start-up to first successful request: %d ms\n' "$startup_ms"

session=$(signin "$BOOTSTRAP_ADMIN_EMAIL" "$BOOTSTRAP_ADMIN_PASSWORD")
export BENCH_EMAIL="$BOOTSTRAP_ADMIN_EMAIL" BENCH_PASSWORD="$BOOTSTRAP_ADMIN_PASSWORD"

# Forms, a 30-question test and fresh assignments, seeded by SQL. A second organization with
# 1,000 forms shows how the list's cost grows with the table.
org=$(sql -c "select organization_id from users where email = '$BENCH_EMAIL'")
admin=$(sql -c "select id from users where email = '$BENCH_EMAIL'")
# Submit tokens: every submit run (each warm-up round, the measured run, and pgbench beside it)
# seeds fresh assignments of its own, sized from the fastest submit rate measured so far (twice
# it, for the run's length; BENCH_SUBMIT_CAPACITY, default 2,000/s, before the first), so a
# faster server never runs out of tokens and measures 409s. The test-link reads have 5,000
# tokens of their own (bench-read-token-N), which no submit can reach.
warmup="${BENCH_WARMUP:-20}"
submit_rate="${BENCH_SUBMIT_CAPACITY:-2000}"
sql -v org="$org" -v admin="$admin" -v forms=10000 -v read_tokens=5000 -f bench/seed-assessments.sql
small_org=$(curl -s -H "Cookie: next-auth.session-token=$session" -H 'Content-Type: application/json' \
  -d '{"name":"Bench small"}' "$base/api/admin/organizations" | sed 's/.*"id":"\([^"]*\)".*/\1/')
curl -s -o /dev/null -H "Cookie: next-auth.session-token=$session" -H 'Content-Type: application/json' \
  -d "{\"name\":\"Small admin\",\"email\":\"small@example.com\",\"password\":\"bench-password-123\",\"role\":\"ADMIN\",\"organizationId\":\"$small_org\"}" \
  "$base/api/users"
small_session=$(signin small@example.com bench-password-123)
export BENCH_SESSION="$session" BENCH_SMALL_SESSION="$small_session"
small_admin=$(sql -c "select id from users where email = 'small@example.com'")
sql -c "insert into forms (id, organization_id, owner_id, title, search_title, type, target_audience, is_published,
  is_template, score_ranges, question_count, created_at, updated_at)
  select 'sf' || g, '$small_org', '$small_admin', 'Small ' || g, 'small ' || g, 'TEST', 'STUDENT', true, false, '[]', 0,
  now() - g * interval '1 second', now() from generate_series(1, 1000) g" -c "vacuum analyze forms"

# Payments: 100,000 charges in the administrator's organization (bench/seed-payments.sql), and
# the dev profile's webhook token for the webhook scenario.
export BENCH_CHARGES="${BENCH_CHARGES:-100000}" BENCH_WEBHOOK_TOKEN="$bench_webhook_token"
seed_start=$(date +%s%N)
psql -h 127.0.0.1 -U postgres -d "$db" -q -v admin_email="$BOOTSTRAP_ADMIN_EMAIL" -v charges="$BENCH_CHARGES" \
  -f bench/seed-payments.sql >/dev/null
printf 'seeded %d charges in %d ms\n' "$BENCH_CHARGES" $(( ($(date +%s%N) - seed_start) / 1000000 ))

# Each line: name|path|wrk options (Lua scripts for bodies live in bench/). The health checks are on the
# management port since issue 42, off the public paths measured here.
endpoints=(
  "openapi-json|/api/openapi?format=json|"
  "not-found-problem|/api/nope|"
  "auth-session|/api/auth/session|-s bench/session.lua"
  "user-role|/api/user/role|-s bench/session.lua"
  "check-credentials|/api/auth/check-credentials|-s bench/check-credentials.lua -c 4 --timeout 10s"
  "forms-page3-10k|/api/forms?limit=20&page=3|-s bench/session.lua"
  "forms-page3-1k|/api/forms?limit=20&page=3|-s bench/session.lua -c 32 BENCH_COOKIE_VAR=BENCH_SMALL_SESSION"
  "test-link-open|/api/test-link/x|-s bench/test-link.lua"
  "submit-30-answers|/api/test-link/x/submit|-s bench/submit.lua"
  "payments-list|/api/mobile/payments|-s bench/session.lua"
  "payments-list-paid|/api/mobile/payments?status=paid&page=3|-s bench/session.lua"
  "payments-list-c1|/api/mobile/payments|-s bench/session.lua -t1 -c1"
  "webhook|/api/webhooks/asaas|-s bench/webhook.lua"
)
# Reports and students: the lists over BENCH_REPORTS (100,000) submissions and BENCH_STUDENTS
# (20,000) students of the organization (bench/seed-search.sql), and their searches: a student's
# full name (the search that finds one person: 5 submissions, 1 student), a surname (7% of the
# rows), and a two-letter start; then the PDF export of a 20-answer submission. Fewer connections
# than the default 32, so the latency reported is that of a request, not of a queue (32
# connections on 2 cores measure waiting). bench/search.sh compares a ten times larger organization.
# shellcheck source=bench/seed-reports.sh
source bench/seed-reports.sh
# The search as the service sends it: the index is given the term's n-gram keys, the term itself is
# checked on what it finds (ADR 0043).
search_term="leticia assuncao carvalho 12345"
endpoints+=(
  "reports-list|/api/reports|-c8 -s bench/session.lua"
  "reports-search|/api/reports?search=Let%C3%ADcia%20Assun%C3%A7%C3%A3o%20Carvalho%2012345|-c8 -s bench/session.lua"
  "reports-search-surname|/api/reports?search=oliveira|-c8 -s bench/session.lua"
  "reports-search-2-letters|/api/reports?search=le|-c8 -s bench/session.lua"
  "students-list|/api/students|-c8 -s bench/session.lua"
  "students-search|/api/students?search=Let%C3%ADcia%20Assun%C3%A7%C3%A3o%20Carvalho%2012345|-c8 -s bench/session.lua"
  "students-search-surname|/api/students?search=oliveira|-c8 -s bench/session.lua"
  "reports-export|/api/reports/export|-c4 -s bench/report-export.lua"
)
[ -f bench/endpoints.local ] && mapfile -t -O "${#endpoints[@]}" endpoints < bench/endpoints.local

clock_ticks=$(getconf CLK_TCK)
service_cpu_ticks() { awk '{print $14 + $15}' "/proc/$pid/stat"; }
run_wrk() { # name path [wrk-args...] [VAR=value...]
  local name="$1" path="$2"; shift 2
  local args=() envs=()
  for a in "$@"; do case "$a" in *=*) envs+=("$a") ;; *) args+=("$a") ;; esac; done
  local cpu_before; cpu_before=$(service_cpu_ticks)
  env "${envs[@]}" wrk -t2 -c32 -d"${duration}s" --latency "${args[@]}" "$base$path" > "bench/out.$name.txt" 2>&1
  local cpu_ticks=$(( $(service_cpu_ticks) - cpu_before )) requests
  requests=$(awk '/requests in/{print $1}' "bench/out.$name.txt")
  local rps p50 p99
  rps=$(awk '/Requests\/sec/{print $2}' "bench/out.$name.txt")
  p50=$(awk '$1=="50%"{print $2}' "bench/out.$name.txt")
  p99=$(awk '$1=="99%"{print $2}' "bench/out.$name.txt")
  local errors non2xx
  non2xx=$(awk '/Non-2xx/{print $5}' "bench/out.$name.txt")
  errors=$(awk '/Socket errors/{if ($NF + $(NF-2) + $(NF-4) + $(NF-6) > 0) printf "   %s", $0}' "bench/out.$name.txt")
  # The service's own CPU per request (user + system, whatever else runs on the machine): a figure
  # the load of wrk, pgbench and other processes on the same cores moves far less than req/s.
  last_cpu_us=$(( ${requests:-0} > 0 ? cpu_ticks * 1000000 / clock_ticks / requests : 0 ))
  printf '%-24s %10s req/s   p50 %8s   p99 %8s   cpu %5s us/req   non-2xx %s%s\n' "$name" "$rps" "$p50" "$p99" \
    "$last_cpu_us" "${non2xx:-0}" "$errors"
  last_rps=${rps%.*}
  # A rate of failures is no measurement of the endpoint: only the named probes may answer non-2xx.
  if [[ "$name" != warmup* ]] && [ "${non2xx:-0}" != 0 ] && ! [[ "$name" =~ ^(${BENCH_NON_2XX_EXPECTED})$ ]]; then
    failed+=("$name: ${non2xx} non-2xx answers (bench/out.$name.txt)")
  fi
}

# Each hot path beside pgbench running the statements the server sends for one request
# (bench/pgbench/, captured from PostgreSQL's log), with as many clients as wrk has connections,
# right after the endpoint's own run: name -> script and its variables.
sid=$(sql -c "select s.id from sessions s join users u on u.id = s.user_id where u.email = '$BENCH_EMAIL' order by s.created_at desc limit 1")
declare -A pgbench_for=(
  [auth-session]="session.sql"
  [forms-page3-10k]="forms-page.sql"
  [test-link-open]="test-link-open.sql"
  [submit-30-answers]="submit.sql"
  [webhook]="webhook.sql"
  [reports-list]="reports-list.sql"
  [reports-search]="reports-search.sql"
  [payments-list]="payments-list.sql"
)
ratios=()
run_pgbench() { # name clients
  local name="$1" clients="$2" script="bench/pgbench/${pgbench_for[$1]}" extra=()
  if [ "$name" = submit-30-answers ]; then
    # Its own fresh assignments (bpa...), up to four times the endpoint's rate per client.
    local per_client=$(( last_rps * 4 * duration / clients + 100 ))
    sql -c "insert into assignments (id, organization_id, form_id, student_id, assigned_by_id, token, status, created_at, updated_at)
      select 'bpa' || g, '$org', 'bench30', 'bs' || (g % 100 + 1), '$admin', 'bench-pgb-token-' || g, 'ACTIVE', now(), now()
      from generate_series(1, $(( per_client * (clients + 1) ))) g on conflict do nothing"
    # The answers JSON the service stored for one of the endpoint's submits.
    local answers
    answers=$(sql -c "select s.answers::text from submissions s where s.form_id = 'bench30' limit 1")
    extra=(-D per_client="$per_client" -D answers="'$answers'")
  fi
  pgbench -h 127.0.0.1 -U postgres -n -c "$clients" -j 2 -T "$duration" -f "$script" -D sid="'$sid'" -D org="'$org'" \
    -D admin="'$admin'" -D term="'$search_term'" -D charges="$BENCH_CHARGES" -D run="$(date +%s)" -D k=0 "${extra[@]}" \
    "$db" > "bench/out.pgbench.$name.txt" 2>&1
  local tps
  tps=$(awk '/^tps/{print $3; exit}' "bench/out.pgbench.$name.txt")
  if [ -z "$tps" ] || grep -q "aborted\|failed transactions: [1-9]" "bench/out.pgbench.$name.txt"; then
    failed+=("pgbench beside $name failed (bench/out.pgbench.$name.txt)")
    tps=0
  fi
  ratios+=("$(printf '%-24s %10s req/s   pgbench %10s tps   ratio %s%%   service cpu %s us/req' "$name" "$last_rps" "${tps%.*}" \
    "$(( ${tps%.*} > 0 ? last_rps * 100 / ${tps%.*} : 0 ))" "$last_cpu_us")")
}
failed=()
BENCH_NON_2XX_EXPECTED="${BENCH_NON_2XX_EXPECTED:-not-found-problem}"

# BENCH_ONLY (an extended regular expression on the names) narrows a run to some endpoints.
if [ -n "${BENCH_ONLY:-}" ]; then
  selected=()
  for line in "${endpoints[@]}"; do [[ "${line%%|*}" =~ ^(${BENCH_ONLY})$ ]] && selected+=("$line"); done
  endpoints=("${selected[@]}")
fi
# Warm-up: the JIT needs tens of seconds of traffic on every path before its figures stop
# climbing (a 3-second warm-up measured the session read at half its steady rate). Submit warms
# up on fresh tokens of its own each round.
for round in 1 2; do
  # BENCH_JFR=FILE records the second warm-up round and the measured runs with JFR's profile
  # settings (`jfr print --events jdk.ExecutionSample FILE`); the recording's own start-up cost
  # falls in the warm-up, not in a measured run's CPU per request.
  [ "$round" = 2 ] && [ -n "${BENCH_JFR:-}" ] &&
    jcmd "$pid" JFR.start name=bench settings=profile filename="$(realpath -m "$BENCH_JFR")" >/dev/null
  for line in "${endpoints[@]}"; do
    IFS='|' read -r name path opts <<< "$line"
    [ "$name" = submit-30-answers ] && fresh_submit_tokens "w$round-" "$warmup" 2
    # shellcheck disable=SC2086
    run_wrk "warmup" "$path" $opts -d"${warmup}s" > /dev/null
    [ "$name" = submit-30-answers ] && [ "${last_rps:-0}" -gt "$submit_rate" ] && submit_rate=$last_rps
  done
done
printf 'RSS after warm-up: %d MB\n' $(( $(ps -o rss= -p $pid) / 1024 ))
for line in "${endpoints[@]}"; do
  IFS='|' read -r name path opts <<< "$line"
  [ "$name" = submit-30-answers ] && fresh_submit_tokens "m-" "$duration" 2
  # shellcheck disable=SC2086
  run_wrk "$name" "$path" $opts
  if [ -n "${pgbench_for[$name]:-}" ]; then
    clients=$(grep -o -- '-c *[0-9]*' <<< "$opts" | tr -dc 0-9 || true); run_pgbench "$name" "${clients:-32}"
  fi
done
[ -n "${BENCH_JFR:-}" ] && jcmd "$pid" JFR.stop name=bench >/dev/null
printf 'RSS after load: %d MB\n' $(( $(ps -o rss= -p $pid) / 1024 ))
printf 'load average: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
printf '%s\n' "${ratios[@]}"

# The 1,000-form list of the second organization beside pgbench on the same statements.
small_sid=$(sql -c "select s.id from sessions s join users u on u.id = s.user_id where u.email = 'small@example.com' order by s.created_at desc limit 1")
tps=$(pgbench -h 127.0.0.1 -U postgres -n -c 32 -j 2 -T "$duration" -f bench/pgbench/forms-page.sql -D sid="'$small_sid'" \
  -D org="'$small_org'" "$db" 2>/dev/null | awk '/^tps/{print $3; exit}')
printf 'pgbench forms page (1k forms): %s tps\n' "$tps"
psql -h 127.0.0.1 -U postgres -d "$db" -Atc "select 'webhook events stored: ' || count(*) || ', charges paid: ' || \
  (select count(*) from charges where status = 'paid') from provider_events"
if [ ${#failed[@]} -gt 0 ]; then
  printf 'FAILED: %s\n' "${failed[@]}" >&2
  exit 1
fi
