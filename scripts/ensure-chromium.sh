#!/usr/bin/env bash
# Makes sure the Chromium builds are there for the browser journeys and the benchmarks
# (e2e/fixtures/browsers.ts); `npm run test:e2e` and `npm run bench` run it first (pretest:e2e,
# prebench), so `npm ci && npm test` works on a fresh machine. Idempotent: it returns at once when
# Debian's Chromium and its headless shell are installed. Otherwise it installs Debian's packages
# when it may (root with apt-get), else Playwright's own browsers (`playwright install` skips what
# is already there; its chromium comes with its headless shell).
set -euo pipefail
# One at a time (say `npm run test:e2e` and `npm run bench` started together), so that two apt-get
# installs never race for dpkg's lock.
if command -v flock >/dev/null 2>&1; then
  exec 9>"${TMPDIR:-/tmp}/panna-ensure-chromium.lock"
  flock 9
fi
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's chromium and chromium-headless-shell for the browser tests..."
  if apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell >/dev/null; then
    exit 0
  fi
  echo "Debian's Chromium packages could not be installed."
fi
# Debian's full browser alone still runs every journey (browsers.ts falls back to it).
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "No /usr/bin/chromium; making sure Playwright's own Chromium is there."
# --no: the project's own Playwright, never one fetched from the registry.
npx --no playwright install chromium
