#!/usr/bin/env bash
# The whole suite (docs/testing.md): static checks, unit, architecture, integration, security, reliability and
# operations tests against the machine's PostgreSQL, the browser tests, the bench smoke, and the integration and
# security tests once more on the embedded PGlite. The lanes below run side by side (most of their time is waiting on
# a database, a browser or a timer, not on a core); each writes its own log under tmp/test-logs/. Ends with the ten
# slowest test files and "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
BUN=node_modules/.bin/bun
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
logs=tmp/test-logs
rm -rf "$logs" && mkdir -p "$logs"
started=$(date +%s)

# bun test with per-file durations written to $logs/<lane>.timings.json (read back for the slowest-files list)
bun_test() { # lane, then bun test's arguments
  local lane=$1; shift
  $BUN test --timeout 120000 --timings="$logs/$lane.timings.json" --update-timings "$@"
}

lane() { # name, then the command; runs in the background, leaving $logs/<name>.{log,code,seconds}
  local name=$1; shift
  (
    local from; from=$(date +%s)
    "$@" >"$logs/$name.log" 2>&1
    echo $? >"$logs/$name.code"
    echo $(($(date +%s) - from)) >"$logs/$name.seconds"
  ) &
}

checks() {
  make -s openapi && git diff --exit-code --stat -- openapi/openapi.json web/src/api web/src/routeTree.gen.ts || return 1
  make -s lint || return 1
  make -s lint-contract || return 1
  node_modules/.bin/tsc -p tsconfig.json && (cd web && ../node_modules/.bin/tsc -p tsconfig.json)
}

# The browser tests first: the longest lane. Two workers: the sweep (the slowest file) on one, the rest on the other.
lane browser bun_test browser --parallel=2 tests/e2e
lane postgres bun_test postgres src tests/architecture tests/contract tests/integration tests/security tests/reliability tests/operations
lane pglite env -u TEST_DATABASE_URL "$BUN" test --timeout 120000 --timings="$logs/pglite.timings.json" --update-timings tests/contract tests/integration tests/security
lane bench-smoke env BENCH_SMOKE=1 BENCH_STUDENTS=20000 "$BUN" bench/run.ts
lane checks checks
wait

status=0
passed=0
failed=0
echo
for name in checks postgres browser pglite bench-smoke; do
  code=$(cat "$logs/$name.code" 2>/dev/null || echo 1)
  seconds=$(cat "$logs/$name.seconds" 2>/dev/null || echo '?')
  counts=''
  if [ "$name" = postgres ] || [ "$name" = browser ] || [ "$name" = pglite ]; then
    p=$(grep -Eo '^ *[0-9]+ pass$' "$logs/$name.log" | tail -1 | grep -Eo '[0-9]+')
    x=$(grep -Eo '^ *[0-9]+ fail$' "$logs/$name.log" | tail -1 | grep -Eo '[0-9]+')
    passed=$((passed + ${p:-0}))
    failed=$((failed + ${x:-0}))
    counts=" (${p:-0} passed, ${x:-0} failed)"
    grep -q '^ *0 fail$' "$logs/$name.log" || code=1
  fi
  if [ "$code" -eq 0 ]; then
    echo "── $name: ok in ${seconds} s$counts"
  else
    status=1
    echo "── $name: FAILED in ${seconds} s$counts; the failures (whole log: $logs/$name.log):"
    if grep -q '(fail)' "$logs/$name.log"; then grep -B30 '(fail)' "$logs/$name.log" | tail -400; else tail -80 "$logs/$name.log"; fi
  fi
done

echo
echo "The ten slowest test files (seconds; a file's lane runs beside the others):"
node -e '
  const fs = require("fs");
  const rows = [];
  for (const lane of ["postgres", "browser", "pglite"]) {
    const path = `'"$logs"'/${lane}.timings.json`;
    if (!fs.existsSync(path)) continue;
    for (const [file, ms] of Object.entries(JSON.parse(fs.readFileSync(path, "utf8")).files)) rows.push([ms, lane, file]);
  }
  rows.sort((a, b) => b[0] - a[0]);
  for (const [ms, lane, file] of rows.slice(0, 10)) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)}  ${lane.padEnd(8)}  ${file}`);
'
echo "make test took $(($(date +%s) - started)) s"

[ $status -eq 0 ] || [ $failed -gt 0 ] || failed=1
echo "$passed passed, $failed failed"
exit $status
