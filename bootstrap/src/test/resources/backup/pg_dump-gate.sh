#!/bin/sh
# pg_dump for the test suite (app.backup.pg-dump in %test): while the file named by the hold file
# exists, a dump waits before it starts, so a test can keep one backup in flight and watch a second
# call meet it. The wait is here, in the tool, not in a test.
hold="$(dirname "$0")/../../../../target/backup-gate.hold"
if [ "$1" != "--version" ]; then
  while [ -f "$hold" ]; do sleep 0.05; done
fi
exec pg_dump "$@"
