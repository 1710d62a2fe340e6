#!/usr/bin/env bash
# Trains the AOT cache (JEP 483/514/515, docs/adr/0047) of the packaged aot-jar: starts it in the
# production profile with -XX:AOTCacheOutput, on a PostgreSQL database of its own and Redis, drives
# workload.sh through it and stops it; the JVM writes app.aot beside quarkus-run.jar as it exits.
# A cache is accepted only by the JVM build that wrote it, with the same GC and object-header
# options, at the same class path: train with the java and options that will run it.
# With a java older than 25 (no -XX:AOTCacheOutput) it says so in one line and leaves the
# artifact without a cache, which runs the same without the head start.
# Usage: train.sh [APP_DIR]   (default bootstrap/target/quarkus-app)
#   AOT_JAVA       the java that will run the cache (default $JAVA_HOME/bin/java, else java)
#   AOT_JAVA_OPTS  the options it will run with (default Dockerfile.jvm's JAVA_OPTS, or $JAVA_OPTS
#                  when set, as in the image; -XX:AOTCache= is left out)
#   AOT_DB_URL, AOT_DB_USER, AOT_DB_PASSWORD  a database to train on (default: a fresh one on
#                  127.0.0.1:5432 as postgres, dropped afterwards); REDIS_URL (default local)
#   AOT_ROUNDS     rounds of the workload (default 15)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
app=$(cd "${1:-bootstrap/target/quarkus-app}" && pwd)
# shellcheck source=bootstrap/src/main/aot/options.sh
source "$here/options.sh"
# A cache of an earlier build would be refused by this one, or worse, kept beside it.
rm -f "$app/app.aot"
if ! "$java" -XX:+PrintFlagsFinal -version 2>/dev/null | grep -q ' AOTCacheOutput '; then
  echo "[aot] No AOT cache trained: $("$java" -version 2>&1 | head -1) has none (JDK 25+; AOT_JAVA=/path/to/jdk-25/bin/java); $app runs without it"
  exit 0
fi
secret() { head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n'; }
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

db_url="${AOT_DB_URL:-}" created_db=""
if [ -z "$db_url" ]; then
  created_db="aot_training_$$"
  psql -h 127.0.0.1 -U postgres -qc "create database $created_db" >/dev/null
  db_url="jdbc:postgresql://127.0.0.1:5432/$created_db"
fi
data=$(mktemp -d)
pid=""
cleanup() {
  set +e
  if [ -n "$pid" ]; then kill "$pid" 2>/dev/null; wait "$pid" 2>/dev/null; fi
  rm -rf "$data"
  if [ -n "$created_db" ]; then psql -h 127.0.0.1 -U postgres -qc "drop database if exists $created_db with (force)" >/dev/null; fi
}
trap cleanup EXIT

port=$(free_port) management=$(free_port)
email=training-admin@example.com password="Tr-$(secret)" webhook_token=$(secret)
started=$(date +%s)
# A production start: a clean environment with secrets made up for this run alone (none is kept in
# the cache), mail to a port that refuses it (the outbox keeps what the workload queues).
(cd "$app" && exec env -i PATH="$PATH" HOME="$data" DB_URL="$db_url" DB_USER="${AOT_DB_USER:-postgres}" \
  DB_PASSWORD="${AOT_DB_PASSWORD:-}" REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}" REDIS_KEY_PREFIX="aot-training-$$:" \
  SESSION_SECRET="$(secret)" CRON_SECRET="$(secret)" ASAAS_API_KEY="\$aact_prod_$(secret)" ASAAS_WEBHOOK_TOKEN="$webhook_token" \
  PORT="$port" MANAGEMENT_PORT="$management" APP_DATA_DIR="$data" SMTP_HOST=127.0.0.1 SMTP_PORT=1 \
  BOOTSTRAP_ADMIN_EMAIL="$email" BOOTSTRAP_ADMIN_PASSWORD="$password" PUBLIC_RATE_LIMIT_PER_MINUTE=1000000000 \
  MALLOC_ARENA_MAX=2 "$java" $opts -XX:AOTCacheOutput=app.aot -jar quarkus-run.jar) > "$app/aot-training.log" 2>&1 &
pid=$!
until curl -sf -o /dev/null "http://127.0.0.1:$management/q/health/ready"; do
  kill -0 "$pid" 2>/dev/null || { tail -30 "$app/aot-training.log"; echo "[aot] the training start failed; see $app/aot-training.log"; exit 1; }
  [ $(( $(date +%s) - started )) -lt 180 ] || { echo "[aot] not ready after 180 s; see $app/aot-training.log"; exit 1; }
  sleep 0.2
done
"$here/workload.sh" "http://127.0.0.1:$port" "http://127.0.0.1:$management" "$email" "$password" "$webhook_token" "${AOT_ROUNDS:-15}"
kill -TERM "$pid"
wait "$pid" || true
pid=""
[ -s "$app/app.aot" ] || { tail -30 "$app/aot-training.log"; echo "[aot] no cache written; see $app/aot-training.log"; exit 1; }
echo "[aot] trained $app/app.aot ($(du -h "$app/app.aot" | cut -f1)) with $("$java" -version 2>&1 | sed -n 2p) in $(( $(date +%s) - started )) s; options: $opts"
