#!/usr/bin/env bash
# Runs every fuzz target of .ci/fuzz/build.sh for SECONDS each (default 25), starting from its
# seeds and from what earlier runs found (.build/fuzz/corpus/TARGET), and fails when a target
# crashes, hangs past 10 s on one input or exceeds 2 GB. A longer run is the same command with
# more seconds:  .ci/fuzz/run.sh 3600
# A crash leaves its input in .build/fuzz/artifacts/TARGET/; copy it to
# Tests/Fixtures/Fuzz/TARGET/ and add a row to Tests/ArchLintKitTests/Hostile/BadInputTable.swift.
set -uo pipefail
cd "$(dirname "$0")/../.."
seconds=${1:-25}
out=.build/fuzz
status=0
printf '%-18s %12s %10s %8s\n' target executions "exec/s" crashes
for binary in "$out"/*; do
  [ -f "$binary" ] && [ -x "$binary" ] || continue
  target=$(basename "$binary")
  mkdir -p "$out/corpus/$target" "$out/artifacts/$target"
  log="$out/$target.log"
  LSAN_OPTIONS="suppressions=$PWD/.ci/fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}" \
  "$binary" "$out/corpus/$target" "$out/seeds/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -max_len=16384 -print_final_stats=1 -artifact_prefix="$out/artifacts/$target/" > "$log" 2>&1
  result=$?
  executions=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  speed=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo 0)
  crashes=$(ls "$out/artifacts/$target" | grep -cE '^(crash|timeout|oom|leak)-' || true)
  printf '%-18s %12s %10s %8s\n' "$target" "${executions:-0}" "${speed:-0}" "$crashes"
  if [ $result -ne 0 ] || [ "$crashes" -ne 0 ]; then
    status=1
    echo "$target failed; see $log and $out/artifacts/$target/" >&2
    grep -m5 -E 'ERROR|SUMMARY|Fatal|precondition' "$log" >&2 || true
  fi
done
exit $status
