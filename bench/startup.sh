#!/usr/bin/env bash
# Start-up of the packaged service, twice over: on a fresh database (Flyway migrates every
# version, the first-start bootstrap creates the administrator) and then RESTARTS times over that
# migrated database, which is what a deployment's every restart and every new replica does.
# Prints each time to the first successful request (readiness, then a signed-in read) and the
# RSS once it answered, then the medians.
# Usage: bench/startup.sh [restarts]   (default 5). JAVA_OPTS as in bench/run.sh: unset, the image's;
# JAVA_OPTS_APPEND adds options to them.
set -euo pipefail
cd "$(dirname "$0")/.."
restarts="${1:-5}"
port="${BENCH_PORT:-18080}"
base="http://127.0.0.1:$port"
db="${BENCH_DB:-assessment_bench}"
# shellcheck source=bench/lib.sh
source bench/lib.sh

stop_service() { kill "$pid"; wait "$pid" 2>/dev/null || true; }
median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR + 1) / 2] : int((a[NR / 2] + a[NR / 2 + 1]) / 2)}'; }
cpu_ms() { echo $(( $(awk '{print $14 + $15}' "/proc/$pid/stat") * 1000 / $(getconf CLK_TCK) )); }
# measure [KEEP_DB]: start, then one signed-in read (the first request a user would make). Sets
# ready_ms, ready_cpu (CPU the JVM spent until ready: steadier than wall time on a shared
# machine), answered_ms and rss_mb.
measure() {
  BENCH_KEEP_DB="${1:-}" start_service bench/out-startup.log
  local ready_ns session
  ready_ns=$(date +%s%N) ready_ms=$startup_ms ready_cpu=$(cpu_ms)
  session=$(signin "$BOOTSTRAP_ADMIN_EMAIL" "$BOOTSTRAP_ADMIN_PASSWORD")
  curl -sf -o /dev/null -H "Cookie: next-auth.session-token=$session" "$base/api/user/role"
  answered_ms=$(( ready_ms + ($(date +%s%N) - ready_ns) / 1000000 )) rss_mb=$(( $(ps -o rss= -p "$pid") / 1024 ))
  printf '%6d ms to ready (%5d ms CPU), %6d ms to a signed-in answer, RSS %d MB\n' \
    "$ready_ms" "$ready_cpu" "$answered_ms" "$rss_mb"
  kill "$pid"; wait "$pid" 2>/dev/null || true
}

printf 'load average: %s; JAVA_OPTS: %s; JAVA_OPTS_APPEND: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)" \
  "${JAVA_OPTS-(the image defaults, bench/lib.sh)}" "${JAVA_OPTS_APPEND:-}"
printf 'fresh database (migrates): '; measure
ready=() cpu=() answered=() rss=()
for i in $(seq "$restarts"); do
  printf 'restart %d (migrated):      ' "$i"; measure 1
  ready+=("$ready_ms") cpu+=("$ready_cpu") answered+=("$answered_ms") rss+=("$rss_mb")
done
m() { printf '%s\n' "$@" | median; }
printf 'restart medians: %s ms to ready (%s ms CPU), %s ms to a signed-in answer, RSS %s MB; load average after: %s\n' \
  "$(m "${ready[@]}")" "$(m "${cpu[@]}")" "$(m "${answered[@]}")" "$(m "${rss[@]}")" "$(cut -d' ' -f1-3 /proc/loadavg)"
