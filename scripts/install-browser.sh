#!/usr/bin/env bash
# The browser test drives Debian's chromium headless; CJK fonts make the Chinese demo data legible in
# its screenshots. Installs both with apt-get when missing (root, or sudo without a password);
# without apt, falls back to Playwright's own chromium build.
set -euo pipefail
have_fonts() { command -v fc-list >/dev/null && fc-list 2>/dev/null | grep -qi "CJK"; }
if [ -x /usr/bin/chromium ] && have_fonts; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null && sudo -n true 2>/dev/null; then SUDO="sudo -n"; fi
fi
if command -v apt-get >/dev/null && { [ "$(id -u)" -eq 0 ] || [ -n "$SUDO" ]; }; then
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends chromium fonts-noto-cjk fonts-noto-color-emoji >/dev/null
  exit 0
fi
if [ ! -x /usr/bin/chromium ]; then
  echo "install-browser: no apt-get rights; installing Playwright's chromium instead" >&2
  "${1:-.venv/bin/playwright}" install chromium
fi
