#!/usr/bin/env bash
# Makes sure the shared backend can start: PostgreSQL's programs (the system's, or as root on Debian the
# postgresql package) and server/'s own npm packages (Parse Server), installed from server/package-lock.json.
set -euo pipefail
cd "$(dirname "$0")"

if ! node -e "import('./postgres.mjs').then(m => m.postgresBinaries())" >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "No PostgreSQL found: installing Debian's postgresql package..."
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  else
    echo "No PostgreSQL found: the backend needs it ('sudo apt-get install postgresql')." >&2
    exit 1
  fi
fi

# npm ci when the packages are missing or older than the lockfile.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
