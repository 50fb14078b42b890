#!/usr/bin/env bash
# Runs every test: typecheck, lint, unit + integration (PGlite, and PostgreSQL when
# TEST_DATABASE_URL is set), production build, browser tests in Debian's Chromium.
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

echo "== lock files"; node scripts/check-lockfile.mjs
echo "== format"; npx prettier --check --log-level warn .
echo "== typecheck"; npx react-router typegen >/dev/null && npx tsc --noEmit
echo "== lint"; npx eslint --max-warnings=0 .
mkdir -p reports && rm -f reports/vitest.json reports/playwright.json
# The production build runs alongside the unit and integration tests (they mostly wait on databases
# and processes); its output is shown only when it fails.
npx react-router build >reports/build.log 2>&1 &
build=$!
trap 'kill $build 2>/dev/null || true' EXIT
echo "== unit and integration (the build runs alongside)"; npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
echo "== build"
if ! wait $build; then cat reports/build.log; echo "The production build failed." >&2; exit 1; fi
trap - EXIT
echo "== browser"; E2E_SKIP_BUILD=1 PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json npx playwright test --reporter=list,json
node scripts/test-summary.mjs
