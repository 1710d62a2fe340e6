#!/usr/bin/env bash
# Notifications under volume (issue 22, ADR 0032):
# - dispatch: 10,000 queued e-mails (an announcement to 10,000 addresses, seeded by SQL) sent to a
#   local SMTP server (GreenMail standalone) by one instance, then by two instances over one
#   database (after a warm-up of 2,000 mails per instance): mails/s of each, their ratio, and every
#   Message-ID (warm-up included) counted at the SMTP server. Any
#   duplicate or loss (a Message-ID received twice or never, a row not `sent`) fails the run. Each
#   phase also prints each instance's share and its idle time at the start and at the tail
#   (dispatch_phases), the CPU seconds of each process, and how long the relay really held replies;
# - the inbox: GET /api/notifications (all, and unreadOnly) for a user with 10,000 in-app
#   notifications, wrk at 1, 4 and 8 connections (p50/p99, non-2xx), each beside GET
#   /api/user/role (signed in, reads nothing) in the same run for scale, and the plans of its
#   statements in bench/out-notifications-plan.txt.
# Usage: bench/notifications.sh [inbox|dispatch] [duration-seconds]   (default 10: each wrk run). With
#   `inbox`, the inbox only: one instance, the dev profile's mock mailer, no SMTP server; with
#   `dispatch`, the dispatch only.
# BENCH_INBOX_UNREAD_EVERY (10): every n-th of the 10,000 is unread (1: all of them, the dearest
# unread count); BENCH_INBOX_CONNECTIONS ("1 4 8").
# Ports: BENCH_PORT (18084) and BENCH_PORT2 (18085) for the service; SMTP and IMAP take free
# ephemeral ports. Traffic goes to 127.0.0.1 only.
set -euo pipefail
cd "$(dirname "$0")/.."
mode=all
case "${1:-}" in inbox | dispatch) mode=$1; shift ;; esac
duration="${1:-10}"
port1="${BENCH_PORT:-18084}"
port2="${BENCH_PORT2:-18085}"
db="${BENCH_DB:-assessment_bench_notif}"
mails="${BENCH_MAILS:-10000}"
warmup_mails="${BENCH_WARMUP_MAILS:-2000}"
# One mailbox per recipient at the SMTP server; rows are spread over this many addresses, so a
# claimed batch holds as many recipients as rows (one recipient's mails leave in order, ADR 0032).
recipients="${BENCH_RECIPIENTS:-500}"
# shellcheck source=bench/lib.sh
source bench/lib.sh
command -v wrk >/dev/null || { echo "wrk is needed (apt-get install wrk)"; exit 1; }

load() { awk '{print $1, $2, $3}' /proc/loadavg; }

# start_smtp: a fresh GreenMail (no mail held) on $smtp_port, with IMAP on $imap_port.
smtp_pid=
relay_pid=
start_smtp() {
  local p
  for p in $smtp_pid $relay_pid; do kill "$p"; wait "$p" 2>/dev/null || true; done
  relay_pid=
  start_greenmail bench/out-notifications-smtp.log
  export SMTP_HOST=127.0.0.1 SMTP_PORT="$smtp_port"
  # BENCH_SMTP_REPLY_DELAY_MS: every SMTP reply held that long by a relay (bench/smtp-latency.py),
  # as a remote server's round trip would be; 0 (default) talks to GreenMail directly.
  if [ "${BENCH_SMTP_REPLY_DELAY_MS:-0}" != 0 ]; then
    SMTP_PORT=$(free_port)
    python3 bench/smtp-latency.py "$SMTP_PORT" "$smtp_port" "$BENCH_SMTP_REPLY_DELAY_MS" bench/out-notifications-relay.txt &
    relay_pid=$!
    bench_pids+=("$relay_pid")
    until (exec 3<>"/dev/tcp/127.0.0.1/$SMTP_PORT") 2>/dev/null; do sleep 0.1; done
  fi
}

# The service sends for real (the dev profile's mock mailer off), plain SMTP on loopback, the
# default bulkhead and dispatcher settings; the schedule ticks every second so that two
# instances start on the queue within a second of each other (a run that comes back full is
# followed at once by the next, whatever the period).
[ "$mode" = inbox ] || export MAIL_MOCK=false SMTP_STARTTLS=DISABLED NOTIFICATIONS_DISPATCH_EVERY=1s
export CRON_SECRET=bench-cron-secret-0123456789abcdef

# start_instances N: N instances on a fresh database, the first on port1, the second on port2.
start_instances() {
  local n=$1 i
  instance_pids=()
  instance_ports=()
  for ((i = 1; i <= n; i++)); do
    port=$([ "$i" = 1 ] && echo "$port1" || echo "$port2")
    instance_ports+=("$port")
    base="http://127.0.0.1:$port"
    # Each instance its own claim lease, (4 + i) minutes: a sent row keeps its claim's due_at (claim time + lease),
    # which then names the batch and the instance that sent it (dispatch_phases); nothing dies here, so no lease ends.
    NOTIFICATIONS_CLAIM_LEASE="PT$((4 + i))M" BENCH_KEEP_DB=$([ "$i" = 1 ] || echo 1) start_service "bench/out-notifications-$i.log"
    instance_pids+=("$pid")
  done
  port=$port1
  base="http://127.0.0.1:$port"
}

stop_instances() {
  local p
  for p in "${instance_pids[@]}"; do kill "$p"; done
  for p in "${instance_pids[@]}"; do wait "$p" 2>/dev/null || true; done
}

failed=()

# inbox_run: the inbox of a user with 10,000 delivered in-app notifications (every
# $unread_every-th unread), at each connection count: the inbox, its unread-only page and the
# no-op reference one after the other, so the three share the machine's state of that minute.
# One warm-up round first (the JIT compiles all three); closed-loop wrk, so at more connections
# than cores the figures include the wait for a core (the reference shows how much).
unread_every="${BENCH_INBOX_UNREAD_EVERY:-10}"
inbox_run() {
  local session admin statement c endpoint out connections
  session=$(signin "$BOOTSTRAP_ADMIN_EMAIL" "$BOOTSTRAP_ADMIN_PASSWORD")
  export BENCH_SESSION="$session"
  sql -c "insert into notifications (id, organization_id, channel, type, status, recipient_user_id, payload, subject, body,
      scheduled_for, due_at, sent_at, read_at, created_at)
    select 'bi' || lpad(g::text, 10, '0'), u.organization_id, 'in_app', 'ANNOUNCEMENT', 'sent', u.id, '{}',
      'Aviso ' || g, 'Corpo do aviso ' || g, t, t, t, case when g % $unread_every = 0 then null else t end, t
    from users u, generate_series(1, 10000) g, lateral (select now() - g * interval '1 minute' as t) ts
    where u.email = '$BOOTSTRAP_ADMIN_EMAIL'" -c "vacuum analyze notifications"
  admin=$(sql -c "select id from users where email = '$BOOTSTRAP_ADMIN_EMAIL'")
  # The statements of SqlNotificationReads.inbox (one round trip), first page, all and unread only.
  local filter="from notifications where recipient_user_id = '$admin' and channel = 'in_app' and status = 'sent'"
  {
    for statement in \
      "select n.id, n.type, n.subject, n.body, n.created_at, n.read_at from (select id, created_at $filter order by created_at desc, id desc limit 21 offset 0) p join notifications n on n.id = p.id order by p.created_at desc, p.id desc" \
      "select n.id, n.type, n.subject, n.body, n.created_at, n.read_at from (select id, created_at $filter and read_at is null order by created_at desc, id desc limit 21 offset 0) p join notifications n on n.id = p.id order by p.created_at desc, p.id desc" \
      "select count(*) $filter and read_at is null"; do
      echo "$statement"
      sql -c "explain (analyze, buffers) $statement"
      echo
    done
  } > bench/out-notifications-plan.txt
  printf 'inbox: 10,000 in-app notifications, %d unread; %s s per run\n' "$((10000 / unread_every))" "$duration"
  local inbox_failed=0
  for connections in warmup ${BENCH_INBOX_CONNECTIONS:-1 4 8}; do
    c=$([ "$connections" = warmup ] && echo 8 || echo "$connections")
    # /api/user/role: a signed-in request that reads nothing, for scale on a shared machine.
    for endpoint in "inbox=/api/notifications" "inbox unreadOnly=/api/notifications?unreadOnly=true" \
      "no-op user/role=/api/user/role"; do
      out=bench/out-notifications-inbox.txt
      wrk -t"$((c < 2 ? 1 : 2))" -c"$c" -d"${duration}s" --latency -s bench/session.lua "$base${endpoint#*=}" > "$out" 2>&1
      [ "$connections" = warmup ] && continue
      wrk_line "$c conn. ${endpoint%%=*}" "$out" || inbox_failed=1
      printf '  load average %s\n' "$(load)"
    done
  done
  [ "$inbox_failed" = 0 ] || failed+=("inbox: non-2xx answers")
}

# seed_mails PREFIX COUNT: COUNT queued announcement e-mails, ids PREFIX0000000001 on, due now.
seed_mails() {
  local org
  org=$(sql -c "select organization_id from users where email = '$BOOTSTRAP_ADMIN_EMAIL'")
  sql -c "insert into notifications (id, organization_id, channel, type, status, recipient_email, recipient_name,
      payload, scheduled_for, due_at, created_at)
    select '$1' || lpad(g::text, 10, '0'), '$org', 'email', 'ANNOUNCEMENT', 'queued',
      'reader' || (g % $recipients) || '@bench.example.com', 'Reader ' || (g % $recipients),
      jsonb_build_object('title', 'Aviso ' || g, 'body', 'Corpo do aviso ' || g), now(), now(), now()
    from generate_series(1, $2) g"
}

# await_drained LABEL: until no row is left to send (at most 15 minutes).
await_drained() {
  local deadline left
  deadline=$(( $(date +%s) + 900 ))
  while :; do
    left=$(sql -c "select count(*) from notifications where status in ('queued', 'scheduled')")
    [ "$left" = 0 ] && return
    [ "$(date +%s)" -lt "$deadline" ] || { failed+=("$1: $left mails still queued after 15 minutes"); return; }
    sleep 1
  done
}

# cpu_seconds PID...: each process's CPU time so far (user + system), in seconds.
cpu_seconds() {
  local p
  for p in "$@"; do awk -v hz="$(getconf CLK_TCK)" '{ printf "%.2f ", ($14 + $15) / hz }' "/proc/$p/stat"; done
}

# cpu_used BEFORE PID...: the CPU seconds each used since BEFORE (cpu_seconds of the same PIDs). PostgreSQL
# is left out: other work shares it.
cpu_used() {
  local before=$1; shift
  paste <(tr ' ' '\n' <<< "$before" | grep .) <(cpu_seconds "$@" | tr ' ' '\n' | grep .) |
    awk '{ printf "%s%.1f", (NR > 1 ? " / " : ""), $2 - $1 }'
}

# relay_stats: how long the relay really held the replies since the previous call (a loaded machine wakes
# it late, and every SMTP round trip of the phase waits that much more).
relay_stats() {
  [ -n "$relay_pid" ] || return 0
  rm -f bench/out-notifications-relay.txt
  kill -USR1 "$relay_pid"
  until [ -s bench/out-notifications-relay.txt ]; do sleep 0.1; done
  cat bench/out-notifications-relay.txt
}

# dispatch_phases: per instance, from the batches of the timed mails (rows sharing a due_at, the claim's time
# plus that instance's lease): mails and batches, when it first claimed and last sent against the phase's
# first and last sent_at (idle at the start and at the tail), the time it held no batch in between
# (outcome statement, claim, schedule), and its own rate from its first claim to its last mail.
dispatch_phases() {
  sql -F ' ' -c "with b as (select due_at, count(*) n, min(sent_at) f, max(sent_at) l from notifications
        where id like 'bn%' and status = 'sent' group by due_at),
      i as (select *, (round(extract(epoch from due_at - f) / 60) - 4)::int inst from b),
      c as (select *, due_at - make_interval(mins => inst + 4) claimed from i),
      g as (select *, max(l) over (partition by inst order by claimed rows between unbounded preceding and 1 preceding) held_until
        from c),
      t as (select min(f) t0, max(l) t1 from b)
    select inst, sum(n), count(*), max(n),
      round(extract(epoch from min(claimed) - t0)::numeric, 2), round(extract(epoch from t1 - max(l))::numeric, 2),
      round(coalesce(extract(epoch from sum(greatest(claimed - held_until, interval '0')))::numeric, 0), 2),
      round((sum(n) / extract(epoch from max(l) - min(claimed)))::numeric, 1)
    from g, t group by inst, t0, t1 order by inst" |
    while read -r inst n batches biggest start tail unheld own_rate; do
      printf '  instance %d: %d mails in %d batches (<= %d rows), first claim %+.2f s from the first mail sent, last mail %.2f s before the last; no batch held for %.2f s in between; %.1f mails/s\n' \
        "$inst" "$n" "$batches" "$biggest" "$start" "$tail" "$unheld" "$own_rate"
    done
}

# dispatch_run N: a warm-up of $warmup_mails per instance (the JIT compiles the dispatch path of every
# instance), then $mails queued e-mails, timed; every Message-ID checked at the SMTP server.
# Sets $rate (mails/s).
dispatch_run() {
  local n=$1
  # As many per instance as the single one had: a JVM that sent fewer is less compiled, and burns CPU the
  # other instance then waits for.
  seed_mails bw $((warmup_mails * n))
  await_drained "$n instance(s), warm-up"
  local cpu_before cpu held
  cpu_before=$(cpu_seconds "${instance_pids[@]}" "$smtp_pid" $relay_pid)
  relay_stats > /dev/null
  seed_mails bn "$mails"
  # Every instance starts on the timed mails at once, through the cron route (a run of
  # NOTIFICATIONS_MAX_PER_RUN, beside the schedule's), instead of at its next schedule tick: an instance
  # a tick late would leave its share of the first second to the other one.
  local door doors=() p
  for p in "${instance_ports[@]}"; do
    curl -sf -o /dev/null -H "Authorization: Bearer $CRON_SECRET" "http://127.0.0.1:$p/api/cron/notifications" &
    doors+=("$!")
  done
  await_drained "$n instance(s)"
  for door in "${doors[@]}"; do wait "$door" || failed+=("$n instance(s): the cron route failed"); done
  cpu=$(cpu_used "$cpu_before" "${instance_pids[@]}" "$smtp_pid" $relay_pid)
  held=$(relay_stats)
  # From the first mail sent to the last: the wait for the first schedule tick is not dispatch.
  read -r sent span_ms retried < <(sql -F ' ' -c "select count(*), extract(epoch from max(sent_at) - min(sent_at)) * 1000,
      count(*) filter (where attempts > 1) from notifications where id like 'bn%' and status = 'sent'")
  rate=$(awk -v n="$sent" -v ms="$span_ms" 'BEGIN { printf "%.1f", (n - 1) * 1000 / (ms > 0 ? ms : 1) }')
  printf '%d instance(s): %d mails sent in %.1f s = %s mails/s (rows sent after a retry: %d)   load average %s\n' \
    "$n" "$sent" "$(awk -v ms="$span_ms" 'BEGIN { print ms / 1000 }')" "$rate" "$retried" "$(load)"

  dispatch_phases
  printf '  CPU seconds used (each instance, SMTP server%s): %s\n' "${relay_pid:+, relay}" "$cpu"
  [ -z "$held" ] || printf '  relay: %s\n' "$held"

  # Every Message-ID the SMTP server received, against the ids of the rows.
  local received expected duplicates lost unknown
  received=bench/out-notifications-received.txt
  expected=bench/out-notifications-expected.txt
  seq 0 $((recipients - 1)) | sed 's/.*/reader&@bench.example.com/' | python3 bench/message-ids.py 127.0.0.1 "$imap_port" \
    | sort > "$received"
  sql -c "select '<notification.' || id || '@assessment.app>' from notifications where channel = 'email'" | sort > "$expected"
  duplicates=$(uniq -d "$received" | wc -l)
  lost=$(comm -23 "$expected" <(sort -u "$received") | wc -l)
  unknown=$(comm -13 "$expected" <(sort -u "$received") | wc -l)
  printf '  SMTP server received %d mails (warm-up included), %d distinct Message-IDs: %d duplicated, %d lost, %d unknown; rows sent: %d of %d\n' \
    "$(wc -l < "$received")" "$(sort -u "$received" | wc -l)" "$duplicates" "$lost" "$unknown" "$sent" "$mails"
  [ "$duplicates" = 0 ] || failed+=("$n instance(s): $duplicates Message-IDs received more than once")
  [ "$lost" = 0 ] || failed+=("$n instance(s): $lost mails never received")
  [ "$unknown" = 0 ] || failed+=("$n instance(s): $unknown mails received that no row sent")
  [ "$sent" = "$mails" ] || failed+=("$n instance(s): $sent rows sent of $mails")
  all_sent=$(sql -c "select count(*) from notifications where channel = 'email' and status = 'sent'")
  [ "$all_sent" = $((mails + warmup_mails * n)) ] ||
    failed+=("$n instance(s): $all_sent rows sent of $((mails + warmup_mails * n)) with the warm-up")
}

printf 'machine: %s cores, %s RAM (shared with other work while measured)\n' "$(nproc)" "$(free -h | awk '/Mem:/{print $2}')"

if [ "$mode" = inbox ]; then
  start_instances 1
  inbox_run
  stop_instances
  [ ${#failed[@]} = 0 ] || { printf 'FAILED: %s\n' "${failed[@]}" >&2; exit 1; }
  exit 0
fi

# One instance.
start_smtp
start_instances 1
dispatch_run 1
one=$rate

[ "$mode" = dispatch ] || inbox_run
stop_instances

# Two instances over one database, the same queue.
start_smtp
start_instances 2
dispatch_run 2
two=$rate
stop_instances

# The goals (issue 22) are printed, not enforced: they depend on the machine; a duplicate or a loss
# fails the run whatever the machine.
printf 'two instances / one: %s (goals: one instance >= 100 mails/s: %s; two >= 1.8x one: %s)\n' \
  "$(awk -v a="$two" -v b="$one" 'BEGIN { printf "%.2f", a / b }')" \
  "$(awk -v a="$one" 'BEGIN { print (a >= 100 ? "met" : "NOT met") }')" \
  "$(awk -v a="$two" -v b="$one" 'BEGIN { print (a >= 1.8 * b ? "met" : "NOT met") }')"
if [ ${#failed[@]} -gt 0 ]; then
  printf 'FAILED: %s\n' "${failed[@]}" >&2
  exit 1
fi
