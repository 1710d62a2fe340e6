#!/usr/bin/env bash
# Import of a 5,000-question GIFT file (issue 45, ADR 0054): time and peak memory of the GIFT reader.
#   bench/question-import.sh [N]            parses the generated file in-process (ImportBench, test scope of
#                                           adapters-interchange): read/skipped counts, time, peak heap
#   BASE=http://localhost:8080 SESSION=<cookie value> BANK_ID=<id> bench/question-import.sh [N]
#                                           also posts it to the bank import route once it exists
#                                           (POST /api/question-banks/{id}/import?format=gift, multipart field file)
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

if [[ -n "${BASE:-}" && -n "${BANK_ID:-}" && -n "${SESSION:-}" ]]; then
  curl -sS -o "$OUT/import-response.json" -w 'route: HTTP %{http_code} in %{time_total}s\n' \
    -H "Cookie: authjs.session-token=$SESSION" -H 'Origin: '"$BASE" \
    -F "file=@$OUT/questions.gift" "$BASE/api/question-banks/$BANK_ID/import?format=gift"
fi
