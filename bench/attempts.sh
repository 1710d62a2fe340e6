#!/usr/bin/env bash
# Issue 44's two figures on one service (ADR 0051), both through HTTP against the packaged service:
# 1. A timed test's start + submit beside today's submit, in one interleaved run. Two forms with the
#    same 30 single-choice questions: `bench30` (bench/seed-assessments.sql, untimed, today's submit
#    without a start) and `bench30t`, its copy with `timeLimitSeconds` 3600 whose assignments carry
#    the form's settings as POST /api/assignments stores them. Per round, each on fresh assignments:
#    "submit" = today's submit; "timed-start" = POST /api/test-link/{token}/start on fresh timed
#    assignments; "timed-submit" = the submit of those very attempts (started, not expired), the same
#    body. Compared: timed-submit against submit (req/s and the service's CPU per request; goal: the
#    submit of a timed attempt within 10%, >= 0.90 of the throughput), the start's own cost, and the
#    whole participant (start + submit against submit alone: CPU summed, and the rate at which one
#    service completes participants, 1 / (1/start + 1/timed-submit)). Rounds alternate which side runs first.
# 2. The closing job over BENCH_DUE (10,000) attempts of bench30t past deadline + grace, seeded in SQL
#    with a draft of 30 answers each (the wire form, as JdbcDraftRepository stores it): GET
#    /api/cron/attempts is timed until it answers them closed (goal: within 60 s); then SQL checks
#    that each became one submission with completedAt = its deadline, scored from its draft, and a
#    second run closes nothing. The in-process job is off (ATTEMPTS_CLOSE_EVERY=off) so the cron
#    route is the only runner. Each close enqueues the teacher's e-mail, which the in-process dispatcher
#    sends during the run on the same cores; NOTIFICATIONS_DISPATCH_EVERY=off times the job alone.
# wrk -t2 -c32, D seconds per run after two BENCH_WARMUP-second (default 20) warm-up rounds of all three.
# Usage: bench/attempts.sh [D-seconds] [ROUNDS]   (defaults 10, 3). BENCH_ONLY=submit|close runs one part.
# Database BENCH_DB (default assessment_attempts_bench, made anew); port BENCH_PORT (default 18086).
set -euo pipefail
cd "$(dirname "$0")/.."
duration="${1:-10}"
rounds="${2:-3}"
port="${BENCH_PORT:-18086}"
base="http://127.0.0.1:$port"
db="${BENCH_DB:-assessment_attempts_bench}"
warmup="${BENCH_WARMUP:-20}"
due="${BENCH_DUE:-10000}"
only="${BENCH_ONLY:-}"

# shellcheck source=bench/lib.sh
source bench/lib.sh
use_packaged_jar
m2_greenmail="$HOME/.m2/repository/com/icegreen/greenmail-standalone/$greenmail_version/greenmail-standalone-$greenmail_version.jar"
[ -f "$greenmail_jar" ] || [ ! -f "$m2_greenmail" ] || cp "$m2_greenmail" "$greenmail_jar"
start_greenmail bench/target/out.attempts-smtp.log
export MAIL_MOCK=false SMTP_HOST=127.0.0.1 SMTP_PORT="$smtp_port" SMTP_STARTTLS=DISABLED ATTEMPTS_CLOSE_EVERY=off
start_service bench/target/out.attempts.log
printf 'machine: %s cores; java: %s; jar: %s; commit: %s\n' "$(nproc)" "$("$bench_java" -version 2>&1 | head -1)" "$bench_jar" \
  "$(git rev-parse --short HEAD)"
printf 'load average before: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
session=$(signin "$BOOTSTRAP_ADMIN_EMAIL" "$BOOTSTRAP_ADMIN_PASSWORD")
org=$(sql -c "select organization_id from users where email = '$BOOTSTRAP_ADMIN_EMAIL'")
admin=$(sql -c "select id from users where email = '$BOOTSTRAP_ADMIN_EMAIL'")
sql -v org="$org" -v admin="$admin" -v forms=0 -v read_tokens=0 -f bench/seed-assessments.sql

# The timed copy of bench30: ids of the same length (tq/to for bq/bo), so both bodies weigh the same.
settings='{"timeLimitSeconds":3600,"graceSeconds":30,"attemptsAllowed":1,"gradingPolicy":"HIGHEST","attemptCooldownSeconds":0,"showScore":"IMMEDIATELY","showCorrectAnswers":"NEVER","showFeedback":"NEVER"}'
sql -c "insert into forms (id, organization_id, owner_id, title, search_title, type, target_audience, is_published, is_template,
      score_ranges, question_count, attempt_settings, created_at, updated_at)
    select 'bench30t', organization_id, owner_id, title || ' (cronometrada)', search_title || ' (cronometrada)', type,
      target_audience, true, false, score_ranges, question_count, '$settings', created_at, updated_at from forms where id = 'bench30'" \
  -c "insert into questions (id, form_id, text, position) select 't' || substr(id, 2), 'bench30t', text, position
    from questions where form_id = 'bench30'" \
  -c "insert into options (id, question_id, form_id, text, points, position) select 't' || substr(id, 2), 't' || substr(question_id, 2),
    'bench30t', text, points, position from options where form_id = 'bench30'"
jq -n '{answers: [range(1; 31) as $q | {questionId: "tq\($q)", optionId: "to\($q)_\($q % 4 + 1)"}]}' > bench/target/timed-answers.json
# The settings a teacher's assignment of bench30t stores, to seed the fresh ones with.
made=$(curl -s -w '\n%{http_code}' -H "Cookie: next-auth.session-token=$session" -H 'Content-Type: application/json' \
  -d '{"formId":"bench30t","studentId":"bs1"}' "$base/api/assignments")
[ "$(tail -1 <<< "$made")" = 201 ] || { echo "assigning bench30t answered: $made" >&2; exit 1; }
settings=$(sql -c "select attempt_settings::text from assignments where id = '$(sed '$d' <<< "$made" | jq -r .id)'")
printf 'timed assignment settings: %s\n' "$settings"
[ -n "$settings" ] || { echo "an assignment of bench30t stored no settings" >&2; exit 1; }
# timed_tokens PREFIX SECONDS THREADS: fresh_submit_tokens of bench30t, with the form's settings.
timed_tokens() {
  fresh_submit_tokens "$1" "$2" "$3" bench30t
  sql -c "update assignments set attempt_settings = '$settings' where id like '$1%'"
}

submit_rate="${BENCH_SUBMIT_CAPACITY:-1000}" runs=0
clock_ticks=$(getconf CLK_TCK)
failed=()
# drive NAME ACTION SECONDS [BODY-FILE]: one wrk run of ACTION (submit | start) over the tokens seeded
# last; prints req/s, p50/p99 and the service's CPU per request, sets rps and cpu_us.
drive() {
  local name="$1" action="$2" seconds="$3" body="${4:-}" out before requests line
  runs=$(( runs + 1 ))
  out="bench/target/out.attempts.$runs.${name//[^a-z0-9-]/}.txt"
  before=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  BENCH_TEST_LINK_ACTION="$action" BENCH_SUBMIT_BODY="$body" wrk -t2 -c32 -d"${seconds}s" --latency -s bench/submit.lua \
    "$base/api/test-link/x/$action" > "$out" 2>&1
  requests=$(awk '/requests in/{print $1}' "$out")
  cpu_us=$(( ($(awk '{print $14 + $15}' "/proc/$pid/stat") - before) * 1000000 / clock_ticks / ${requests:-1} ))
  rps=$(awk '/Requests\/sec/{print $2}' "$out")
  [ "${rps%.*}" -gt "$submit_rate" ] && submit_rate=${rps%.*}
  line=$(wrk_line "$name" "$out") || failed+=("$name run $runs answered non-2xx ($out)")
  printf '%s   cpu %5d us/req\n' "$line" "$cpu_us"
}
# The untimed side: today's submit on fresh assignments of bench30.
untimed() {
  fresh_submit_tokens "a$runs-" "$2" 2
  drive "$1" submit "$2"
}
# The timed side: starts on fresh assignments of bench30t, then the submits of those attempts. The
# start is the cheaper request, so a run of the same length starts more attempts than the next submits.
timed() {
  timed_tokens "t$runs-" "$2" 2
  drive "timed-start$1" start "$2"
  start_rps=$rps start_cpu=$cpu_us
  drive "timed-submit$1" submit "$2" bench/target/timed-answers.json
}
median() { printf '%s\n' "$@" | sort -g | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.3f", a / b}'; }

if [ "$only" != close ]; then
  # One by hand first: start answers 201 with a deadline an hour away, the submit 201 with its score.
  submit_rate=1 timed_tokens check- 1 1
  started=$(curl -s -w '\n%{http_code}' -X POST "$base/api/test-link/${BENCH_TOKEN_PREFIX}1/start")
  [ "$(tail -1 <<< "$started")" = 201 ] || { printf 'start answered %s\n' "$started" >&2; exit 1; }
  answer=$(curl -s -w '\n%{http_code}' -H 'Content-Type: application/json' --data-binary @bench/target/timed-answers.json \
    "$base/api/test-link/${BENCH_TOKEN_PREFIX}1/submit")
  [ "$(tail -1 <<< "$answer")" = 201 ] || { printf 'timed submit answered %s\n' "$answer" >&2; exit 1; }
  printf 'check start: %s; submit: %s\n' "$(sed '$d' <<< "$started" | jq -c .)" \
    "$(sed '$d' <<< "$answer" | jq -c '{totalScore, maxScore, attemptNumber}')"

  for round in 1 2; do
    untimed warmup "$warmup" > /dev/null
    timed -warmup "$warmup" > /dev/null
  done
  printf 'RSS after warm-up: %d MB; load average: %s\n' $(( $(ps -o rss= -p "$pid") / 1024 )) "$(cut -d' ' -f1-3 /proc/loadavg)"
  submit_rps=() submit_cpu=() start_rpss=() start_cpus=() tsubmit_rps=() tsubmit_cpu=()
  for round in $(seq "$rounds"); do
    if [ $(( round % 2 )) = 1 ]; then
      untimed "submit ($round)" "$duration"; submit_rps+=("$rps") submit_cpu+=("$cpu_us")
      timed " ($round)" "$duration"; tsubmit_rps+=("$rps") tsubmit_cpu+=("$cpu_us")
    else
      timed " ($round)" "$duration"; tsubmit_rps+=("$rps") tsubmit_cpu+=("$cpu_us")
      untimed "submit ($round)" "$duration"; submit_rps+=("$rps") submit_cpu+=("$cpu_us")
    fi
    start_rpss+=("$start_rps") start_cpus+=("$start_cpu")
  done
  s_rps=$(median "${submit_rps[@]}") s_cpu=$(median "${submit_cpu[@]}")
  b_rps=$(median "${start_rpss[@]}") b_cpu=$(median "${start_cpus[@]}")
  t_rps=$(median "${tsubmit_rps[@]}") t_cpu=$(median "${tsubmit_cpu[@]}")
  printf 'median submit (untimed):  %s req/s, cpu %s us/req\n' "$s_rps" "$s_cpu"
  printf 'median timed-start:       %s req/s, cpu %s us/req\n' "$b_rps" "$b_cpu"
  printf 'median timed-submit:      %s req/s, cpu %s us/req\n' "$t_rps" "$t_cpu"
  printf 'timed-submit / submit: throughput %s (goal >= 0.90), cpu per request %s\n' "$(ratio "$t_rps" "$s_rps")" "$(ratio "$t_cpu" "$s_cpu")"
  printf 'per participant, start + timed-submit / submit: cpu %s, participants per second %s\n' \
    "$(ratio "$(( b_cpu + t_cpu ))" "$s_cpu")" "$(awk -v b="$b_rps" -v t="$t_rps" -v s="$s_rps" 'BEGIN {printf "%.3f", 1 / (1 / b + 1 / t) / s}')"
  for round in $(seq "$rounds"); do
    printf 'round %s: timed-submit / submit %s, start + timed-submit / submit (cpu) %s\n' "$round" \
      "$(ratio "${tsubmit_rps[round - 1]}" "${submit_rps[round - 1]}")" \
      "$(ratio "$(( ${start_cpus[round - 1]} + ${tsubmit_cpu[round - 1]} ))" "${submit_cpu[round - 1]}")"
  done
  # Every timed submission completed its own attempt.
  printf 'stored: untimed %s; timed %s, of which completing their attempt %s\n' \
    "$(sql -c "select count(*) from submissions where form_id = 'bench30'")" \
    "$(sql -c "select count(*) from submissions where form_id = 'bench30t'")" \
    "$(sql -c "select count(*) from submissions s join attempts t on t.submission_id = s.id where s.form_id = 'bench30t'")"
  printf 'load average after part 1: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
fi

if [ "$only" != submit ]; then
  # Due attempts: started two hours ago, deadlines 60-120 min ago (one per second), 30 s of grace,
  # each with a draft of 30 answers saved a minute before its deadline. Expected score: 45 of 90.
  sql -c "insert into assignments (id, organization_id, form_id, student_id, assigned_by_id, token, status, attempt_settings,
      created_at, updated_at)
    select 'due' || g, '$org', 'bench30t', 'bs' || (g % 100 + 1), '$admin', 'bench-due-' || g, 'ACTIVE', '$settings',
      now() - interval '3 hours', now() - interval '3 hours' from generate_series(1, $due) g" \
    -c "insert into attempts (id, organization_id, assignment_id, attempt_number, started_at, deadline, grace_seconds, closes_at)
    select 'dat' || g, '$org', 'due' || g, 1, x.d - interval '1 hour', x.d, 30, x.d + interval '30 seconds'
    from generate_series(1, $due) g,
      lateral (select date_trunc('second', now()) - interval '2 hours' + (g % 3600) * interval '1 second' as d) x" \
    -c "insert into drafts (assignment_id, answers, updated_at)
    select 'due' || g, (select jsonb_agg(jsonb_build_object('questionId', 'tq' || q, 'optionId', 'to' || q || '_' || (q % 4 + 1))
      order by q) from generate_series(1, 30) q), t.deadline - interval '1 minute'
    from generate_series(1, $due) g join attempts t on t.id = 'dat' || g" \
    -c "vacuum analyze assignments" -c "vacuum analyze attempts" -c "vacuum analyze drafts"
  printf 'due attempts seeded: %s; load average: %s\n' \
    "$(sql -c "select count(*) from attempts where completed_at is null and closes_at < now()")" "$(cut -d' ' -f1-3 /proc/loadavg)"
  before=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  start=$(date +%s%N)
  closing=$(curl -s -w '\n%{http_code}' -H "Authorization: Bearer $CRON_SECRET" "$base/api/cron/attempts")
  close_ms=$(( ($(date +%s%N) - start) / 1000000 ))
  close_cpu_ms=$(( ($(awk '{print $14 + $15}' "/proc/$pid/stat") - before) * 1000 / clock_ticks ))
  printf 'GET /api/cron/attempts: %s in %d ms (service CPU %d ms, %s us per attempt); load average: %s\n' \
    "$(sed '$d' <<< "$closing" | jq -c .)" "$close_ms" "$close_cpu_ms" "$(( close_cpu_ms * 1000 / due ))" "$(cut -d' ' -f1-3 /proc/loadavg)"
  [ "$(tail -1 <<< "$closing")" = 200 ] && [ "$(sed '$d' <<< "$closing" | jq .closed)" = "$due" ] ||
    failed+=("the closing job answered $closing, not $due closed")
  [ "$close_ms" -le 60000 ] || failed+=("closing $due attempts took $close_ms ms (goal: 60,000)")
  again=$(curl -s -H "Authorization: Bearer $CRON_SECRET" "$base/api/cron/attempts" | jq -c .)
  # Each due attempt: completed once, at its deadline, as the one submission of its assignment,
  # scored from its draft; its assignment completed at the deadline too.
  checked=$(sql -c "select count(*) filter (where t.completed_at = t.deadline and s.completed_at = t.deadline
        and a.completed_at = t.deadline and a.status = 'COMPLETED' and s.attempt_number = 1 and s.total_score = 45
        and s.max_score = 90 and jsonb_array_length(s.answers) = 30) || ' of ' || count(*)
    from attempts t join submissions s on s.id = t.submission_id join assignments a on a.id = t.assignment_id
    where t.id like 'dat%'")
  per_assignment=$(sql -c "select count(*) || ' submissions, ' || count(distinct assignment_id) || ' assignments'
    from submissions where assignment_id like 'due%'")
  printf 'second run: %s; completed at the deadline, scored 45 of 90 from the draft: %s; %s\n' "$again" "$checked" "$per_assignment"
  [ "$checked" = "$due of $due" ] && [ "$per_assignment" = "$due submissions, $due assignments" ] &&
    [ "$(jq .closed <<< "$again")" = 0 ] || failed+=("the closed attempts are not one submission each at their deadline")
fi
printf 'load average after: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
if [ ${#failed[@]} -gt 0 ]; then
  printf 'FAILED: %s\n' "${failed[@]}" >&2
  exit 1
fi
