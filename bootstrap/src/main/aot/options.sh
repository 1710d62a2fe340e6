# Sourced by train.sh and check.sh: $java, the java that runs the cache (AOT_JAVA, else
# $JAVA_HOME/bin/java, else java), and $opts, the options it runs with (AOT_JAVA_OPTS, else
# $JAVA_OPTS as in the image, else Dockerfile.jvm's JAVA_OPTS) without -XX:AOTCache=: a cache is
# accepted only with the GC and object-header options it was trained with.
java="${AOT_JAVA:-${JAVA_HOME:+$JAVA_HOME/bin/}java}"
if [ -z "${AOT_JAVA_OPTS+set}" ]; then
  AOT_JAVA_OPTS="${JAVA_OPTS:-$(sed -n 's/^ *JAVA_OPTS="\([^"]*\)".*/\1/p' "$(dirname "${BASH_SOURCE[0]}")/../docker/Dockerfile.jvm")}"
fi
# The heap as the image's 512 MiB container (the Kubernetes example's limit) sizes it, unless the options
# set it: the compressed-pointer mode of the heap the cache's archived objects were written for (below 4 GB).
opts="-XX:MaxRAM=${AOT_MAX_RAM:-512m} $(tr ' ' '\n' <<<"$AOT_JAVA_OPTS" | grep -v -e '^-XX:AOTCache=' -e '^$' | tr '\n' ' ')"
