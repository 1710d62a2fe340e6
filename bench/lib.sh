# Shared by the bench scripts: start the packaged service on a fresh database and sign in.
# Source it after setting port (and optionally db); it sets base, db, pid and an EXIT trap.

bench_jar="${BENCH_JAR:-bootstrap/target/quarkus-app/quarkus-run.jar}"

# wrk drives every load; a fresh machine gets it from Debian's packages.
need_wrk() {
  command -v wrk >/dev/null || apt-get install -y -qq wrk >/dev/null || { echo "wrk is needed (apt-get install wrk)" >&2; exit 1; }
}
# use_packaged_jar: BENCH_JAR, or this tree's fast-jar, packaged first when absent (one Maven build at a time
# on the shared cores); makes bench/target and checks wrk.
use_packaged_jar() {
  if [ -z "${BENCH_JAR:-}" ] && [ ! -f bootstrap/target/quarkus-app/quarkus-run.jar ]; then
    while pgrep -f '^[^ ]*java .*plexus-classworlds' >/dev/null; do sleep 5; done
    ./mvnw -B -ntp -o -pl bootstrap -am package -DskipTests -Dquarkus.package.jar.type=fast-jar
  fi
  export BENCH_JAR="${BENCH_JAR:-bootstrap/target/quarkus-app/quarkus-run.jar}"
  bench_jar="$BENCH_JAR"
  mkdir -p bench/target
  need_wrk
}
# Processes a script started (services, stand-ins): the EXIT trap stops every one.
bench_pids=()
stop_bench_processes() {
  local p
  for p in "${bench_pids[@]}"; do kill "$p" 2>/dev/null || true; done
  for p in "${bench_pids[@]}"; do wait "$p" 2>/dev/null || true; done
}
trap stop_bench_processes EXIT

# A secret for a run that keeps nothing: 48 random hex characters.
made_up_secret() { head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n'; }

# The JVM runs with the image's defaults unless JAVA_OPTS is set: JAVA_OPTS and MALLOC_ARENA_MAX are
# read from Dockerfile.jvm, and the AOT cache is trained the way its build trains it (bootstrap/src/main/aot/
# train.sh, with this java and these options plus the extra ones a run adds: a cache is refused under other
# GC or object-header options); JAVA_OPTS_APPEND adds to them (a later option wins), as in the image. A
# java older than 25 runs the options it knows (no AOT cache, no compact object headers: the JDK 17
# fast-jar of docs/adr/0047's comparison). The image's heap is a share of the container's memory;
# BENCH_CONTAINER_MEMORY (default 512m, the Kubernetes example's limit) stands for that limit here
# (-XX:MaxRAM), where the host has far more. BENCH_JAVA picks the java (default: java on PATH).
bench_java="${BENCH_JAVA:-java}"
# The webhook token the service is started with and bench/webhook.lua sends.
bench_webhook_token="bench-asaas-webhook-token-0123456789abcdef"
image_defaults() { # extra java options of the run...
  local dockerfile=bootstrap/src/main/docker/Dockerfile.jvm dir opts
  image_java_opts=$(sed -n 's/^ *JAVA_OPTS="\([^"]*\)".*/\1/p' "$dockerfile")
  image_malloc_arenas=$(sed -n 's/^ *MALLOC_ARENA_MAX=\([0-9]*\).*/\1/p' "$dockerfile")
  dir=$(dirname "$bench_jar")
  if ! "$bench_java" -XX:+PrintFlagsFinal -version 2>/dev/null | grep -q ' AOTCacheOutput '; then
    image_java_opts=$(tr ' ' '\n' <<<"$image_java_opts" | grep -v -e '^-XX:AOTCache=' -e 'CompactObjectHeaders' | tr '\n' ' ')
    return
  fi
  opts="$image_java_opts ${JAVA_OPTS_APPEND:-} $*"
  if [ ! -s "$dir/app.aot" ] || [ "$(cat "$dir/app.aot.opts" 2>/dev/null)" != "$opts" ] ||
     [ -n "$(find "$dir" -newer "$dir/app.aot" -name '*.jar' | head -1)" ]; then
    AOT_JAVA="$(command -v "$bench_java")" AOT_JAVA_OPTS="$opts" bootstrap/src/main/aot/train.sh "$dir" >&2
    echo "$opts" > "$dir/app.aot.opts"
  fi
}

# start_service LOG [extra java options...]: a fresh database named $db, the production profile (secrets
# made up for the run; the webhook token bench/webhook.lua sends), the bench administrator; waits for readiness and records start-up time in $startup_ms.
# BENCH_KEEP_DB=1 starts over the database as it is (a restart over a migrated schema, a second
# instance); BENCH_REUSE=1 keeps one an earlier run seeded when it exists.
start_service() {
  local log="$1"; shift
  [ -f "$bench_jar" ] || ./mvnw -B -q -o -pl bootstrap -am package -DskipTests
  if [ "${BENCH_KEEP_DB:-}" != 1 ] && { [ "${BENCH_REUSE:-}" != 1 ] || ! psql -h 127.0.0.1 -U postgres -d "$db" -qc "select 1" >/dev/null 2>&1; }; then
    psql -h 127.0.0.1 -U postgres -qc "drop database if exists $db with (force)" -c "create database $db" >/dev/null
  fi
  export DB_URL="jdbc:postgresql://127.0.0.1:5432/$db" DB_USER=postgres REDIS_URL="redis://127.0.0.1:6379"
  export QUARKUS_PROFILE=prod QUARKUS_HTTP_PORT="$port" QUARKUS_LOG_LEVEL=WARN LOG_JSON=false
  export SESSION_SECRET="${SESSION_SECRET:-$(made_up_secret)}" CRON_SECRET="${CRON_SECRET:-$(made_up_secret)}"
  export ASAAS_API_KEY="\$aact_prod_$(made_up_secret)" ASAAS_WEBHOOK_TOKEN="$bench_webhook_token"
  # Readiness is on the management port (issue 42), one per bench port.
  export MANAGEMENT_PORT="${BENCH_MANAGEMENT_PORT:-$((port + 1000))}"
  # One client address drives every request here; the per-IP limit would measure itself.
  export PUBLIC_RATE_LIMIT_PER_MINUTE=1000000000
  export BOOTSTRAP_ADMIN_EMAIL="bench-admin@example.com" BOOTSTRAP_ADMIN_PASSWORD="bench-password-123"
  local start ready
  if [ -z "${JAVA_OPTS+set}" ]; then
    image_defaults "$@"
    export MALLOC_ARENA_MAX="$image_malloc_arenas"
    set -- $image_java_opts "-XX:MaxRAM=${BENCH_CONTAINER_MEMORY:-512m}" ${JAVA_OPTS_APPEND:-} "$@"
  fi
  start=$(date +%s%N)
  # From the jar's directory, as the image runs it: the AOT cache names quarkus-run.jar relative.
  (cd "$(dirname "$bench_jar")" && exec "$bench_java" ${JAVA_OPTS:-} "$@" -jar quarkus-run.jar) > "$log" 2>&1 &
  pid=$!
  bench_pids+=("$pid")
  until curl -sf "http://127.0.0.1:$MANAGEMENT_PORT/q/health/ready" >/dev/null; do
    kill -0 $pid 2>/dev/null || { echo "service died; see $log"; exit 1; }
    sleep 0.05
  done
  ready=$(date +%s%N)
  startup_ms=$(( (ready - start) / 1000000 ))
}

# start_greenmail LOG: a fresh GreenMail standalone (no mail held) on a free SMTP port ($smtp_port),
# with IMAP on $imap_port; $smtp_pid is its process. The service sends to it for real where a run
# must not keep its mails: the dev profile's mock mailer holds every mail sent in the service's own
# heap, which a long run's memory figures would measure (session 14: its live set grew by ~1 MB
# every 3 s while the outbox drained).
greenmail_version=2.1.5
greenmail_jar="bench/target/greenmail-standalone-$greenmail_version.jar"
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
start_greenmail() {
  local log="$1"
  [ -f "$greenmail_jar" ] || ./mvnw -B -q dependency:copy -Dartifact="com.icegreen:greenmail-standalone:$greenmail_version" \
    -DoutputDirectory=bench/target
  smtp_port=$(free_port)
  imap_port=$(free_port)
  java -Xmx1g -Dgreenmail.smtp.hostname=127.0.0.1 -Dgreenmail.smtp.port="$smtp_port" \
    -Dgreenmail.imap.hostname=127.0.0.1 -Dgreenmail.imap.port="$imap_port" -Dgreenmail.auth.disabled \
    -jar "$greenmail_jar" > "$log" 2>&1 &
  smtp_pid=$!
  bench_pids+=("$smtp_pid")
  until (exec 3<>"/dev/tcp/127.0.0.1/$smtp_port") 2>/dev/null; do
    kill -0 "$smtp_pid" 2>/dev/null || { echo "SMTP server died; see $log"; exit 1; }
    sleep 0.1
  done
}

# signin EMAIL PASSWORD -> the session token, the way the web client gets one.
signin() {
  local jar csrf token
  jar=$(mktemp)
  csrf=$(curl -s -c "$jar" "$base/api/auth/csrf" | sed 's/.*"csrfToken":"\([^"]*\)".*/\1/')
  curl -s -b "$jar" -c "$jar" -o /dev/null --data-urlencode "email=$1" --data-urlencode "password=$2" \
    --data-urlencode "csrfToken=$csrf" -d json=true "$base/api/auth/callback/credentials"
  token=$(awk '$6=="next-auth.session-token"{print $7}' "$jar")
  rm -f "$jar"
  [ -n "$token" ] || { echo "could not sign in as $1" >&2; exit 1; }
  echo "$token"
}

sql() { psql -h 127.0.0.1 -U postgres -d "$db" -qAt "$@"; }

# fresh_submit_tokens PREFIX SECONDS THREADS [FORM]: that many ranges of fresh assignments of FORM
# (default: the seeded 30-question test of bench/seed-assessments.sql), one per wrk thread, for
# bench/submit.lua; sized from $submit_rate (twice it, for the run's length), in $org by $admin.
# PREFIX must be new.
fresh_submit_tokens() {
  local per_thread=$(( submit_rate * 2 * $2 / $3 + 100 ))
  sql -c "insert into assignments (id, organization_id, form_id, student_id, assigned_by_id, token, status, created_at, updated_at)
    select '$1' || g, '$org', '${4:-bench30}', 'bs' || (g % 100 + 1), '$admin', 'bench-token-$1' || g, 'ACTIVE', now(), now()
    from generate_series(1, $(( per_thread * $3 ))) g"
  export BENCH_TOKEN_PREFIX="bench-token-$1" BENCH_TOKENS_PER_THREAD=$per_thread
}

# wrk_line NAME OUTFILE: one line of figures from a wrk --latency report.
wrk_line() {
  local rps p50 p99 non2xx
  rps=$(awk '/Requests\/sec/{print $2}' "$2")
  p50=$(awk '$1=="50%"{print $2}' "$2")
  p99=$(awk '$1=="99%"{print $2}' "$2")
  non2xx=$(awk '/Non-2xx/{print $5}' "$2")
  printf '%-28s %10s req/s   p50 %8s   p99 %8s   non-2xx %s\n' "$1" "$rps" "$p50" "$p99" "${non2xx:-0}"
  [ "${non2xx:-0}" = 0 ]
}
