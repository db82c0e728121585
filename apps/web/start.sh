#!/bin/sh
# Starts the release artefact with a V8 heap sized for the instance, so garbage is collected
# before the container's memory limit is reached instead of after (docs/deploy.md).
#   MEMORY_LIMIT_MB — the instance's memory (default 512, Cloud Run's smallest usual size)
#   NODE_HEAP_MB    — the old-space limit; default 60 % of MEMORY_LIMIT_MB, leaving room for
#                     code, buffers, sharp's native memory and the young generation
set -eu
cd "$(dirname "$0")"
limit="${MEMORY_LIMIT_MB:-512}"
case "$limit" in
  '' | *[!0-9]*) echo "MEMORY_LIMIT_MB must be a whole number of MiB, got '$limit'" >&2; exit 64 ;;
esac
heap="${NODE_HEAP_MB:-$((limit * 60 / 100))}"
case "$heap" in
  '' | *[!0-9]*) echo "NODE_HEAP_MB must be a whole number of MiB, got '$heap'" >&2; exit 64 ;;
esac
export NODE_ENV="${NODE_ENV:-production}"
exec node --max-old-space-size="$heap" server.mjs
