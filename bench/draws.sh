#!/usr/bin/env bash
# Issue 45's figure for forms that draw (ADR 0053): the public link's open of a drawn 30-question form
# beside today's fixed 30-question form, in one interleaved run against the packaged service.
# Fixed: `bench30` of bench/seed-assessments.sql (5,000 read tokens). Drawn: a form whose one section draws
# 30 of a 60-question bank (made through the API), with shuffleQuestions and shuffleOptions, over 5,000
# assignments seeded in SQL. First every drawn link is opened once (that open draws and stores the instance,
# timed on its own as "first open"); then rounds of wrk -t2 -c32 alternate the two reloads (goal: the drawn
# open within 10% of the fixed one, >= 0.90 of its req/s).
# Usage: bench/draws.sh [D-seconds] [ROUNDS]   (defaults 10, 3). Database BENCH_DB (default
# assessment_draws_bench, made anew); port BENCH_PORT (default 18087).
set -euo pipefail
cd "$(dirname "$0")/.."
duration="${1:-10}"
rounds="${2:-3}"
port="${BENCH_PORT:-18087}"
base="http://127.0.0.1:$port"
db="${BENCH_DB:-assessment_draws_bench}"
tokens=5000

if [ -z "${BENCH_JAR:-}" ] && [ ! -f bootstrap/target/quarkus-app/quarkus-run.jar ]; then
  while pgrep -f '^[^ ]*java .*plexus-classworlds' >/dev/null; do sleep 5; done
  ./mvnw -B -ntp -o -pl bootstrap -am package -DskipTests -Dquarkus.package.jar.type=fast-jar
fi
export BENCH_JAR="${BENCH_JAR:-bootstrap/target/quarkus-app/quarkus-run.jar}"
mkdir -p bench/target
# shellcheck source=bench/lib.sh
source bench/lib.sh
need_wrk
start_service bench/target/out.draws.log
printf 'machine: %s cores; jar: %s; commit: %s\n' "$(nproc)" "$bench_jar" "$(git rev-parse --short HEAD)"
session=$(signin "$BOOTSTRAP_ADMIN_EMAIL" "$BOOTSTRAP_ADMIN_PASSWORD")
org=$(sql -c "select organization_id from users where email = '$BOOTSTRAP_ADMIN_EMAIL'")
admin=$(sql -c "select id from users where email = '$BOOTSTRAP_ADMIN_EMAIL'")
sql -v org="$org" -v admin="$admin" -v forms=0 -v read_tokens="$tokens" -f bench/seed-assessments.sql

api() { # api PATH BODY: POST as the admin, the created id
  local out
  out=$(curl -s -w '\n%{http_code}' -H "Cookie: next-auth.session-token=$session" -H 'Content-Type: application/json' \
    -d "$2" "$base$1")
  [ "$(tail -1 <<< "$out")" = 201 ] || { echo "POST $1 answered: $out" >&2; exit 1; }
  sed '$d' <<< "$out" | jq -r .id
}
bank=$(api /api/question-banks '{"name":"Banco do bench","categories":[]}')
for q in $(seq 60); do
  api "/api/question-banks/$bank/questions" "$(jq -nc --arg q "$q" '{text: "Questão \($q) do banco", tags: [],
    options: [range(1; 5) as $o | {text: "Opção \($o) da questão \($q)", points: (if $o == 1 then 1 else 0 end)}]}')" > /dev/null
done
form=$(api /api/forms "$(jq -nc --arg bank "$bank" '{title: "Sorteada 30 de 60", isPublished: true, shuffleQuestions: true,
  shuffleOptions: true, sections: [{draw: {bankId: $bank, count: 30}}]}')")
sql -c "insert into assignments (id, organization_id, form_id, student_id, assigned_by_id, token, status, created_at, updated_at)
  select 'bdr' || g, '$org', '$form', 'bs' || (g % 100 + 1), '$admin', 'bench-draw-token-' || g, 'ACTIVE', now(), now()
  from generate_series(1, $tokens) g"

shown=$(curl -s "$base/api/test-link/bench-draw-token-1" | jq '.form.questions | length')
[ "$shown" = 30 ] || { echo "the drawn link shows $shown questions, not 30" >&2; exit 1; }
started=$(date +%s%N)
for g in $(seq 2 "$tokens"); do curl -s -o /dev/null "$base/api/test-link/bench-draw-token-$g"; done
printf 'first open (draws and stores the instance), one client: %d us each\n' \
  $(( ($(date +%s%N) - started) / 1000 / (tokens - 1) ))
instances=$(sql -c "select count(*) from attempts a join assignments s on s.id = a.assignment_id
  where s.form_id = '$form' and a.instance is not null")
printf 'instances stored: %s of %s\n' "$instances" "$tokens"
# The two bodies differ in size (the drawn form's ids are CUIDs, the seeded form's a few characters): said beside the ratio.
printf 'one open answers: fixed %s bytes, drawn %s bytes\n' "$(curl -s "$base/api/test-link/bench-read-token-1" | wc -c)" \
  "$(curl -s "$base/api/test-link/bench-draw-token-1" | wc -c)"

failed=() fixed_rps=() drawn_rps=()
drive() { # drive NAME PREFIX SECONDS
  local out="bench/target/out.draws.${1//[^a-z0-9-]/}.txt"
  BENCH_LINK_PREFIX="$2" BENCH_LINK_TOKENS="$tokens" wrk -t2 -c32 -d"${3}s" --latency -s bench/link-open.lua \
    "$base/api/test-link/x" > "$out" 2>&1
  rps=$(awk '/Requests\/sec/{print $2}' "$out")
  wrk_line "$1" "$out" || failed+=("$1 answered non-2xx ($out)")
}
drive warmup-fixed bench-read-token- 20 > /dev/null
drive warmup-drawn bench-draw-token- 20 > /dev/null
for round in $(seq "$rounds"); do
  if [ $(( round % 2 )) = 1 ]; then
    drive "fixed ($round)" bench-read-token- "$duration"; fixed_rps+=("$rps")
    drive "drawn ($round)" bench-draw-token- "$duration"; drawn_rps+=("$rps")
  else
    drive "drawn ($round)" bench-draw-token- "$duration"; drawn_rps+=("$rps")
    drive "fixed ($round)" bench-read-token- "$duration"; fixed_rps+=("$rps")
  fi
done
median() { printf '%s\n' "$@" | sort -g | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
ratio=$(awk -v a="$(median "${drawn_rps[@]}")" -v b="$(median "${fixed_rps[@]}")" 'BEGIN {printf "%.3f", a / b}')
printf 'median req/s: fixed %s, drawn %s; drawn/fixed %s (goal >= 0.90)\n' "$(median "${fixed_rps[@]}")" \
  "$(median "${drawn_rps[@]}")" "$ratio"
[ ${#failed[@]} = 0 ] || { printf '%s\n' "${failed[@]}" >&2; exit 1; }
