#!/usr/bin/env bash
# Backup and restore figures (issue 19), measured in one run on one machine so the ratios hold:
# plain `pg_dump -Fc > /dev/null` beside the service's backup (pg_dump + OpenPGP + SHA-256 +
# storage, driven through POST /api/cron/backup), the service's heap during the backup (jstat
# samples: peak used minus used before, an upper bound since uncollected garbage counts), and
# ./restore beside plain pg_restore of a plain dump.
# Usage: bench/backup.sh [pgbench-scale]   (default 66: about 1 GB of tables and indexes)
set -euo pipefail
cd "$(dirname "$0")/.."
scale="${1:-66}"
port="${BENCH_PORT:-18081}"
base="http://127.0.0.1:$port"
db="${BENCH_DB:-assessment_backup_bench}"
work="$(mktemp -d)"
jar=bootstrap/target/quarkus-app/quarkus-run.jar
[ -f "$jar" ] || ./mvnw -B -q -pl bootstrap -am package -DskipTests
psql_() { psql -h 127.0.0.1 -U postgres -qAt "$@"; }
now() { date +%s%N; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b - a) / 1e9 }'; }

psql_ -c "drop database if exists $db with (force)" -c "create database $db" >/dev/null
for r in plain service; do psql_ -c "drop database if exists ${db}_$r with (force)" >/dev/null; done

export DB_URL="jdbc:postgresql://127.0.0.1:5432/$db" DB_USER=postgres REDIS_URL="redis://127.0.0.1:6379"
export QUARKUS_PROFILE=dev QUARKUS_HTTP_PORT="$port" QUARKUS_LOG_LEVEL=WARN
# Readiness is on the management port (issue 42), one per bench port.
export MANAGEMENT_PORT="${BENCH_MANAGEMENT_PORT:-$((port + 1000))}"
export BACKUP_PASSPHRASE="bench-passphrase" BACKUP_DIR="$work/backups" CRON_SECRET="bench-cron-secret-0123456789abcdef"
java ${JAVA_OPTS:-} -jar "$jar" > bench/backup-out.log 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid 2>/dev/null || true; rm -rf "$work"' EXIT
until curl -sf "http://127.0.0.1:$MANAGEMENT_PORT/q/health/ready" >/dev/null; do
  kill -0 $pid 2>/dev/null || { echo "service died; see bench/backup-out.log"; exit 1; }
  sleep 0.2
done

echo "loading pgbench scale $scale into $db (after the service's migrations)..."
pgbench -h 127.0.0.1 -U postgres -i -q -s "$scale" "$db" >/dev/null 2>&1
psql_ -d "$db" -c "vacuum analyze" >/dev/null
size=$(psql_ -d "$db" -c "select pg_size_pretty(pg_database_size('$db'))")
echo "database size: $size"

t0=$(now); pg_dump -Fc -h 127.0.0.1 -U postgres "$db" > /dev/null; t1=$(now)
plain_dump=$(secs "$t0" "$t1")

backup() { curl -sf -X POST -H "Authorization: Bearer $CRON_SECRET" "$base/api/cron/backup" > "$work/backup.json"; }
t0=$(now); backup; t1=$(now)
service_backup=$(secs "$t0" "$t1")
t0=$(now); pg_dump -Fc -h 127.0.0.1 -U postgres "$db" > /dev/null; t1=$(now)
plain_dump2=$(secs "$t0" "$t1")

# A second backup for the heap figure only: jstat starts a JVM per sample, which would slow the timed one.
heap() { jstat -gc "$pid" | awk 'NR == 2 { printf "%.0f", ($3 + $4 + $6 + $8) / 1024 }'; }
before=$(heap)
( peak=0; while kill -0 $pid 2>/dev/null; do h=$(heap); [ "$h" -gt "$peak" ] && peak=$h && echo "$peak" > "$work/peak"; sleep 0.5; done ) &
sampler=$!
backup
kill $sampler 2>/dev/null || true
peak=$(cat "$work/peak" 2>/dev/null || echo "$before")
file=$(sed -E 's/.*"location":"file:\/\/([^"]*)".*/\1/' "$work/backup.json")
sha=$(sed -E 's/.*"sha256":"([0-9a-f]+)".*/\1/' "$work/backup.json")

psql_ -c "create database ${db}_plain" -c "create database ${db}_service" >/dev/null
pg_dump -Fc -h 127.0.0.1 -U postgres "$db" > "$work/plain.dump"
t0=$(now); pg_restore --no-owner --no-privileges --single-transaction -h 127.0.0.1 -U postgres -d "${db}_plain" "$work/plain.dump"; t1=$(now)
plain_restore=$(secs "$t0" "$t1")
t0=$(now)
BACKUP_PASSPHRASE="$BACKUP_PASSPHRASE" PGUSER=postgres ./restore "$file" --sha256 "$sha" \
  --target "jdbc:postgresql://127.0.0.1:5432/${db}_service" > /dev/null
t1=$(now)
service_restore=$(secs "$t0" "$t1")

echo "plain pg_dump -Fc > /dev/null : ${plain_dump} s before, ${plain_dump2} s after"
echo "service backup (encrypted)    : ${service_backup} s  ratio $(awk -v a="$service_backup" -v b="$plain_dump" -v c="$plain_dump2" 'BEGIN { printf "%.2f", 2 * a / (b + c) }') (to the mean of the two)"
echo "backup file                   : $(du -h "$file" | cut -f1)"
echo "heap used before / peak       : ${before} MB / ${peak} MB  (growth $((peak - before)) MB)"
echo "plain pg_restore              : ${plain_restore} s"
echo "./restore (verify + restore)  : ${service_restore} s  ratio $(awk -v a="$service_restore" -v b="$plain_restore" 'BEGIN { printf "%.2f", a / b }')"
kill $pid; wait $pid 2>/dev/null || true
for r in plain service; do psql_ -c "drop database if exists ${db}_$r with (force)" >/dev/null; done
psql_ -c "drop database if exists $db with (force)" >/dev/null
trap - EXIT
rm -rf "$work"
