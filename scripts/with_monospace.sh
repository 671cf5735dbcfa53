#!/usr/bin/env bash
# Run a command with FAMILY as the system's `monospace` font (a fontconfig alias in a
# temporary FONTCONFIG_FILE), e.g. the display fit tests with another distribution's default:
#   scripts/with_monospace.sh "Noto Sans Mono" .venv/bin/python -m pytest -q tests/test_gui_display_fit.py
# Fails when fontconfig does not resolve `monospace` to FAMILY (the font is not installed).
set -euo pipefail
family=$1
shift
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cat > "$dir/fonts.conf" <<CONF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <alias binding="strong"><family>monospace</family><prefer><family>$family</family></prefer></alias>
</fontconfig>
CONF
export FONTCONFIG_FILE="$dir/fonts.conf"
resolved=$(fc-match -f '%{family[0]}' monospace)
[ "$resolved" = "$family" ] || { echo "monospace is $resolved, not $family: install it" >&2; exit 1; }
echo "monospace: $resolved"
"$@"
