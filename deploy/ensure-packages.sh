#!/usr/bin/env bash
# The local cluster (`npm run cluster`) runs Debian's PostgreSQL 15 server binaries and nginx; this
# installs them when missing. Only the binaries are used: the cluster makes its own data folders and
# nginx runs from deploy/nginx.conf, never the system services (which stay as they are).
set -euo pipefail
PG_BIN=/usr/lib/postgresql/15/bin
missing=()
[ -x "$PG_BIN/postgres" ] && [ -x "$PG_BIN/pg_basebackup" ] || missing+=(postgresql-15)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
# HAProxy only when asked for (`npm run cluster -- --haproxy`).
if [ "${1:-}" = haproxy ] && [ ! -x /usr/sbin/haproxy ]; then missing+=(haproxy); fi
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]} for the local cluster..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
"$PG_BIN/postgres" --version
/usr/sbin/nginx -v
if [ -x /usr/sbin/haproxy ]; then /usr/sbin/haproxy -v | head -1; fi
