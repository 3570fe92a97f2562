#!/usr/bin/env bash
# Builds the libFuzzer targets in .ci/fuzz/targets straight from the Sources folders, without
# SwiftPM and without any package dependency: each pipeline module becomes a static library
# compiled with the fuzzer's coverage and the address sanitizer (swiftc -sanitize=fuzzer,address),
# then each target is linked against the modules it imports. Output: .build/fuzz/TARGET, and a
# seed corpus per target in .build/fuzz/seeds/TARGET gathered from the test fixtures (plus every
# input that once crashed, kept in Tests/Fixtures/Fuzz/TARGET).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.build/fuzz
mkdir -p "$out/modules"
flags=(-swift-version 6 -package-name archlint -parse-as-library -sanitize=fuzzer,address -O -g -I "$out/modules")

# The modules in dependency order (Package.swift); each is rebuilt only when a source changed.
# Each module's sources are the ones SwiftPM compiles (its excludes apply), as `swift package
# describe` lists them.
modules=(ArchLintSupport ArchLintSyntax ArchLintPackage ArchLintGraph ArchLintRules ArchLintCache ArchLintKit)
description=$(timeout 300 swift package describe --type json)
for module in "${modules[@]}"; do
  mapfile -t sources < <(python3 -c '
import json, sys
for target in json.loads(sys.argv[1])["targets"]:
    if target["name"] == sys.argv[2]:
        for source in sorted(target["sources"]):
            print(target["path"] + "/" + source)
' "$description" "$module")
  library="$out/modules/lib$module.a"
  if [ -f "$library" ] && [ -z "$(find "Sources/$module" -name '*.swift' -newer "$library" | head -1)" ]; then continue; fi
  echo "== module $module (${#sources[@]} files)"
  swiftc "${flags[@]}" -module-name "$module" -emit-module -emit-module-path "$out/modules/$module.swiftmodule" \
    -emit-library -static -o "$library" "${sources[@]}"
done

libraries=()
for (( index=${#modules[@]}-1; index>=0; index-- )); do libraries+=("$out/modules/lib${modules[index]}.a"); done

targets=(import-lexer symbol-lexer rules-file manifest-decoder xcode-project json-documents static-manifest manifest-editor xcode-editor)

for target in "${targets[@]}"; do
  source=".ci/fuzz/targets/$target.swift"
  echo "== target $target"
  # ld.gold warns once per sanitizer helper symbol; those lines say nothing.
  swiftc "${flags[@]}" -module-name Fuzz "$source" "${libraries[@]}" -o "$out/$target" 2>&1 \
    | { grep -v "Cannot export local symbol" || true; }
  [ "${PIPESTATUS[0]}" -eq 0 ]
done

# Seeds: the fixtures each reader is tested with.
seed() {  # seed TARGET FILE...
  mkdir -p "$out/seeds/$1"
  local target=$1; shift
  for file in "$@"; do [ -f "$file" ] && cp "$file" "$out/seeds/$target/$(echo "$file" | tr '/' '_')"; done
  return 0
}
rm -rf "$out/seeds"
swift_sources=$(find Tests/Fixtures/Imports Tests/Fixtures/Symbols SampleProject/Sources -name '*.swift' | LC_ALL=C sort)
seed import-lexer $swift_sources
seed symbol-lexer $swift_sources
seed rules-file Rules/*.json archlint.json SampleProject/archlint.json $(find Tests/Fixtures -name 'archlint.json')
seed manifest-decoder Tests/Fixtures/Manifests/*.json $(find Tests/Fixtures -name 'dump*.json')
seed xcode-project $(find Tests/Fixtures/Xcode -name project.pbxproj)
seed json-documents Rules/*.json Tests/Fixtures/Reporting/*.json Tests/Fixtures/Manifests/*.json
seed static-manifest $(find SampleProject Tests/Fixtures -name 'Package.swift')
seed manifest-editor $(find SampleProject Tests/Fixtures -name 'Package.swift' -o -name 'Package@swift-*.swift')
seed xcode-editor $(find SampleProject Tests/Fixtures -name project.pbxproj)
for target in "${targets[@]}"; do
  [ -d "Tests/Fixtures/Fuzz/$target" ] && seed "$target" Tests/Fixtures/Fuzz/"$target"/*
  echo "seeds for $target: $(ls "$out/seeds/$target" 2>/dev/null | wc -l)"
done
