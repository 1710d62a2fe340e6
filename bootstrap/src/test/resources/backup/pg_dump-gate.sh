#!/bin/sh
# pg_dump for the test suite (app.backup.pg-dump in %test). While target/backup-gate.hold exists a
# dump waits before it starts, so a test can keep one backup in flight; while
# target/backup-gate.fail exists it writes half a dump and fails as a broken pg_dump would. The
# wait is here, in the tool, not in a test.
target="$(dirname "$0")/../../../../target"
if [ "$1" != "--version" ]; then
  while [ -f "$target/backup-gate.hold" ]; do sleep 0.05; done
  if [ -f "$target/backup-gate.fail" ]; then
    printf 'PGDMP half a dump'
    echo 'pg_dump: error: query failed: server closed the connection unexpectedly' >&2
    exit 1
  fi
fi
exec pg_dump "$@"
