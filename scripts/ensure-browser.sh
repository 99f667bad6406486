#!/usr/bin/env bash
# Makes sure the e2e tests have a Chromium: Playwright's own, the system's, or (as root on Debian) installs it.
set -euo pipefail
cd "$(dirname "$0")/.."

if node -e "import('./scripts/browser.mjs').then(m => process.exit(m.findChromium() === null ? 1 : 0))"; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "No Chromium found: installing Debian's chromium package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends chromium >/dev/null
  exit 0
fi
echo "No Chromium found: install one with 'sudo apt-get install chromium' or 'npx playwright install chromium', or set CHROMIUM_PATH." >&2
exit 1
