#!/usr/bin/env bash
# Issue 47's import figures through HTTP against the packaged service (docs/adr/0058): a 10,000-row
# students' CSV (all eight columns, valid CPFs, `;` separated, with a byte-order mark) sent to
# POST /api/students/import as a dry run, for real (10,000 created), again (10,000 unchanged: the
# idempotent re-import), and with every tenth row changed (1,000 updated); then POST
# /api/assignments/bulk of one form to BENCH_BULK (default 2,000) of those students, with invitations.
# Goal: each import of 10,000 rows under 30 s. Each step's wall time is curl's, and the service's
# resident memory is read after each.
# Usage: bench/people-import.sh   Database BENCH_DB (default assessment_import_bench, made anew); port BENCH_PORT (default 18087).
set -euo pipefail
cd "$(dirname "$0")/.."
port="${BENCH_PORT:-18087}"
base="http://127.0.0.1:$port"
db="${BENCH_DB:-assessment_import_bench}"
rows="${BENCH_ROWS:-10000}"
bulk="${BENCH_BULK:-2000}"
# shellcheck source=bench/lib.sh
source bench/lib.sh
use_packaged_jar
start_service bench/target/out.people-import.log
printf 'machine: %s cores; java: %s; commit: %s; load average before: %s\n' "$(nproc)" \
  "$("$bench_java" -version 2>&1 | head -1)" "$(git rev-parse --short HEAD)" "$(cut -d' ' -f1-3 /proc/loadavg)"
session=$(signin "$BOOTSTRAP_ADMIN_EMAIL" "$BOOTSTRAP_ADMIN_PASSWORD")

# people_csv FILE CHANGED_EVERY: the students' file; every CHANGED_EVERY-th row with another grade (0: none).
people_csv() {
  python3 - "$1" "$rows" "$2" <<'PY'
import sys
path, rows, changed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
def cpf(n):
    base = f"{n:09d}"
    def check(digits, weight):
        rest = sum(int(d) * (weight - i) for i, d in enumerate(digits)) * 10 % 11
        return 0 if rest == 10 else rest
    first = check(base, 10)
    return base + str(first) + str(check(base + str(first), 11))
with open(path, "w", encoding="utf-8", newline="") as out:
    out.write("\ufeffname;email;phone;status;cpfCnpj;age;grade;gender\r\n")
    for i in range(1, rows + 1):
        grade = "9B" if changed and i % changed == 0 else "8A"
        out.write(f"\"Aluno {i:05d}, Silva\";aluno{i}@escola.example;+55 11 9{i:08d};ACTIVE;{cpf(100000 + i)};{10 + i % 8};{grade};F\r\n")
PY
}
rss_mb() { awk '/VmRSS/{printf "%d", $2 / 1024}' "/proc/$pid/status"; }
# step NAME URL FILE: posts the file, prints wall time, the answer's counts and the RSS after.
step() {
  local out
  out=$(curl -s -o bench/target/import-answer.json -w '%{http_code} %{time_total}' -H "Cookie: next-auth.session-token=$session" \
    -F "file=@$3;type=text/csv" "$2")
  printf '%-26s HTTP %s in %6.2f s   %s   RSS %s MB\n' "$1" "${out%% *}" "${out##* }" \
    "$(jq -c '{created, updated, unchanged, errors: (.errors | length)}' bench/target/import-answer.json)" "$(rss_mb)"
  [ "${out%% *}" = 200 ]
}

people_csv bench/target/students.csv 0
people_csv bench/target/students-changed.csv 10
printf 'file: %d rows, %d bytes\n' "$rows" "$(stat -c %s bench/target/students.csv)"
printf 'RSS at start: %s MB\n' "$(rss_mb)"
step "dry run" "$base/api/students/import?dryRun=true" bench/target/students.csv
step "import (new)" "$base/api/students/import" bench/target/students.csv
step "import again (unchanged)" "$base/api/students/import" bench/target/students.csv
step "import (10% changed)" "$base/api/students/import" bench/target/students-changed.csv
[ "$(sql -c "select count(*) from students where email like 'aluno%@escola.example' and deleted_at is null")" = "$rows" ] ||
  { echo "expected $rows students stored" >&2; exit 1; }

form=$(curl -s -H "Cookie: next-auth.session-token=$session" -H 'Content-Type: application/json' \
  -d '{"title":"Bulk bench","isPublished":true,"questions":[{"text":"2+2?","options":[{"text":"4","points":1},{"text":"5","points":0}]}]}' \
  "$base/api/forms" | jq -r .id)
ids=$(sql -c "select json_agg(id) from (select id from students where email like 'aluno%@escola.example' order by email limit $bulk) s")
out=$(curl -s -o bench/target/bulk-answer.json -w '%{http_code} %{time_total}' -H "Cookie: next-auth.session-token=$session" \
  -H 'Content-Type: application/json' -d "{\"formId\":\"$form\",\"studentIds\":$ids}" "$base/api/assignments/bulk")
printf '%-26s HTTP %s in %6.2f s   created %s   RSS %s MB\n' "bulk assign ($bulk)" "${out%% *}" "${out##* }" \
  "$(jq .created bench/target/bulk-answer.json)" "$(rss_mb)"
[ "${out%% *}" = 201 ]
