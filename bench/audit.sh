#!/usr/bin/env bash
# The audit log under volume (issue 18): 1,000,000 entries across 20 organizations, then
# - the list (ADMIN of one organization: no filter and one filter; SUPER_ADMIN: no filter and one
#   organization) at 8 connections, and page 1,000 beside page 1 (keyset cursor);
# - the CSV export of every entry: rows/s and the heap (old generation) before, during and after;
# - the live stream: 500 open streams while audited writes arrive (bench/AuditStreamBench.java).
# Usage: bench/audit.sh [duration-seconds]   (default 10). Traffic goes to 127.0.0.1 only.
set -euo pipefail
cd "$(dirname "$0")/.."
duration="${1:-10}"
port="${BENCH_PORT:-18082}"
base="http://127.0.0.1:$port"
db="${BENCH_DB:-assessment_bench_audit}"
entries="${BENCH_AUDIT_ENTRIES:-1000000}"
streams="${BENCH_STREAMS:-500}"
rate="${BENCH_STREAM_WRITES:-500}"
# shellcheck source=bench/lib.sh
source bench/lib.sh
command -v wrk >/dev/null || { echo "wrk is needed (apt-get install wrk)"; exit 1; }

export AUDIT_EXPORT_MAX_SPAN=P400D AUDIT_STREAM_MAX_PER_USER=$((streams + 10)) AUDIT_STREAM_MAX_PER_INSTANCE=$((streams + 10))
start_service bench/out-audit.log
printf 'machine: %s cores, %s RAM (shared with other work while measured)\n' "$(nproc)" "$(free -h | awk '/Mem:/{print $2}')"
printf 'start-up to first successful request: %d ms\n' "$startup_ms"
super=$(signin "$BOOTSTRAP_ADMIN_EMAIL" "$BOOTSTRAP_ADMIN_PASSWORD")
org=$(sql -c "select organization_id from users where email = '$BOOTSTRAP_ADMIN_EMAIL'")
curl -sf -o /dev/null -H "Cookie: next-auth.session-token=$super" -H 'Content-Type: application/json' \
  -d '{"name":"Audit admin","email":"audit-admin@example.com","password":"bench-password-123","role":"ADMIN"}' "$base/api/users"
admin=$(signin audit-admin@example.com bench-password-123)

failed=0
# BENCH_AUDIT_STREAM_ONLY=1 runs the stream part alone (no seeding, list or export).
if [ -z "${BENCH_AUDIT_STREAM_ONLY:-}" ]; then
seed_start=$(date +%s%N)
sql -v admin_email="$BOOTSTRAP_ADMIN_EMAIL" -v entries="$entries" -f bench/seed-audit.sql >/dev/null
printf 'seeded %d audit entries across 20 organizations in %d ms\n' "$entries" $(( ($(date +%s%N) - seed_start) / 1000000 ))

# Page 1,000 of the administrator's organization: the cursor after its 49,950th newest entry.
page1000_seq=$(sql -c "select seq from audit_entries where organization_id = '$org' order by seq desc offset 49949 limit 1")
cursor=$(printf 's%s' "$page1000_seq" | base64 | tr '+/' '-_' | tr -d '=')

lists=(
  "admin-no-filter|/api/admin/audit-logs|BENCH_SESSION=$admin"
  "admin-action-filter|/api/admin/audit-logs?action=CHARGE_PAID|BENCH_SESSION=$admin"
  "admin-page-1000|/api/admin/audit-logs?limit=50&cursor=$cursor|BENCH_SESSION=$admin"
  "super-no-filter|/api/admin/audit-logs|BENCH_SESSION=$super"
  "super-organization-filter|/api/admin/audit-logs?organizationId=aorg7|BENCH_SESSION=$super"
)
for round in warmup measured; do
  for line in "${lists[@]}"; do
    IFS='|' read -r name path session <<< "$line"
    env "$session" wrk -t2 -c8 -d"${duration}s" --latency -s bench/session.lua "$base$path" > "bench/out.audit-$name.txt" 2>&1
    [ "$round" = measured ] && { wrk_line "$name" "bench/out.audit-$name.txt" || failed=1; }
  done
done

# The export of every entry (SUPER_ADMIN, the whole year the seed spans), heap sampled meanwhile.
old_gen() { jstat -gc "$pid" | awk 'NR==2{printf "%d", $8 / 1024}'; }
jcmd "$pid" GC.run >/dev/null
before=$(old_gen)
from=$(date -u -d '-366 days' +%Y-%m-%dT%H:%M:%SZ)
export_start=$(date +%s%N)
curl -sf -H "Cookie: next-auth.session-token=$super" -o bench/out.audit-export.csv \
  "$base/api/admin/audit-logs/export?format=csv&from=$from" &
curl_pid=$!
peak=$before
while kill -0 $curl_pid 2>/dev/null; do
  now=$(old_gen); [ "$now" -gt "$peak" ] && peak=$now
  sleep 0.2
done
wait $curl_pid || { echo "FAIL: export failed"; failed=1; }
export_ms=$(( ($(date +%s%N) - export_start) / 1000000 ))
rows=$(( $(wc -l < bench/out.audit-export.csv) - 1 ))
jcmd "$pid" GC.run >/dev/null
printf 'export: %d rows, %d MB in %d ms = %d rows/s; old generation %d MB before, %d MB peak, %d MB after\n' \
  "$rows" $(( $(stat -c %s bench/out.audit-export.csv) / 1048576 )) "$export_ms" $(( rows * 1000 / (export_ms > 0 ? export_ms : 1) )) \
  "$before" "$peak" "$(old_gen)"
rm -f bench/out.audit-export.csv
fi

# BENCH_SERVER_CPUS / BENCH_CLIENT_CPUS (taskset lists, e.g. 0 and 1) keep the service and the
# bench client on different cores, so 500 stream readers in the client do not take the service's
# CPU in one phase and not the other (PostgreSQL stays free to use both).
client=()
if [ -n "${BENCH_SERVER_CPUS:-}" ]; then taskset -a -p -c "$BENCH_SERVER_CPUS" "$pid" >/dev/null; fi
if [ -n "${BENCH_CLIENT_CPUS:-}" ]; then client=(taskset -c "$BENCH_CLIENT_CPUS"); fi
javac -d bench/target/audit-stream bench/AuditStreamBench.java bench/AuditStreamReaders.java bench/AuditStreamWriter.java
"${client[@]}" java -cp bench/target/audit-stream AuditStreamBench "$base" "$admin" "$streams" "$rate" "$duration" 16 "$pid" || failed=1
[ "$failed" = 0 ] || { echo "FAILED (see above)"; exit 1; }
