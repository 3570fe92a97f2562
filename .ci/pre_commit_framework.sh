#!/usr/bin/env bash
# The hook exactly as a consumer gets it through the pre-commit framework (https://pre-commit.com)
# and this repository's .pre-commit-hooks.yaml: pre-commit clones this repository at HEAD,
# builds it with `swift build -c release` (language: swift) and runs `archlint check --changed`
# on each `git commit` of a scratch consumer repository holding a copy of SampleProject.
# A commit that stages a violating import must fail and print the finding; once the import is
# fixed, the commit must succeed.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
python3 -c "import pre_commit" 2>/dev/null \
  || python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore pre-commit

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export PRE_COMMIT_HOME="$work/pre-commit-home"
consumer="$work/consumer"
mkdir -p "$consumer"
git -C "$repo" archive HEAD SampleProject | tar -x -C "$work"
cp -R "$work/SampleProject/." "$consumer/"
cd "$consumer"
git init -q
git config user.name "archlint CI"
git config user.email "ci@archlint.invalid"
cat > .pre-commit-config.yaml <<EOF
repos:
  - repo: $repo
    rev: $(git -C "$repo" rev-parse HEAD)
    hooks:
      - id: archlint
EOF
git add -A
git commit -q --no-verify -m "SampleProject as it is"
python3 -m pre_commit install >/dev/null

# Network must never import Data: a new file that does is a new finding in a staged file.
printf 'import Data\n\nenum TokenCache {}\n' > Sources/Network/TokenCache.swift
git add Sources/Network/TokenCache.swift
if git commit -q -m "Network imports Data" > "$work/first.log" 2>&1; then
  cat "$work/first.log"
  echo "pre-commit framework: the commit of a violating import succeeded; it must fail" >&2
  exit 1
fi
if ! grep -q "Sources/Network/TokenCache.swift:1:1: error: \[network-never-imports-data\]" "$work/first.log"; then
  cat "$work/first.log"
  echo "pre-commit framework: the failed commit did not print the finding at the import line" >&2
  exit 1
fi
echo "ok: the commit of a violating import fails and prints the finding"

# The fix: the file no longer imports Data. The findings SampleProject already had are in files
# this commit does not touch, so they do not block it.
printf 'import Foundation\n\nenum TokenCache {}\n' > Sources/Network/TokenCache.swift
git add Sources/Network/TokenCache.swift
if ! git commit -q -m "Network keeps to itself" > "$work/second.log" 2>&1; then
  cat "$work/second.log"
  echo "pre-commit framework: the commit of the fixed file failed; it must succeed" >&2
  exit 1
fi
echo "ok: once fixed, the commit succeeds"
