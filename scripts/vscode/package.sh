#!/bin/sh
# Package the VS Code extension (editors/vscode) as a .vsix with @vscode/vsce from the npm
# registry, after regenerating its grammars from the ISA tables.
#   scripts/vscode/package.sh [OUT.vsix]     (default: editors/vscode/rarslite-VERSION.vsix)
# Install it with: code --install-extension OUT.vsix
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
python=${PYTHON:-python3}
[ -x "$root/.venv/bin/python" ] && python="$root/.venv/bin/python"
"$python" "$root/scripts/vscode/grammar.py"
cd "$root/editors/vscode"
cp "$root/LICENSE" LICENSE 2>/dev/null || printf 'MIT License (see the rarslite repository)\n' > LICENSE
trap 'rm -f "$root/editors/vscode/LICENSE"' EXIT
set -- ${1:+--out "$1"}
npx --yes @vscode/vsce@3 package --allow-missing-repository "$@"
