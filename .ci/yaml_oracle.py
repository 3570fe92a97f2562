#!/usr/bin/env python3
"""Prints how libyaml (through PyYAML's CSafeLoader, the parser XcodeGen's Yams wraps) reads each
YAML file given, as one JSON line per file, in the canonical form YAMLDifferentialTests compares
archlint's YAML reader with:

  {"file": NAME, "documents": [NODE, ...]}   or   {"file": NAME, "error": MESSAGE, "line": N}

  NODE = {"scalar": TEXT, "style": "plain"|"single"|"double"|"literal"|"folded", "line": L, "column": C}
       | {"sequence": [NODE, ...], "line": L, "column": C}
       | {"mapping": [[KEY, NODE], ...], "line": L, "column": C}

Lines and columns are 1-based (columns count Unicode scalars). A mapping is shown as the
dictionary a loader builds from it: merge keys applied by PyYAML's own flatten_mapping, a key
written twice kept once with its last value, entries sorted by key text. An empty plain scalar
has no line or column (libyaml and archlint place them differently, and nothing uses them).

Usage: yaml_oracle.py FILE...   (python3 -m pip install pyyaml; the C loader is required)
"""
import json
import sys

import yaml

STYLES = {None: "plain", "": "plain", "'": "single", '"': "double", "|": "literal", ">": "folded"}


def canonical(node, loader, active):
    position = {"line": node.start_mark.line + 1, "column": node.start_mark.column + 1}
    if isinstance(node, yaml.ScalarNode):
        style = STYLES[node.style]
        if style == "plain" and node.value == "":
            return {"scalar": "", "style": "plain"}
        return dict({"scalar": node.value, "style": style}, **position)
    if id(node) in active:
        raise ValueError("recursive structure")
    active.add(id(node))
    try:
        if isinstance(node, yaml.SequenceNode):
            return dict({"sequence": [canonical(child, loader, active) for child in node.value]}, **position)
        loader.flatten_mapping(node)
        entries = {}
        for key, value in node.value:
            if not isinstance(key, yaml.ScalarNode):
                raise ValueError("complex key")
            entries[key.value] = canonical(value, loader, active)
        return dict({"mapping": [[key, entries[key]] for key in sorted(entries)]}, **position)
    finally:
        active.discard(id(node))


def read(path):
    with open(path, "rb") as handle:
        data = handle.read()
    loader = yaml.CSafeLoader(data)
    try:
        documents = []
        while loader.check_node():
            documents.append(canonical(loader.get_node(), loader, set()))
        return {"documents": documents}
    except (yaml.YAMLError, ValueError) as error:
        mark = getattr(error, "problem_mark", None)
        return {"error": str(error).splitlines()[0], "line": mark.line + 1 if mark else None}
    finally:
        loader.dispose()


def main():
    for path in sys.argv[1:]:
        result = read(path)
        result["file"] = path.rsplit("/", 1)[-1]
        print(json.dumps(result, sort_keys=True, ensure_ascii=False))


if __name__ == "__main__":
    main()
