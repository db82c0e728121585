#!/bin/sh
# Starts the release artefact with a V8 heap sized for the instance, so garbage is collected
# before the container's memory limit is reached instead of after (docs/deploy.md).
#   MEMORY_LIMIT_MB — the instance's memory (default 512, Cloud Run's smallest usual size)
#   NODE_HEAP_MB    — the old-space limit; default 40 % of MEMORY_LIMIT_MB: the process holds
#                     ~130 MiB outside that heap at rest (code, buffers, sharp/libvips), and
#                     the young generation and native allocations grow under load
# The young generation is set too (semi-space = MEMORY_LIMIT_MB / 32, 16 MiB for 512): left
# to V8, a small old space also shrinks it, and server rendering then spends its time in
# garbage collection (a third of the throughput in docs/deploy.md's measurements).
set -eu
cd "$(dirname "$0")"
limit="${MEMORY_LIMIT_MB:-512}"
case "$limit" in
  '' | *[!0-9]*) echo "MEMORY_LIMIT_MB must be a whole number of MiB, got '$limit'" >&2; exit 64 ;;
esac
heap="${NODE_HEAP_MB:-$((limit * 40 / 100))}"
case "$heap" in
  '' | *[!0-9]*) echo "NODE_HEAP_MB must be a whole number of MiB, got '$heap'" >&2; exit 64 ;;
esac
export NODE_ENV="${NODE_ENV:-production}"
# glibc makes a malloc arena per thread (libuv's pool, libvips): freed memory stays mapped in
# each. Two arenas keep native memory close to what is in use.
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
semi=$((limit / 32))
exec node --max-old-space-size="$heap" --max-semi-space-size="$semi" server.mjs
