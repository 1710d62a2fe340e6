#!/usr/bin/env bash
# Seeds the bench database for the report endpoints; sourced by bench/run.sh after sign-in
# (needs $base, $session, $db). Through the API, as a teacher would: a 20-question form, a
# student, an assignment and a submitted test (REPORT_SUBMISSION_ID, the export's subject).
# Then, by SQL, BENCH_REPORTS (100,000) more completed submissions of that organization and
# BENCH_STUDENTS (20,000) students with common surnames, so the lists and their searches page and
# count over an organization of that size.
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

# Ids are 25 characters like the service's CUIDs; completion times one every 3 minutes back from
# the seeded one; scores spread over 0..20 so both ranges appear.
psql -h 127.0.0.1 -U postgres -d "$db" -v ON_ERROR_STOP=1 -q -v id="$REPORT_SUBMISSION_ID" -v reports="${BENCH_REPORTS:-100000}" \
  -v students="${BENCH_STUDENTS:-20000}" <<'SQL' >/dev/null
insert into assignments (id, organization_id, form_id, student_id, assigned_by_id, token, status, completed_at, created_at, updated_at)
select 'cbencha' || lpad(g::text, 18, '0'), s.organization_id, s.form_id, s.student_id, s.assigned_by_id, 'bench-' || g,
       'COMPLETED', s.completed_at - g * interval '3 minutes', s.completed_at - g * interval '3 minutes' - interval '1 hour',
       s.completed_at - g * interval '3 minutes'
from generate_series(1, :reports) g, submissions s where s.id = :'id';
insert into submissions (id, organization_id, assignment_id, form_id, student_id, assigned_by_id, form_title, participant_name,
                         search_text, total_score, max_score, percentage, score_label, score_color, score_ranges, answers, completed_at)
select 'cbenchs' || lpad(g::text, 18, '0'), s.organization_id, 'cbencha' || lpad(g::text, 18, '0'), s.form_id, s.student_id,
       s.assigned_by_id, s.form_title, 'Aluno Número ' || g, 'aluno numero ' || g || ' ' || lower(s.form_title), g % 21, 20, (g % 21) * 5,
       case when g % 21 < 10 then 'Em desenvolvimento' else 'Proficiente' end,
       case when g % 21 < 10 then '#F57C00' else '#388E3C' end, s.score_ranges, s.answers, s.completed_at - g * interval '3 minutes'
from generate_series(1, :reports) g, submissions s where s.id = :'id';
insert into students (id, organization_id, name, search_name, status, created_at, updated_at)
select 'cbenchst' || lpad(g::text, 17, '0'), s.organization_id,
       'Estudante ' || g || ' ' || (array['Silva','Souza','Oliveira','Santos','Pereira','Lima','Carvalho','Ferreira','Rodrigues','Almeida'])[g % 10 + 1],
       'estudante ' || g || ' ' || (array['silva','souza','oliveira','santos','pereira','lima','carvalho','ferreira','rodrigues','almeida'])[g % 10 + 1],
       'ACTIVE', now(), now()
from generate_series(1, :students) g, submissions s where s.id = :'id';
analyze assignments;
analyze submissions;
analyze students;
SQL
