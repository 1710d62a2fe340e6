#!/usr/bin/env bash
# Proves that the AOT cache beside quarkus-run.jar is used, not merely present: a start with
# -XX:AOTMode=on (the JVM refuses to start unless it can map the cache: another JVM build, other
# GC or object-header options, another class path) and -Xlog:class+load, counting the classes
# that came from the cache. The start has no settings, so it stops once it named the missing ones,
# past Quarkus' start and the service's own configuration classes.
# Usage: check.sh [APP_DIR]   (default bootstrap/target/quarkus-app); AOT_JAVA, AOT_JAVA_OPTS as train.sh.
set -euo pipefail
# shellcheck source=bootstrap/src/main/aot/options.sh
source "$(dirname "$0")/options.sh"
app=$(cd "${1:-bootstrap/target/quarkus-app}" && pwd)
[ -s "$app/app.aot" ] || { echo "FAIL: no AOT cache at $app/app.aot"; exit 1; }
# shellcheck disable=SC2086
out=$(cd "$app" && env -i PATH="$PATH" HOME=/tmp "$java" $opts -XX:AOTCache=app.aot -XX:AOTMode=on \
  -Xlog:aot=info:stdout -Xlog:class+load=info:stdout -jar quarkus-run.jar 2>&1 || true)
loaded=$(grep -c 'class,load' <<<"$out" || true)
cached=$(grep -c 'source: shared objects file' <<<"$out" || true)
own=$(grep 'source: shared objects file' <<<"$out" | grep -c ' app\.assessment\.' || true)
if [ "$cached" -lt 1000 ] || [ "$own" -lt 1 ] || ! grep -q DB_URL <<<"$out"; then
  grep -v 'class,load' <<<"$out" | tail -20
  echo "FAIL: the AOT cache is not used ($cached of $loaded classes from it, $own of the service's own)"; exit 1
fi
echo "OK: AOT cache used by $("$java" -version 2>&1 | sed -n 2p): $cached of $loaded classes loaded from it ($own of the service's own)"
