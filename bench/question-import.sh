#!/usr/bin/env bash
# Import of a 5,000-question GIFT file (issue 45, ADR 0054): time and peak memory of the GIFT reader.
#   bench/question-import.sh [N]            parses the generated file in-process (ImportBench, test scope of
#                                           adapters-interchange): read/skipped counts, time, peak heap
#                                           then starts the packaged service (bench/lib.sh) and posts the file to
#                                           POST /api/question-banks/{id}/import?format=gift, dry run and for real
set -euo pipefail
cd "$(dirname "$0")/.."
N="${1:-5000}"
OUT=bench/target/question-import
mkdir -p "$OUT"
bench/gift-questions.py "$N" > "$OUT/questions.gift"
echo "file: $OUT/questions.gift ($(wc -c < "$OUT/questions.gift") bytes, $N questions)"

./mvnw -B -ntp -o -q -pl adapters-interchange -am test-compile -Dquarkus.package.jar.type=fast-jar
./mvnw -B -ntp -o -q -pl adapters-interchange dependency:build-classpath -Dmdep.outputFile="$PWD/$OUT/classpath" >/dev/null
java -Xmx512m -cp "adapters-interchange/target/test-classes:adapters-interchange/target/classes:application/target/classes:domain/target/classes:$(cat "$OUT/classpath")" \
  app.assessment.adapters.interchange.ImportBench "$OUT/questions.gift" gift 5

# Through the route, against the packaged service on a fresh database (bench/lib.sh): a bank, then the file as a
# dry run and for real, each request's time and the service's RSS after it; BENCH_ROUTE=0 skips this part.
[ "${BENCH_ROUTE:-1}" = 1 ] || exit 0
port="${BENCH_PORT:-18088}"
base="http://127.0.0.1:$port"
db="${BENCH_DB:-assessment_question_import_bench}"
[ -f bootstrap/target/quarkus-app/quarkus-run.jar ] ||
  ./mvnw -B -ntp -o -q -pl bootstrap -am package -DskipTests -Dquarkus.package.jar.type=fast-jar
# shellcheck source=bench/lib.sh
source bench/lib.sh
start_service bench/target/out.question-import.log
printf 'machine: %s cores; commit: %s; load average before: %s\n' "$(nproc)" "$(git rev-parse --short HEAD)" \
  "$(cut -d' ' -f1-3 /proc/loadavg)"
session=$(signin "$BOOTSTRAP_ADMIN_EMAIL" "$BOOTSTRAP_ADMIN_PASSWORD")
bank=$(curl -s -H "Cookie: next-auth.session-token=$session" -H 'Content-Type: application/json' -d '{"name":"Bench"}' \
  "$base/api/question-banks" | jq -r .id)
rss_mb() { awk '/VmRSS/{printf "%d", $2 / 1024}' "/proc/$pid/status"; }
printf 'RSS at start: %s MB\n' "$(rss_mb)"
for run in "dry run|true" "import|false"; do
  IFS='|' read -r name dry <<< "$run"
  out=$(curl -sS -o "$OUT/import-response.json" -w '%{http_code} %{time_total}' -H "Cookie: next-auth.session-token=$session" \
    -F "file=@$OUT/questions.gift" "$base/api/question-banks/$bank/import?format=gift&dryRun=$dry")
  printf '%-8s HTTP %s in %6.2f s   imported %s, skipped %s   RSS %s MB\n' "$name" "${out%% *}" "${out##* }" \
    "$(jq .imported "$OUT/import-response.json")" "$(jq '.skipped | length' "$OUT/import-response.json")" "$(rss_mb)"
  [ "${out%% *}" = 200 ]
done
stored=$(sql -c "select count(*) from bank_questions where bank_id = '$bank' and deleted_at is null")
printf 'stored: %s questions\n' "$stored"
[ "$stored" = "$N" ]
