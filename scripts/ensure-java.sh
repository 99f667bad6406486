#!/usr/bin/env bash
# Makes sure the HTML checker has Java: the system's, or (as root on Debian) installs the headless runtime.
set -euo pipefail

if command -v java >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "No Java found: installing Debian's default-jre-headless package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends default-jre-headless >/dev/null
  exit 0
fi
echo "No Java found: the HTML checker needs it ('sudo apt-get install default-jre-headless')." >&2
exit 1
