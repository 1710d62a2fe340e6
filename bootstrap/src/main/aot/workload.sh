#!/usr/bin/env bash
# The AOT cache's training workload (docs/adr/0047): what users do most, over the public API of a
# running instance, ROUNDS times (the JIT profiles JEP 515 keeps need repeated calls). Sign-in, the
# forms list, a test link opened and submitted, the reports list, a search and a PDF export, a
# payment webhook, the audit stream, and the operators' health and metrics.
# Usage: workload.sh BASE_URL MANAGEMENT_URL EMAIL PASSWORD WEBHOOK_TOKEN [ROUNDS]; needs curl and jq.
set -euo pipefail
[ -z "${AOT_TRACE:-}" ] || set -x
base="$1" management="$2" email="$3" password="$4" webhook_token="$5" rounds="${6:-15}"
jar=$(mktemp)
trap 'rm -f "$jar"' EXIT

api() { curl -sf -b "$jar" -H 'Content-Type: application/json' "$@"; }
sign_in() {
  local csrf
  csrf=$(curl -sf -c "$jar" "$base/api/auth/csrf" | jq -r .csrfToken)
  curl -sf -b "$jar" -c "$jar" -o /dev/null --data-urlencode "email=$email" --data-urlencode "password=$password" \
    --data-urlencode "csrfToken=$csrf" -d json=true "$base/api/auth/callback/credentials"
  api -o /dev/null "$base/api/auth/session"
}

sign_in
questions=$(jq -n '[range(1; 21) | {text: "Questão \(.): qual alternativa descreve melhor a situação?",
  options: [{text: "Alternativa correta \(.)", points: 1}, {text: "Alternativa incorreta \(.)", points: 0}]}]')
form=$(api -d "$(jq -n --argjson q "$questions" '{title: "Avaliação de treino", isPublished: true, questions: $q,
  scoreRanges: [{min: 0, max: 9.99, label: "Em desenvolvimento", color: "#F57C00"}, {min: 10, max: 20, label: "Proficiente", color: "#388E3C"}]}')" \
  "$base/api/forms")
answers=$(jq -c '{answers: [.questions[] | {questionId: .id, optionId: .options[0].id}]}' <<<"$form")
student=$(api -d '{"name": "João Conceição Araújo", "status": "ACTIVE"}' "$base/api/students" | jq -r .id)

for round in $(seq "$rounds"); do
  sign_in
  api -o /dev/null "$base/api/user/role"
  api -o /dev/null "$base/api/forms?limit=20&page=1"
  token=$(api -d "$(jq -n --arg f "$(jq -r .id <<<"$form")" --arg s "$student" '{formId: $f, studentId: $s}')" \
    "$base/api/assignments" | jq -r .token)
  curl -sf -o /dev/null "$base/api/test-link/$token"
  submission=$(curl -sf -H 'Content-Type: application/json' -d "$answers" "$base/api/test-link/$token/submit" | jq -r .submissionId)
  api -o /dev/null "$base/api/reports"
  api -o /dev/null "$base/api/reports?search=joao"
  api -o /dev/null "$base/api/students"
  api -o /dev/null -d "{\"submissionId\":\"$submission\"}" "$base/api/reports/export"
  # An event for a charge the service does not know: stored, answered 200, nothing changes.
  curl -s -o /dev/null -H 'Content-Type: application/json' -H "asaas-access-token: $webhook_token" \
    -d "{\"id\":\"evt_training_$round\",\"event\":\"PAYMENT_RECEIVED\",\"payment\":{\"object\":\"payment\",\"id\":\"pay_training_$round\",\"status\":\"RECEIVED\",\"billingType\":\"PIX\",\"value\":49.9,\"externalReference\":\"training$round\",\"paymentDate\":\"2026-11-21\"}}" \
    "$base/api/webhooks/asaas"
  api -o /dev/null "$base/api/mobile/payments"
  # The audit stream: its replay and a second of live entries, then the client goes.
  curl -s -o /dev/null -b "$jar" --max-time 1 "$base/api/admin/logs/stream" || true
  api -o /dev/null "$base/api/admin/audit-logs"
  curl -s -o /dev/null "$base/api/nope"
  curl -sf -o /dev/null "$management/q/health/ready"
  curl -sf -o /dev/null "$management/q/metrics"
done
