#!/usr/bin/env bash
# npm test: type-check, lint, unit and component tests; the shared backend's tests beside the static build and the
# HTML checker over it, and beside the site built against a throwaway cluster of the shared server; the e2e suite
# against the static build; and last the journeys of the site built against the cluster.
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
backend_tests() {
  until [ -s reports/server-ensure.rc ]; do sleep 0.2; done # -s: written, not only created
  cat reports/server-ensure.log
  [ "$(cat reports/server-ensure.rc)" -eq 0 ] || return 1
  # The server's code is type-checked here, once its own packages (stripe, nodemailer) are installed; its tests run
  # whatever that says, so a type error does not hide their results.
  local typed=0
  stage "Type-check of the server" npx tsc --noEmit -p server || typed=1
  npx vitest run --project backend --reporter=default --reporter=json --outputFile.json=reports/vitest-backend.json \
    && [ "$typed" -eq 0 ]
}
stage "Backend tests" backend_tests > reports/backend-tests.log 2>&1 &
backend=$!
built=0
# The e2e build takes photos from a second host on this machine too (e2e/photo-hosts.spec.ts, SECOND_PHOTO_ORIGIN).
if stage "Build" env NEXT_PUBLIC_PHOTO_HOSTS="images.unsplash.com http://localhost:4179" npm run build --silent; then
  built=1
  stage "HTML" bash -c 'bash scripts/ensure-java.sh && node scripts/check-html.mjs out'
fi
# The same site built against a throwaway cluster (two server instances behind haproxy): a shopper and the owner in
# two browsers. Its cluster and its build start now, beside the backend's tests, which mostly wait on their servers;
# its journeys wait for the e2e suite below to end (E2E_BACKEND_START_AFTER), and its output is printed then.
static_done=reports/e2e-static.done
stage "End-to-end tests with the shared server" env E2E_BACKEND_START_AFTER=$static_done \
  bash -c 'bash server/ensure.sh && bash scripts/ensure-browser.sh && node scripts/e2e-backend.mjs' > reports/e2e-backend.log 2>&1 &
journeys=$!
wait "$backend" || stage_failures=$((stage_failures + 1))
cat reports/backend-tests.log
if [ "$built" -eq 1 ]; then
  stage "Browser" bash scripts/ensure-browser.sh && stage "End-to-end tests" npx playwright test
fi
touch "$static_done"
wait "$journeys" || stage_failures=$((stage_failures + 1))
cat reports/e2e-backend.log

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
