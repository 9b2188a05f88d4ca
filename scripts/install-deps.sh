#!/usr/bin/env bash
# Installs the Debian packages Bistro builds against, only when they are missing.
set -euo pipefail
missing=()
pkg-config --exists libcmark 2>/dev/null || missing+=(libcmark-dev)
pkg-config --exists sqlite3 2>/dev/null || missing+=(libsqlite3-dev)
command -v pkg-config >/dev/null || missing+=(pkg-config)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing ${missing[*]} with apt-get" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
