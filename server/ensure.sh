#!/usr/bin/env bash
# Makes sure the shared backend can start: PostgreSQL's programs (the system's, or as root on Debian the
# postgresql package), Redis and haproxy for several instances behind a balancer (server/cluster.mjs: tests and
# the benchmark), and server/'s own npm packages (Parse Server), installed from server/package-lock.json.
set -euo pipefail
cd "$(dirname "$0")"

missing=()
node -e "import('./postgres.mjs').then(m => m.postgresBinaries())" >/dev/null 2>&1 || missing+=(postgresql)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
command -v haproxy >/dev/null 2>&1 || missing+=(haproxy)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's ${missing[*]}..."
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    # The shop runs these programs itself, on ports of its own; it never uses the packages' services.
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "Missing ${missing[*]}: the backend and its tests need them ('sudo apt-get install ${missing[*]}')." >&2
    exit 1
  fi
fi

# npm ci when the packages are missing or older than the lockfile.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
