#!/usr/bin/env python3
"""Validates every shipped preset, SampleProject's rules file and an `archlint init` starter
against Rules/archlint.schema.json. Rules files are JSON with comments and trailing commas;
they are reduced to plain JSON here by a small string-aware tokenizer."""
import json
import pathlib
import subprocess
import sys

import jsonschema

ROOT = pathlib.Path(__file__).resolve().parent.parent


def strip_jsonc(text: str) -> str:
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
        elif text.startswith("/*", i):
            i = text.index("*/", i + 2) + 2
        else:
            out.append(c)
            i += 1
    plain = "".join(out)
    # Trailing commas: a comma followed only by whitespace before a closing bracket.
    result, k = [], 0
    in_string = False
    while k < len(plain):
        ch = plain[k]
        if in_string:
            result.append(ch)
            if ch == "\\":
                result.append(plain[k + 1])
                k += 2
                continue
            if ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
            result.append(ch)
        elif ch == ",":
            rest = plain[k + 1:].lstrip()
            if not rest.startswith(("}", "]")):
                result.append(ch)
        else:
            result.append(ch)
        k += 1
    return "".join(result)


def main() -> int:
    schema = json.loads((ROOT / "Rules" / "archlint.schema.json").read_text())
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    documents = {}
    for path in sorted((ROOT / "Rules").glob("*.json")):
        if path.name != "archlint.schema.json":
            documents[str(path.relative_to(ROOT))] = path.read_text()
    documents["archlint.json"] = (ROOT / "archlint.json").read_text()
    documents["SampleProject/archlint.json"] = (ROOT / "SampleProject" / "archlint.json").read_text()
    documents["SampleProject/Workspace/archlint.json"] = (ROOT / "SampleProject/Workspace/archlint.json").read_text()
    # SampleProject/Workspace holds a broken package on purpose: with --output - no baseline
    # records it, so init exits 2 (partial input, documented) and still prints the starter file.
    run = subprocess.run(
        [str(ROOT / ".build" / "debug" / "archlint"), "init", "--package-path", "SampleProject", "--output", "-"],
        cwd=ROOT, capture_output=True, text=True)
    if run.returncode not in (0, 2) or not run.stdout.strip():
        print(f"archlint init --output - exited {run.returncode}:\n{run.stderr}")
        return 1
    starter = run.stdout
    documents["archlint init (SampleProject)"] = starter
    failures = 0
    for name, text in documents.items():
        errors = sorted(validator.iter_errors(json.loads(strip_jsonc(text))), key=lambda e: list(e.path))
        for error in errors:
            failures += 1
            print(f"{name}: {'/'.join(map(str, error.path)) or '<root>'}: {error.message}")
        print(f"{'FAIL' if errors else 'ok  '} {name}")
    # A document the schema must reject, so this check can fail.
    bad = {"rules": [{"kind": "forbidden", "from": "A"}], "unknown": 1}
    if validator.is_valid(bad):
        print("the schema accepted an invalid rules file")
        failures += 1
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
