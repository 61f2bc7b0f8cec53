#!/usr/bin/env bash
# Makes sure a Chromium is there for the browser tests: Debian's package when we may install it
# (root with apt-get), else Playwright's own browser (machines with internet access).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "No /usr/bin/chromium; trying Playwright's own browser."
npx playwright install chromium
