#!/usr/bin/env bash
# Issue 47: outbound webhooks through a refusing receiver and a kill -9. Two instances of the packaged service
# over one fresh database; a receiver (bench/webhook-receiver.py) that verifies every delivery's Standard
# Webhooks signature and answers 503 until told to accept. BENCH_SUBMITS (default 1,000) submissions go through
# both instances, and instance B is killed with SIGKILL in the middle of them (requests in flight; those that
# fail are sent again through A). B comes back, the receiver starts accepting, and A is killed with SIGKILL while
# it delivers (claimed deliveries in flight) and comes back. The dispatchers run in-process on both instances
# (WEBHOOKS_DISPATCH_EVERY=1s; WEBHOOKS_CLAIM_LEASE=PT15S, so a dead instance's claims return in 15 s). The
# run waits until the receiver holds every submission.completed event the database holds (the refused first
# attempts retry after 5 s, then after 5 minutes: ADR 0056) and prints: events, distinct ids received,
# duplicates (an id delivered again after a 2xx), missing, bad signatures, and the time to drain.
# Usage: bench/webhook-delivery.sh   (database BENCH_DB, default assessment_webhook_bench; ports BENCH_PORT, +1)
set -euo pipefail
cd "$(dirname "$0")/.."
db="${BENCH_DB:-assessment_webhook_bench}"
first_port="${BENCH_PORT:-18170}"
submits="${BENCH_SUBMITS:-1000}"
# shellcheck source=bench/lib.sh
source bench/lib.sh
use_packaged_jar
export WEBHOOK_ALLOW_PRIVATE_TARGETS=true WEBHOOKS_DISPATCH_EVERY=1s WEBHOOKS_CLAIM_LEASE=PT15S
export CRON_SECRET="${CRON_SECRET:-$(made_up_secret)}" SESSION_SECRET="${SESSION_SECRET:-$(made_up_secret)}"

start() { # A|B: starts that instance over the database as it is (A the first time: a fresh one)
  port=$(( first_port + $([ "$1" = B ] && echo 1 || echo 0) ))
  start_service "bench/target/out.webhook-delivery.$1.log"
  eval "pid_$1=$pid"
}
start A
base_a="http://127.0.0.1:$first_port" base_b="http://127.0.0.1:$(( first_port + 1 ))"
export BENCH_KEEP_DB=1
start B
printf 'machine: %s cores; commit: %s; load average before: %s\n' "$(nproc)" "$(git rev-parse --short HEAD)" \
  "$(cut -d' ' -f1-3 /proc/loadavg)"

secret_file=bench/target/webhook-secret
: > "$secret_file"
receiver_port=$(free_port)
python3 bench/webhook-receiver.py "$receiver_port" "$secret_file" &
bench_pids+=("$!")
receiver="http://127.0.0.1:$receiver_port"
until curl -sf "$receiver/stats" >/dev/null; do sleep 0.1; done

base="$base_a"
session=$(signin "$BOOTSTRAP_ADMIN_EMAIL" "$BOOTSTRAP_ADMIN_PASSWORD")
org=$(sql -c "select organization_id from users where email = '$BOOTSTRAP_ADMIN_EMAIL'")
admin=$(sql -c "select id from users where email = '$BOOTSTRAP_ADMIN_EMAIL'")
sql -v org="$org" -v admin="$admin" -v forms=0 -v read_tokens=0 -f bench/seed-assessments.sql >/dev/null
sql -c "insert into assignments (id, organization_id, form_id, student_id, assigned_by_id, token, status, created_at, updated_at)
  select 'wh' || g, '$org', 'bench30', 'bs' || (g % 100 + 1), '$admin', 'bench-wh-' || g, 'ACTIVE', now(), now()
  from generate_series(1, $submits) g" >/dev/null
curl -sf -H "Cookie: next-auth.session-token=$session" -H 'Content-Type: application/json' \
  -d "{\"url\":\"$receiver/hook\",\"events\":[\"submission.completed\"],\"description\":\"bench\"}" \
  "$base_a/api/admin/webhooks" | jq -r .secret > "$secret_file"

answers=$(for q in $(seq 30); do printf '{"questionId":"bq%d","optionId":"bo%d_%d"},' "$q" "$q" $(( q % 4 + 1 )); done)
printf '{"answers":[%s]}' "${answers%,}" > bench/target/webhook-submit.json
# submit_all FILE: "BASE TOKEN" lines, 8 at once; the tokens whose request failed (no answer, or 5xx) go to FILE.failed
submit_all() {
  xargs -P 8 -L 1 sh -c 'code=$(curl -s -o /dev/null -w "%{http_code}" --max-time 30 -H "Content-Type: application/json" \
      --data @bench/target/webhook-submit.json "$0/api/test-link/$1/submit"); case "$code" in 201|409) ;; *) echo "$1";; esac' \
    < "$1" > "$1.failed" || true
}
for g in $(seq "$submits"); do
  if [ $(( g % 2 )) = 0 ]; then echo "$base_b bench-wh-$g"; else echo "$base_a bench-wh-$g"; fi
done > bench/target/webhook-submits
start_time=$(date +%s)
( sleep 2; kill -9 "$pid_B"; echo "instance B killed with SIGKILL at $(( $(date +%s) - start_time )) s of submitting" ) &
killer=$!
submit_all bench/target/webhook-submits
wait "$killer"
failed=$(wc -l < bench/target/webhook-submits.failed)
sed "s|^|$base_a |" bench/target/webhook-submits.failed > bench/target/webhook-resubmits
submit_all bench/target/webhook-resubmits
printf 'submitted in %s s; %s requests to B failed with it and went again through A (%s failed again)\n' \
  "$(( $(date +%s) - start_time ))" "$failed" "$(wc -l < bench/target/webhook-resubmits.failed)"
events=$(sql -c "select count(*) from webhook_events where type = 'submission.completed'")
completed=$(sql -c "select count(*) from submissions where form_id = 'bench30'")
printf 'submissions stored: %s; submission.completed events in the outbox: %s\n' "$completed" "$events"
start B
printf 'receiver while refusing: %s\n' "$(curl -s "$receiver/stats")"

curl -sf -X POST "$receiver/accept"
drain_start=$(date +%s)
killed_a=0
while :; do
  got=$(curl -s "$receiver/stats" | jq .accepted)
  if [ "$killed_a" = 0 ] && [ "$got" -gt 0 ]; then
    kill -9 "$pid_A"
    printf 'instance A killed with SIGKILL while delivering (%s received so far); claims: %s\n' "$got" \
      "$(sql -c "select count(*) from webhook_deliveries where status = 'sending'")"
    start A
    killed_a=1
  fi
  [ "$got" -ge "$events" ] && break
  [ $(( $(date +%s) - drain_start )) -gt 900 ] && { echo "not drained after 15 minutes"; break; }
  sleep 2
done
drained=$(( $(date +%s) - drain_start ))
sleep 20 # a late duplicate (an expired claim sent again) would show here
stats=$(curl -s "$receiver/stats")
curl -s "$receiver/ids" | jq -r '.[]' | sort > bench/target/webhook-received-ids
sql -c "select id from webhook_events where type = 'submission.completed' order by id" | sort > bench/target/webhook-event-ids
missing=$(comm -23 bench/target/webhook-event-ids bench/target/webhook-received-ids | wc -l)
unknown=$(comm -13 bench/target/webhook-event-ids bench/target/webhook-received-ids | wc -l)
printf 'receiver: %s\n' "$stats"
printf 'events %s, distinct ids received %s, duplicates %s, missing %s, unknown %s, bad signatures %s; drained %s s after the receiver recovered\n' \
  "$events" "$(jq .accepted <<< "$stats")" "$(jq .duplicates <<< "$stats")" "$missing" "$unknown" "$(jq .bad <<< "$stats")" "$drained"
printf 'deliveries by status: %s\n' "$(sql -c "select string_agg(status || ' ' || n, ', ') from (select status, count(*) n from webhook_deliveries group by status) s")"
printf 'load average after: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
