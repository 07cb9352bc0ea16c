#!/usr/bin/env bash
# The browser tests run in the system Chromium (Debian package "chromium").
# No test tool may download a browser here: install the Debian package when it
# is missing and we can, otherwise stop and say how.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: $CHROMIUM is missing; installing the Debian package 'chromium'…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends chromium >&2
  [ -x "$CHROMIUM" ] && exit 0
fi
cat >&2 <<MSG
ensure-chromium: the browser tests need Chromium at $CHROMIUM and it is not installed.
Install it as root with:   apt-get update && apt-get install -y chromium
or point CHROMIUM_PATH at a Chromium binary, then run the tests again.
MSG
exit 1
