#!/usr/bin/env bash
# Makes sure there is a Chromium: Playwright's own, the system's, or (as root on Debian) installs it. The tests run
# in the headless shell (scripts/browser.mjs); `--browser` asks for the whole browser, which the bench measures.
set -euo pipefail
cd "$(dirname "$0")/.."

want=headless-shell
[ "${1:-}" = "--browser" ] && want=browser
package=chromium-headless-shell
[ "$want" = browser ] && package=chromium

found=$(node -e "import('./scripts/browser.mjs').then((m) => {
  const found = m.findChromium({ browser: '$want' === 'browser' });
  console.log(found === undefined ? 'playwright' : String(found));
})")
# Anything but Debian's full browser where the shell is wanted will do (Playwright's build, CHROMIUM_PATH).
if [ "$found" != "null" ] && { [ "$want" = browser ] || [ "$found" != /usr/bin/chromium ]; }; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's $package package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  if apt-get install -y -qq --no-install-recommends "$package" >/dev/null; then exit 0; fi
fi
# The full browser runs the tests too, only slower.
[ "$found" != "null" ] && exit 0
echo "No Chromium found: install one with 'sudo apt-get install chromium-headless-shell' or 'npx playwright install chromium', or set CHROMIUM_PATH." >&2
exit 1
