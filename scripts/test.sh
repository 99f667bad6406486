#!/usr/bin/env bash
# npm test: type-check, lint, unit and component tests; then, side by side, the static build and the HTML checker
# over it, the shared backend's tests, and the site built against a throwaway shared server; the e2e suite against
# the static build; and last that second site's own e2e journeys.
# Every stage runs; the run fails if any did, and ends with one "N passed, N failed, N skipped" line.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

rm -rf reports && mkdir -p reports

# A throwaway admin credential for this run: the build gets its salt and verifier, the e2e suite its password and
# proof (playwright.config.ts reads the file back). No password is built into the shop.
node scripts/admin-credential.mjs test-env reports/test-admin.env
# shellcheck source=/dev/null
source reports/test-admin.env
stage_failures=0
stage() {
  local name=$1
  shift
  echo ""
  echo "== $name"
  local started=$SECONDS
  if ! "$@"; then
    echo "!! $name failed after $((SECONDS - started)) s"
    stage_failures=$((stage_failures + 1))
    return 1
  fi
  echo "-- $name: $((SECONDS - started)) s"
}

# The two checkers are single-threaded, so they share the two cores instead of taking turns.
stage "Type-check and lint" bash -c '
  (npx next typegen >/dev/null && npx tsc --noEmit -p .) & typecheck=$!
  npx eslint . --max-warnings 0; lint=$?
  wait $typecheck && [ $lint -eq 0 ]'
# The shared backend's packages download while the unit tests run: one waits on the network, the other on the
# CPU. Not during the type-check, which would read server/node_modules half-written. The build does not wait for
# them (they took 7 s longer than the unit tests on a slow machine); the backend's tests do.
(bash server/ensure.sh > reports/server-ensure.log 2>&1; echo $? > reports/server-ensure.rc) &
stage "Unit and component tests" npx vitest run --project rules --project browser \
  --reporter=default --reporter=json --outputFile.json=reports/vitest.json
# The shared backend's tests run against a throwaway PostgreSQL and Parse Server, started and stopped by Vitest.
# They spend much of their time waiting on that server (the chat's two-second automatic reply), so they run beside
# the build and the HTML checker, their output kept and printed once those are done; the e2e suite starts after.
server_packages() {
  until [ -s reports/server-ensure.rc ]; do sleep 0.2; done # -s: written, not only created
  [ "$(cat reports/server-ensure.rc)" -eq 0 ]
}
backend_tests() {
  server_packages
  local ready=$?
  cat reports/server-ensure.log
  [ "$ready" -eq 0 ] && npx vitest run --project backend \
    --reporter=default --reporter=json --outputFile.json=reports/vitest-backend.json
}
stage "Backend tests" backend_tests > reports/backend-tests.log 2>&1 &
backend=$!
# The site against a throwaway shared server, e2e with a shopper and the owner in two browsers: its server starts
# here, beside the static build; its build runs once the static build is done (the two would share .next/), beside
# the HTML checker and the backend's tests, and the static e2e suite waits for it (beside that suite, the build took
# 120 s instead of 20 and slowed the suite by 30 s); its journeys wait for the static e2e suite. The files say when.
static_built=reports/static-build.done
journeys_built=reports/journeys-build.done
static_tested=reports/static-e2e.done
stage "End-to-end tests with the shared server" bash -c "$(declare -f server_packages); server_packages && \
  exec node scripts/e2e-backend.mjs --build-after=$static_built --built=$journeys_built --test-after=$static_tested" \
  > reports/journeys.log 2>&1 &
journeys=$!
# Stopped by a signal, the run takes its background stages with it; the journeys' script then sees it has lost its
# parent and stops its server instead of waiting for the file. (Ctrl-C reaches them all anyway.)
trap 'kill $(jobs -p) 2>/dev/null; exit 143' INT TERM
built=0
stage "Build" npm run build --silent && built=1
touch "$static_built"
if [ "$built" -eq 1 ]; then
  stage "HTML" bash -c 'bash scripts/ensure-java.sh && node scripts/check-html.mjs out'
fi
wait "$backend" || stage_failures=$((stage_failures + 1))
cat reports/backend-tests.log
stage "Browser" bash scripts/ensure-browser.sh && browser=1 || browser=0
until [ -e "$journeys_built" ] || ! kill -0 "$journeys" 2>/dev/null; do sleep 0.2; done
if [ "$browser" -eq 1 ] && [ "$built" -eq 1 ]; then
  stage "End-to-end tests" npx playwright test
fi
touch "$static_tested"
wait "$journeys" || stage_failures=$((stage_failures + 1))
cat reports/journeys.log

# Vitest and Playwright failures are counted from their reports; the other stages add one each.
runner_failures=$(node -e "
  const fs = require('fs');
  const r = (p) => { try { return JSON.parse(fs.readFileSync(p, 'utf8')); } catch { return null; } };
  const failed = (report) => (report && report.numFailedTests > 0 ? 1 : 0);
  const failedE2e = (report) => (report && report.stats && report.stats.unexpected > 0 ? 1 : 0);
  console.log(failed(r('reports/vitest.json')) + failed(r('reports/vitest-backend.json'))
    + failedE2e(r('reports/playwright.json')) + failedE2e(r('reports/playwright-backend.json')));
")
echo ""
node scripts/summary.mjs $((stage_failures - runner_failures))
[ "$stage_failures" -eq 0 ]
