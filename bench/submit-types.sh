#!/usr/bin/env bash
# Submit of 30 mixed-type answers beside today's 30 single-choice answers, in one paired run on one
# service (issue 43: typed scoring within 10% of single choice's throughput). The typed form is made
# through the API as a teacher makes it: 4 each of MULTIPLE_CHOICE (4 options, 2 correct, PARTIAL),
# TRUE_FALSE, NUMERIC (2 accepted entries), SHORT_ANSWER (3 accepted texts, no manual review),
# MATCHING (3 pairs + 1 distractor, PARTIAL) and ORDERING (4 items, PARTIAL), and 6 SINGLE_CHOICE.
# No ESSAY: an essay always waits for a grader, so its submit scores nothing, and a short answer
# left to a grader would do the same; every typed answer here is scored at submit.
# The answers are partly right where the type allows it, so PARTIAL shares and the text folding run.
# Warm-up: BENCH_WARMUP seconds (default 30) per form; then ROUNDS of single-choice then typed, D
# seconds each (wrk -t2 -c32, as bench/run.sh's submit), every run on fresh assignments of its own.
# Prints req/s, p50/p99 and the service's CPU per request (/proc, as bench/ab.sh: the machine is
# shared, so CPU per request is the steadier figure), the medians and typed/single for both.
# BENCH_SUBMIT_CAPACITY (default 2,000/s) sizes the first runs' fresh assignments, as in bench/run.sh;
# on a loaded machine set it near twice the expected rate, or their inserts load PostgreSQL for long.
# Usage: bench/submit-types.sh [D-seconds] [ROUNDS]   (defaults 10, 3). Builds a fast-jar when
# BENCH_JAR is unset and bootstrap/target has no quarkus-app. Database: BENCH_DB (default
# assessment_typed_bench, dropped and made anew); port BENCH_PORT (default 18080), management + 1000.
set -euo pipefail
cd "$(dirname "$0")/.."
duration="${1:-10}"
rounds="${2:-3}"
port="${BENCH_PORT:-18080}"
base="http://127.0.0.1:$port"
db="${BENCH_DB:-assessment_typed_bench}"
warmup="${BENCH_WARMUP:-30}"

# shellcheck source=bench/lib.sh
source bench/lib.sh
use_packaged_jar
# Mails leave over SMTP to a local GreenMail, as in bench/run.sh; the jar comes from the local
# Maven repository when it is there (no second Maven process beside another build).
m2_greenmail="$HOME/.m2/repository/com/icegreen/greenmail-standalone/$greenmail_version/greenmail-standalone-$greenmail_version.jar"
[ -f "$greenmail_jar" ] || [ ! -f "$m2_greenmail" ] || cp "$m2_greenmail" "$greenmail_jar"
start_greenmail bench/target/out.types-smtp.log
export MAIL_MOCK=false SMTP_HOST=127.0.0.1 SMTP_PORT="$smtp_port" SMTP_STARTTLS=DISABLED
start_service bench/target/out.types.log
printf 'machine: %s cores; java: %s; jar: %s\n' "$(nproc)" "$("$bench_java" -version 2>&1 | head -1)" "$bench_jar"
printf 'load average before: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
session=$(signin "$BOOTSTRAP_ADMIN_EMAIL" "$BOOTSTRAP_ADMIN_PASSWORD")
org=$(sql -c "select organization_id from users where email = '$BOOTSTRAP_ADMIN_EMAIL'")
admin=$(sql -c "select id from users where email = '$BOOTSTRAP_ADMIN_EMAIL'")
# The single-choice test 'bench30' and its 100 participants; no list forms, no read tokens.
sql -v org="$org" -v admin="$admin" -v forms=0 -v read_tokens=0 -f bench/seed-assessments.sql

# The typed form, through the API. Pairs and items have fixed ids, which the answers name.
form_body=$(jq -n '
  def mc($i): {type: "MULTIPLE_CHOICE", text: "Quais são primos? (\($i))", points: 4, scoring: "PARTIAL",
    options: [{text: "2", correct: true}, {text: "3", correct: true}, {text: "4"}, {text: "9"}]};
  def tf($i): {type: "TRUE_FALSE", text: "O Sol é uma estrela? (\($i))", points: 2, options: [{correct: true}, {}]};
  def num($i): {type: "NUMERIC", text: "Aceleração da gravidade em m/s² (\($i))?", accepted: [
    {value: 9.81, tolerance: 0.05, points: 4}, {value: 10, tolerance: 0.1, toleranceType: "RELATIVE", points: 2}]};
  def short($i): {type: "SHORT_ANSWER", text: "Capital do Brasil? (\($i))", manualReviewWhenUnmatched: false,
    accepted: [{text: "Brasília", points: 3}, {text: "Distrito Federal", points: 2}, {text: "DF", points: 1}]};
  def matching($i): {type: "MATCHING", text: "Ligue país e capital. (\($i))", points: 6, scoring: "PARTIAL",
    pairs: [{id: "pt", prompt: "Portugal", match: "Lisboa"}, {id: "fr", prompt: "França", match: "Paris"},
            {id: "it", prompt: "Itália", match: "Roma"}], distractors: ["Madri"]};
  def ordering($i): {type: "ORDERING", text: "Ordene do menor ao maior. (\($i))", points: 6, scoring: "PARTIAL",
    items: [{id: "one", text: "1"}, {id: "two", text: "2"}, {id: "three", text: "3"}, {id: "four", text: "4"}]};
  def single($i): {text: "Pergunta de escolha única \($i)?",
    options: [range(1; 5) as $o | {text: "Alternativa \($o)", points: ($o - 1)}]};
  {title: "Avaliação de 30 questões de tipos mistos", isPublished: true,
   scoreRanges: [{min: 0, max: 45, label: "Abaixo", color: "#D32F2F"}, {min: 45.01, max: 200, label: "Acima", color: "#388E3C"}],
   questions: [range(1; 7) as $i | single($i), (if $i <= 4 then mc($i), tf($i), num($i), short($i), matching($i), ordering($i)
     else empty end)]}')
form=$(curl -s -w '\n%{http_code}' -H "Cookie: next-auth.session-token=$session" -H 'Content-Type: application/json' \
  -d "$form_body" "$base/api/forms")
[ "$(tail -1 <<< "$form")" = 201 ] || { echo "creating the typed form answered: $form" >&2; exit 1; }
form=$(sed '$d' <<< "$form")
typed_form=$(jq -r .id <<< "$form")
printf 'typed form %s: %s\n' "$typed_form" "$(jq -c '[.questions[] | .type] | group_by(.) | map({(.[0]): length}) | add' <<< "$form")"
# One answer per question, partly right where the type allows: one right and one wrong option,
# a number within the first entry's tolerance written with a decimal comma, a text that matches
# only after folding case, accents and spaces, one pair of three wrong, two items swapped.
jq '{answers: [.questions[] | {questionId: .id} + (
  if .type == "MULTIPLE_CHOICE" then {optionIds: [.options[0].id, .options[2].id]}
  elif .type == "TRUE_FALSE" then {optionId: .options[0].id}
  elif .type == "NUMERIC" then {number: "9,8"}
  elif .type == "SHORT_ANSWER" then {text: "  brasilia "}
  elif .type == "MATCHING" then {pairs: [{pairId: "pt", match: "Lisboa"}, {pairId: "fr", match: "Madri"}, {pairId: "it", match: "Roma"}]}
  elif .type == "ORDERING" then {order: ["one", "three", "two", "four"]}
  else {optionId: .options[2].id} end)]}' <<< "$form" > bench/target/typed-answers.json
# bench/submit.lua's own single-choice body, for the check below.
jq -n '{answers: [range(1; 31) as $q | {questionId: "bq\($q)", optionId: "bo\($q)_\($q % 4 + 1)"}]}' > bench/target/single-answers.json

submit_rate="${BENCH_SUBMIT_CAPACITY:-2000}" runs=0
# check_submit FORM BODY-FILE: one submit on a fresh assignment must answer 201; the answer's
# body is printed whole when it does not.
check_submit() {
  runs=$(( runs + 1 ))
  submit_rate=1 fresh_submit_tokens "check$runs-" 1 1 "$1"
  local answer
  answer=$(curl -s -w '\n%{http_code}' -H 'Content-Type: application/json' --data-binary "@$2" \
    "$base/api/test-link/${BENCH_TOKEN_PREFIX}1/submit")
  [ "$(tail -1 <<< "$answer")" = 201 ] || { printf 'submit of %s answered %s\n' "$1" "$answer" >&2; exit 1; }
  printf 'check submit %s: %s\n' "$1" "$(sed '$d' <<< "$answer" | jq -c '{totalScore, maxScore, pendingGrading, scoreLabel}')"
}
check_submit bench30 bench/target/single-answers.json
check_submit "$typed_form" bench/target/typed-answers.json
# The stored snapshot of the typed submit: every answer but single choice's says its type (a
# single-choice snapshot keeps the five fields it always had, ADR 0050), none waits for a grader.
typed_questions=$(jq '[.questions[] | select(.type != "SINGLE_CHOICE")] | length' <<< "$form")
stored=$(sql -c "select count(*) filter (where a ? 'type') || ' of ' || count(*) || ' answers typed, '
    || count(*) filter (where (a->>'pendingGrading')::boolean) || ' pending; pending_grading ' || bool_or(s.pending_grading)
  from submissions s, jsonb_array_elements(s.answers) a where s.form_id = '$typed_form'")
printf 'stored typed submission: %s\n' "$stored"
[[ "$stored" == "$typed_questions of 30 answers typed, 0 pending; pending_grading false" ]] ||
  { echo "the typed submission was not stored as $typed_questions scored typed answers of 30" >&2; exit 1; }

clock_ticks=$(getconf CLK_TCK)
failed=()
# drive NAME FORM SECONDS [BODY-FILE]: one wrk run of submits on fresh assignments of FORM; prints
# req/s, p50/p99 and the service's CPU per request, sets rps and cpu_us.
drive() {
  local name="$1" form="$2" seconds="$3" body="${4:-}" out before requests line
  runs=$(( runs + 1 ))
  out="bench/target/out.types.$runs.${name//[^a-z0-9-]/}.txt"
  fresh_submit_tokens "types$runs-" "$seconds" 2 "$form"
  before=$(awk '{print $14 + $15}' "/proc/$pid/stat")
  BENCH_SUBMIT_BODY="$body" wrk -t2 -c32 -d"${seconds}s" --latency -s bench/submit.lua "$base/api/test-link/x/submit" > "$out" 2>&1
  requests=$(awk '/requests in/{print $1}' "$out")
  cpu_us=$(( ($(awk '{print $14 + $15}' "/proc/$pid/stat") - before) * 1000000 / clock_ticks / ${requests:-1} ))
  rps=$(awk '/Requests\/sec/{print $2}' "$out")
  [ "${rps%.*}" -gt "$submit_rate" ] && submit_rate=${rps%.*}
  line=$(wrk_line "$name" "$out") || failed+=("$name run $runs answered non-2xx ($out)")
  printf '%s   cpu %5d us/req\n' "$line" "$cpu_us"
}
for round in 1 2; do
  drive warmup-single bench30 "$warmup" > /dev/null
  drive warmup-typed "$typed_form" "$warmup" bench/target/typed-answers.json > /dev/null
done
printf 'RSS after warm-up: %d MB; load average: %s\n' $(( $(ps -o rss= -p "$pid") / 1024 )) "$(cut -d' ' -f1-3 /proc/loadavg)"
single_rps=() typed_rps=() single_cpu=() typed_cpu=()
for round in $(seq "$rounds"); do
  drive "single-choice-30 ($round)" bench30 "$duration"
  single_rps+=("$rps") single_cpu+=("$cpu_us")
  drive "mixed-types-30 ($round)" "$typed_form" "$duration" bench/target/typed-answers.json
  typed_rps+=("$rps") typed_cpu+=("$cpu_us")
done
median() { printf '%s\n' "$@" | sort -g | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
s_rps=$(median "${single_rps[@]}") t_rps=$(median "${typed_rps[@]}")
s_cpu=$(median "${single_cpu[@]}") t_cpu=$(median "${typed_cpu[@]}")
printf 'median single-choice-30: %s req/s, cpu %s us/req\n' "$s_rps" "$s_cpu"
printf 'median mixed-types-30:   %s req/s, cpu %s us/req\n' "$t_rps" "$t_cpu"
printf 'typed / single: throughput %s (goal >= 0.90), cpu per request %s\n' \
  "$(awk -v t="$t_rps" -v s="$s_rps" 'BEGIN {printf "%.3f", t / s}')" "$(awk -v t="$t_cpu" -v s="$s_cpu" 'BEGIN {printf "%.3f", t / s}')"
printf 'submissions stored: single %s, typed %s\n' "$(sql -c "select count(*) from submissions where form_id = 'bench30'")" \
  "$(sql -c "select count(*) from submissions where form_id = '$typed_form'")"
printf 'load average after: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
if [ ${#failed[@]} -gt 0 ]; then
  printf 'FAILED: %s\n' "${failed[@]}" >&2
  exit 1
fi
