#!/bin/sh
# call-cron <job>: GET /api/cron/<job> with the cron secret on the first instance that answers.
# Every job takes a database lock, so calling one instance is enough and calling two is harmless.
job="$1"
for target in $TARGETS; do
  if curl -fsS --max-time 300 -H "Authorization: Bearer $CRON_SECRET" "$target/api/cron/$job"; then
    echo; exit 0
  fi
done
echo "cron job $job: no instance answered" >&2
exit 1
