#!/usr/bin/env bash
# Runs every test: lock files, format, typecheck, lint and the production build side by side, then
# unit + integration (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), then the browser tests
# in Debian's Chromium on that build. Each step's wall time is printed; bench/README.md has figures.
set -euo pipefail
cd "$(dirname "$0")/.."

# Exactly the locked versions (npm ci), when nothing is installed yet or the lock file changed since.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the browser tests..."
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing: run 'sudo apt-get install chromium' (or set CHROMIUM_PATH) and try again." >&2
    exit 1
  fi
fi

if [ -z "${TEST_DATABASE_URL:-}" ] && command -v pg_isready >/dev/null && pg_isready -q -h 127.0.0.1 -p 5432 -t 2; then
  export TEST_DATABASE_URL="postgres://${PGUSER:-$(id -un)}@127.0.0.1:5432/test"
fi
echo "PostgreSQL for integration tests: ${TEST_DATABASE_URL:-not reachable, PGlite only}"

mkdir -p reports/steps && rm -f reports/vitest.json reports/playwright.json reports/steps/*
# What kind of machine this run had (cores, processor, cost of new memory): the step times below
# depend on it.
node scripts/machine.mjs
started=$SECONDS

# The static checks and the build use different tools on the same sources and write nothing the
# others read (typegen writes .react-router/types, which only tsc reads): they run at the same time,
# each with its output kept and shown only when it fails.
declare -A pids
step() {
  local name=$1
  shift
  ( t0=$SECONDS; "$@" >"reports/steps/$name.log" 2>&1; rc=$?; echo "$((SECONDS - t0))" >"reports/steps/$name.seconds"; exit $rc ) &
  pids[$name]=$!
}
step lockfile node scripts/check-lockfile.mjs
step format npx prettier --check --log-level warn .
step typecheck bash -c "npx react-router typegen >/dev/null && npx tsc --noEmit"
step lint npx eslint --max-warnings=0 .
step build npm run build
trap 'kill ${pids[*]} 2>/dev/null || true' EXIT
failed=""
for name in lockfile format typecheck lint build; do
  if wait "${pids[$name]}"; then
    echo "ok    $name ($(cat "reports/steps/$name.seconds") s)"
  else
    failed="$failed $name"
    echo "FAIL  $name"
    cat "reports/steps/$name.log"
  fi
done
trap - EXIT
if [ -n "$failed" ]; then
  echo "Failed:$failed (the tests were not run)." >&2
  exit 1
fi
echo "== static checks and build: $((SECONDS - started)) s"

t0=$SECONDS
echo "== unit and integration"
# The tests that need a whole production build (the image's steps, the heap bound) use this one.
export TEST_PRODUCTION_BUILD="$PWD/build"
unit_exit=0
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json || unit_exit=$?
echo "== unit and integration: $((SECONDS - t0)) s"
t0=$SECONDS
echo "== browser"
browser_exit=0
E2E_SKIP_BUILD=1 PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json npx playwright test --reporter=list,json || browser_exit=$?
echo "== browser: $((SECONDS - t0)) s"
echo "== all: $((SECONDS - started)) s"
# Both runners' exit codes go to the summary: a run that could not start (its servers, a config
# error) writes a report with no failed test in it, and must fail all the same.
UNIT_EXIT=$unit_exit BROWSER_EXIT=$browser_exit node scripts/test-summary.mjs
