#!/usr/bin/env bash
# Start-up of the packaged service, twice over: on a fresh database (Flyway migrates every
# version, the first-start bootstrap creates the administrator) and then RESTARTS times over that
# migrated database, which is what a deployment's every restart and every new replica does.
# Prints each time to the first successful request (readiness, then a signed-in read) and the
# RSS once it answered, then the medians.
# Usage: bench/startup.sh [restarts]   (default 5). JAVA_OPTS as in bench/run.sh: unset, the image's;
# JAVA_OPTS_APPEND adds options to them.
# Paired: BENCH_JAR_B (another build), BENCH_JAVA_B (another java, e.g. a JDK 25 beside JDK 17's
# BENCH_JAVA) and/or BENCH_JAVA_OPTS_B (options added for B only) make each
# restart round measure A (BENCH_JAR, or bench/lib.sh's jar) and then B over the same database, so
# the load of the minute falls on both; medians are printed per side. CPU to ready is the figure
# to compare on a shared machine.
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
  # shellcheck disable=SC2086
  BENCH_KEEP_DB="${1:-}" start_service bench/out-startup.log ${2:-}
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
m() { printf '%s\n' "$@" | median; }
jar_a="$bench_jar" jar_b="${BENCH_JAR_B:-}" java_a="$bench_java"
sides=A; [ -n "$jar_b" ] || [ -n "${BENCH_JAVA_OPTS_B:-}" ] || [ -n "${BENCH_JAVA_B:-}" ] && sides="A B"
declare -A ready cpu answered rss
for i in $(seq "$restarts"); do
  for side in $sides; do
    opts=""
    if [ "$side" = B ]; then bench_jar="${jar_b:-$jar_a}" bench_java="${BENCH_JAVA_B:-$java_a}" opts="${BENCH_JAVA_OPTS_B:-}"
    else bench_jar="$jar_a" bench_java="$java_a"; fi
    printf 'restart %d %s(migrated):    ' "$i" "${sides:+$side }"; measure 1 "$opts"
    ready[$side]+="$ready_ms " cpu[$side]+="$ready_cpu " answered[$side]+="$answered_ms " rss[$side]+="$rss_mb "
  done
done
for side in $sides; do
  # shellcheck disable=SC2086
  printf 'restart medians %s: %s ms to ready (%s ms CPU), %s ms to a signed-in answer, RSS %s MB\n' "$side" \
    "$(m ${ready[$side]})" "$(m ${cpu[$side]})" "$(m ${answered[$side]})" "$(m ${rss[$side]})"
done
printf 'load average after: %s\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
