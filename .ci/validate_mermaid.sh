#!/usr/bin/env bash
# Every Mermaid diagram in the goldens and the README, parsed by Mermaid's own parser (see
# validate_mermaid.js). The parser comes from PyPI's mermaid-parser-py, which bundles mermaid 11
# for node; only its JavaScript bundle is used (no Python dependency of it is needed).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v node >/dev/null 2>&1; then
  apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q nodejs
fi
python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore --no-deps mermaid-parser-py
bundle=$(python3 -c "import importlib.util, os; spec = importlib.util.find_spec('mermaid_parser'); print(os.path.join(list(spec.submodule_search_locations)[0], 'js', 'parser.bundle.js'))")
node .ci/validate_mermaid.js "$bundle" Tests/Fixtures/Diff/*.md Tests/Fixtures/Reporting/*.md Tests/Fixtures/GraphOutput/*.mmd README.md
