#!/usr/bin/env bash
# Makes sure a Chromium is there for the browser journeys and the benchmarks; `npm run test:e2e`
# and `npm run bench` run it first (pretest:e2e, prebench), so `npm ci && npm test` works on a
# fresh machine. Idempotent: it returns at once when Debian's packages are installed. Otherwise it
# installs them when it may (root with apt-get): `chromium` (the benchmarks, Lighthouse, the
# package check) and `chromium-headless-shell` (the journeys: the same engine without the desktop
# browser around it, a fifth less CPU per journey). Else Playwright's own browser (`playwright
# install` skips a browser that is already there).
set -euo pipefail
missing=()
for package in chromium chromium-headless-shell; do
  [ -x "/usr/bin/$package" ] || missing+=("$package")
done
if [ ${#missing[@]} = 0 ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's ${missing[*]} for the browser tests..."
  if apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null; then
    exit 0
  fi
  echo "Debian's ${missing[*]} could not be installed."
fi
# The journeys take /usr/bin/chromium when the headless shell is missing.
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "No /usr/bin/chromium; making sure Playwright's own Chromium is there."
# --no: the project's own Playwright, never one fetched from the registry.
npx --no playwright install chromium
