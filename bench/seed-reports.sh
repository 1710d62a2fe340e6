#!/usr/bin/env bash
# Seeds the bench database for the report endpoints; sourced by bench/run.sh after sign-in
# (needs $base, $session, $db). Through the API, as a teacher would: a 20-question form, a
# student, an assignment and a submitted test (REPORT_SUBMISSION_ID, the export's subject).
# Then, by SQL (bench/seed-search.sql), BENCH_REPORTS (100,000) more completed submissions of that
# organization and BENCH_STUDENTS (20,000) students, so the lists and their searches page and
# count over an organization of that size. Needs $org and $admin too.
command -v jq >/dev/null || apt-get install -y -qq jq >/dev/null || { echo "jq is needed (apt-get install jq)"; exit 1; }

api() { curl -sf -H "Cookie: next-auth.session-token=$session" -H 'Content-Type: application/json' "$@"; }

questions=$(jq -n '[range(1; 21) | {text: "Questão \(.): qual alternativa descreve melhor a situação apresentada no enunciado?",
  options: [{text: "Alternativa correta da questão \(.)", points: 1}, {text: "Alternativa incorreta da questão \(.)", points: 0}]}]')
form=$(api -d "$(jq -n --argjson q "$questions" '{title: "Avaliação de Desempenho — Ciências da Natureza", isPublished: true,
  questions: $q, scoreRanges: [{min: 0, max: 9.99, label: "Em desenvolvimento", color: "#F57C00"},
  {min: 10, max: 20, label: "Proficiente", color: "#388E3C"}]}')" "$base/api/forms")
student=$(api -d '{"name": "João Conceição Araújo", "status": "ACTIVE"}' "$base/api/students" | jq -r .id)
token=$(api -d "$(jq -n --arg f "$(jq -r .id <<<"$form")" --arg s "$student" '{formId: $f, studentId: $s}')" "$base/api/assignments" | jq -r .token)
answers=$(jq -c '{answers: [.questions[] | {questionId: .id, optionId: .options[0].id}]}' <<<"$form")
REPORT_SUBMISSION_ID=$(curl -sf -H 'Content-Type: application/json' -d "$answers" "$base/api/test-link/$token/submit" | jq -r .submissionId)
[ -n "$REPORT_SUBMISSION_ID" ] && [ "$REPORT_SUBMISSION_ID" != null ] || { echo "could not seed a submission; see bench/out.log"; exit 1; }
export REPORT_SUBMISSION_ID

# The organization's bulk, by SQL: BENCH_REPORTS completed submissions of BENCH_STUDENTS students.
seed_start=$(date +%s%N)
psql -h 127.0.0.1 -U postgres -d "$db" -q -v org="$org" -v admin="$admin" -v tag=s1 -v submissions="${BENCH_REPORTS:-100000}" \
  -v students="${BENCH_STUDENTS:-20000}" -f bench/seed-search.sql >/dev/null
printf 'seeded %d submissions and %d students in %d ms\n' "${BENCH_REPORTS:-100000}" "${BENCH_STUDENTS:-20000}" \
  $(( ($(date +%s%N) - seed_start) / 1000000 ))
