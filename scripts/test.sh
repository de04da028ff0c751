#!/usr/bin/env bash
# The whole suite: unit, architecture, contract, integration and browser tests against the machine's
# PostgreSQL, then the integration tests once more on the embedded PGlite. Ends with "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
BUN=node_modules/.bin/bun
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
log=$(mktemp -d)
status=0

run() { # name, then the command
  local name=$1; shift
  echo "── $name"
  "$@" 2>&1 | tee "$log/$name.txt"
  local code=${PIPESTATUS[0]}
  [ "$code" -eq 0 ] || status=1
}

run contract bash -c 'make -s openapi && git diff --exit-code --stat -- openapi/openapi.json web/src/api web/src/routeTree.gen.ts'
run lint make -s lint
run contract-lint make -s lint-contract
run typecheck bash -c 'node_modules/.bin/tsc -p tsconfig.json && cd web && ../node_modules/.bin/tsc -p tsconfig.json'
run postgres $BUN test --timeout 120000 src tests/architecture tests/integration tests/security tests/reliability tests/e2e
run bench-smoke env BENCH_SMOKE=1 BENCH_STUDENTS=20000 $BUN bench/run.ts
run pglite env -u TEST_DATABASE_URL $BUN test --timeout 120000 tests/integration tests/security

passed=0; failed=0
for f in "$log"/postgres.txt "$log"/pglite.txt; do
  p=$(grep -Eo '^ *[0-9]+ pass$' "$f" | tail -1 | grep -Eo '[0-9]+'); passed=$((passed + ${p:-0}))
  x=$(grep -Eo '^ *[0-9]+ fail$' "$f" | tail -1 | grep -Eo '[0-9]+'); failed=$((failed + ${x:-0}))
done
if ! grep -q '^ *0 fail$' "$log/postgres.txt" || ! grep -q '^ *0 fail$' "$log/pglite.txt"; then status=1; fi
[ $status -eq 0 ] || [ $failed -gt 0 ] || failed=1
echo "$passed passed, $failed failed"
exit $status
