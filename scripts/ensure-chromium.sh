#!/usr/bin/env bash
# Makes sure a Chromium is there for the browser journeys and the benchmarks; `npm run test:e2e`
# and `npm run bench` run it first (pretest:e2e, prebench), so `npm ci && npm test` works on a
# fresh machine. Idempotent: it returns at once when Debian's Chromium is installed. Otherwise it
# installs Debian's package when it may (root with apt-get), else Playwright's own browser
# (`playwright install` skips a browser that is already there).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's chromium for the browser tests..."
  if apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; then
    exit 0
  fi
  echo "Debian's chromium could not be installed."
fi
echo "No /usr/bin/chromium; making sure Playwright's own Chromium is there."
# --no: the project's own Playwright, never one fetched from the registry.
npx --no playwright install chromium
