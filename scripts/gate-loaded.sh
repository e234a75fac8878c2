#!/usr/bin/env bash
# The gate three times in a row with one core kept busy (docs/benchmarks.md, "Night of
# 2026-11-27"): each run is .ci/run on a new fresh clone of this checkout's HEAD, while a spinning
# process takes one core. Prints one line per run: the commit, exit code and seconds.
#   scripts/gate-loaded.sh [runs]   (default 3; clones into a temporary folder)
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-3}"
yes > /dev/null &
busy=$!
trap 'kill "$busy" 2> /dev/null' EXIT
for i in $(seq 1 "$runs"); do
  dir="$(mktemp -d)"
  git clone -q "$repo" "$dir"
  start=$(date +%s)
  (cd "$dir" && .ci/run > "$dir/gate.log" 2>&1)
  rc=$?
  echo "run $i: commit $(git -C "$dir" rev-parse --short HEAD) rc=$rc secs=$(($(date +%s) - start)) log=$dir/gate.log"
done
