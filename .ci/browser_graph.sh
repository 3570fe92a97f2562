#!/usr/bin/env bash
# `archlint graph --html` in a real browser: Debian's Chromium driven by Playwright from PyPI,
# through executable_path (Playwright's own browser download is never used). See
# browser_graph_test.py; screenshots, pages and timings land in .build/ci-artifacts/.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x /usr/bin/chromium ]; then
  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium
fi
python3 -c "import playwright" 2>/dev/null \
  || python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore playwright
# The tree generator (`archlint-bench tree`); already built by `swift test` on most machines.
swift build --product archlint-bench
timeout 3600 python3 .ci/browser_graph_test.py .build/debug/archlint .build/debug/archlint-bench
