#!/usr/bin/env python3
"""The page of `archlint graph --html`, driven in a real browser (Debian's Chromium, through
Playwright's Python package; no browser download).

usage: browser_graph_test.py ARCHLINT ARCHLINT_BENCH

Opens the page made from SampleProject, from the 1,000-module synthetic tree (`archlint-bench
tree`, with the SDK: about 10,000 edges) and from a package whose module names are hostile
(`</script>`, `<!--`, quotes, U+2028). On each it searches a module with the keyboard, focuses on
it, sets the depth, clicks an edge on the canvas and checks what the details panel shows: the
import lines (file:line:column) and, for each finding on the edge, its rule and the summary of
its fix plan as `archlint check --reporter json` reports them. Any console error, page error or
network request fails the test. Screenshots, the pages and the timings the page measured
(`window.archlintTimings`) go to .build/ci-artifacts/, which CI keeps.
"""

import json
import os
import subprocess
import sys
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / ".build" / "ci-artifacts"
TREE = ROOT / ".build" / "browser-graph"
CHROMIUM = os.environ.get("ARCHLINT_CHROMIUM", "/usr/bin/chromium")
# Generous bounds that catch a layout gone quadratic, not a slow machine (the measured values are
# printed and kept in graph-browser-timings.json).
FIRST_RENDER_LIMIT_MS = float(os.environ.get("ARCHLINT_FIRST_RENDER_LIMIT_MS", "15000"))
INTERACTION_LIMIT_MS = float(os.environ.get("ARCHLINT_INTERACTION_LIMIT_MS", "5000"))

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print(f"FAIL {message}", flush=True)
    return condition


def run(arguments, cwd=ROOT):
    """Runs a command with a time bound; its standard output."""
    completed = subprocess.run(arguments, cwd=cwd, capture_output=True, text=True, timeout=2400)
    if completed.returncode not in (0, 1):
        sys.stderr.write(completed.stderr)
        raise SystemExit(f"error: {' '.join(map(str, arguments))} exited {completed.returncode}")
    return completed.stdout


def make_page(archlint, name, arguments, twice=True):
    """Writes the page (twice, checking that the bytes are the same); its path."""
    page = ARTIFACTS / f"graph-{name}.html"
    again = ARTIFACTS / f"graph-{name}.again.html"
    for path in (page, again) if twice else (page,):
        started = time.monotonic()
        run([archlint, "graph", "--html", "-o", str(path)] + arguments)
        took = time.monotonic() - started
    if twice:
        check(page.read_bytes() == again.read_bytes(), f"{name}: two runs wrote different pages")
        again.unlink()
    print(f"{name}: wrote {page.relative_to(ROOT)} ({page.stat().st_size} bytes, {took:.1f} s)", flush=True)
    return page


def expected_findings(archlint, arguments, edge):
    """Rule id and fix summary of every finding `check` reports on `edge` (a cycle's on each of its edges)."""
    report = json.loads(run([archlint, "check", "--reporter", "json"] + arguments))
    found = []
    for finding in report["findings"]:
        edges = [(place["from"], place["to"]) for place in finding.get("evidence", [])]
        if finding.get("edge"):
            edges.append((finding["edge"]["from"], finding["edge"]["to"]))
        if edge in edges:
            found.append((finding["rule"], (finding.get("plan") or {}).get("summary")))
    return sorted(set(found), key=lambda item: (item[0], item[1] or ""))


def open_page(browser, path, problems):
    page = browser.new_page(viewport={"width": 1600, "height": 1000})
    page.on("console", lambda message: message.type == "error" and problems.append(f"console: {message.text}"))
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    url = path.as_uri()
    page.on("request", lambda request: request.url != url and problems.append(f"request: {request.url}"))
    page.goto(url)
    page.wait_for_function("window.archlintPage && window.archlintPage.ready", timeout=60000)
    return page


def last_interaction(page, name):
    return page.evaluate(
        "name => { const all = window.archlintTimings.interactions.filter(i => i.name === name);"
        " return all.length ? all[all.length - 1].ms : null; }", name)


def search_and_focus(page, label, query, module):
    """Types `query` into the search box (reached with '/'), picks `module` with the arrow keys and Enter."""
    page.locator("#graph").focus()
    page.keyboard.press("/")
    check(page.evaluate("document.activeElement.id") == "search", f"{label}: '/' does not reach the search box")
    page.keyboard.type(query)
    options = page.locator("#results li")
    names = [options.nth(i).evaluate("li => li.firstChild.textContent") for i in range(options.count())]
    if not check(module in names, f"{label}: searching '{query}' does not list {module} ({names[:10]})"):
        return
    for _ in range(names.index(module)):
        page.keyboard.press("ArrowDown")
    page.keyboard.press("Enter")
    check(page.locator("#focus-name").text_content() == module, f"{label}: focus is not on {module}")
    check(page.locator("#details h2.title").text_content() == module, f"{label}: details do not show {module}")


def set_depth(page, depth):
    page.locator("#depth").fill(str(depth))
    page.locator("#depth").press("Enter")
    page.locator("#depth").blur()


def click_edge(page, label, source, target):
    point = page.evaluate("([a, b]) => window.archlintPage.edgePoint(a, b)", [source, target])
    if not check(point is not None, f"{label}: edge {source} -> {target} is not drawn where it can be clicked"):
        return False
    page.mouse.click(point["x"], point["y"])
    selection = page.evaluate("window.archlintPage.selection()")
    return check(selection == {"type": "edge", "from": source, "to": target},
                 f"{label}: clicking {source} -> {target} selected {selection}")


def details_text(page):
    return page.locator("#details").inner_text()


def check_edge_details(page, label, source, target, import_lines, findings):
    text = details_text(page)
    check(page.locator("#details h2.title").text_content() == f"{source} \u2192 {target}",
          f"{label}: details title is not the edge {source} -> {target}")
    shown = page.locator("#details ul.evidence li").all_text_contents()
    for line in import_lines:
        check(line in shown, f"{label}: import line {line} not shown (shown: {shown[:5]})")
    check(findings, f"{label}: check reports no finding on {source} -> {target}")
    for rule, fix in findings:
        check(rule in text, f"{label}: rule {rule} not shown")
        if fix:
            check(f"Fix: {fix}" in text, f"{label}: fix of {rule} not shown: {fix}")


def screenshot(page, name):
    path = ARTIFACTS / f"graph-{name}.png"
    page.screenshot(path=str(path))
    print(f"screenshot {path.relative_to(ROOT)}", flush=True)


def record(timings, label, page, names):
    measured = page.evaluate("window.archlintTimings")
    entry = {key: measured[key] for key in ("parse", "layout", "draw", "firstRender", "scriptToFirstRender")}
    entry["interactions"] = measured["interactions"]
    timings[label] = entry
    summary = ", ".join(f"{key} {entry[key]:.0f} ms" for key in ("firstRender", "scriptToFirstRender", "parse", "layout"))
    print(f"{label}: {summary}", flush=True)
    for name in names:
        ms = last_interaction(page, name)
        if ms is not None:
            print(f"{label}: {name} {ms:.1f} ms", flush=True)
    check(entry["firstRender"] < FIRST_RENDER_LIMIT_MS, f"{label}: first render took {entry['firstRender']:.0f} ms")
    for interaction in entry["interactions"]:
        check(interaction["ms"] < INTERACTION_LIMIT_MS, f"{label}: {interaction['name']} took {interaction['ms']} ms")


def sample_project(browser, archlint, timings):
    label = "SampleProject"
    page_path = make_page(archlint, label, ["--package-path", "SampleProject"])
    problems = []
    page = open_page(browser, page_path, problems)
    summary = page.locator("#summary").text_content()
    check(summary.startswith("20 modules, 45 edges (16 breaking a rule"), f"{label}: summary is '{summary}'")
    search_and_focus(page, label, "netw", "Network")
    text = details_text(page)
    check("role\nnetwork" in text, f"{label}: Network's role is not shown: {text[:300]}")
    check("named Network" in text, f"{label}: the evidence for Network's role is not shown")
    check("files\n4" in text, f"{label}: Network's files count is not shown")
    set_depth(page, 2)
    check(page.evaluate("window.archlintPage.shownCount().nodes") > 3, f"{label}: depth 2 shows too little")
    if click_edge(page, label, "Network", "Data"):
        findings = expected_findings(archlint, ["--package-path", "SampleProject"], ("Network", "Data"))
        check([rule for rule, _ in findings] == ["declared-imports", "network-never-imports-data", "no-cycles"],
              f"{label}: check's findings on Network -> Data changed: {findings}")
        check_edge_details(page, label, "Network", "Data",
                           ["SampleProject/Sources/Network/Auth/Authenticator.swift:4:1"], findings)
        check("on an import cycle" in details_text(page), f"{label}: Network -> Data is not shown on a cycle")
    screenshot(page, "SampleProject")
    record(timings, label, page, ["search", "focus", "depth", "select-edge"])
    check(not problems, f"{label}: {problems}")
    page.close()


def synthetic_tree(browser, archlint, bench, timings):
    label = "synthetic-1000"
    started = time.monotonic()
    root = run([bench, "tree", "--modules", "1000", "--files-per-module", "6", "--out", str(TREE)]).strip()
    print(f"{label}: tree in {os.path.relpath(root, ROOT)} ({time.monotonic() - started:.1f} s)", flush=True)
    relative = os.path.relpath(root, ROOT)
    arguments = ["--package-path", relative]
    # Written once: the determinism of big pages is the unit tests' (GraphOutputHTMLTests).
    page_path = make_page(archlint, label, arguments + ["--externals", "all"], twice=False)
    problems = []
    page = open_page(browser, page_path, problems)
    counts = page.evaluate("window.archlintPage.shownCount()")
    print(f"{label}: {counts['nodes']} modules, {counts['edges']} edges drawn", flush=True)
    check(counts["nodes"] >= 1000 and counts["edges"] >= 9000, f"{label}: the whole graph is not drawn: {counts}")
    screenshot(page, f"{label}-overview")
    # Panning and zooming the whole graph: each redraw is timed by the page (`draw`).
    draws = []
    box = page.locator("#graph").bounding_box()
    for step in range(5):
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.mouse.wheel(0, -120)
        page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
        draws.append(page.evaluate("window.archlintTimings.draw"))
    print(f"{label}: redraw of the whole graph while zooming {max(draws):.1f} ms at most", flush=True)
    timings[f"{label}-zoom-redraw-ms"] = draws

    search_and_focus(page, label, "profilef", "ProfileFeature")
    text = details_text(page)
    # The role the page was given (roles come from code too: a feature needs a screen, which the
    # synthetic tree may not have), shown as the page says it.
    role = page.evaluate("JSON.parse(document.getElementById('archlint-data').textContent)"
                         ".nodes.find(n => n.name === 'ProfileFeature').role")
    check(f"role\n{role or '(none)'}" in text, f"{label}: ProfileFeature's role ({role}) is not shown")
    check("files\n7" in text, f"{label}: ProfileFeature's files count is not shown")
    set_depth(page, 2)
    if click_edge(page, label, "ProfileFeature", "SearchFeature"):
        findings = expected_findings(archlint, arguments, ("ProfileFeature", "SearchFeature"))
        check_edge_details(page, label, "ProfileFeature", "SearchFeature",
                           [f"{relative}/Sources/ProfileFeature/Shortcut.swift:1:1"], findings)
    screenshot(page, label)
    page.locator("#whole-graph").click()
    record(timings, label, page, ["search", "focus", "depth", "select-edge", "whole-graph"])
    check(not problems, f"{label}: {problems}")
    page.close()


def hostile_names(browser, archlint, timings):
    label = "hostile-names"
    fixture = ROOT / "Tests" / "Fixtures" / "GraphOutput" / "HostileNames"
    page_path = make_page(archlint, label, ["--package-path", str(fixture.relative_to(ROOT)),
                                            "--manifest-json", str((fixture / "dump.json").relative_to(ROOT)),
                                            "--no-cache"])
    problems = []
    page = open_page(browser, page_path, problems)
    # Nothing the names carry became markup: the page's own two scripts, no image, no iframe.
    check(page.evaluate("document.scripts.length") == 2, f"{label}: a name added a script element")
    check(page.evaluate("document.querySelectorAll('img, iframe, object, embed').length") == 0,
          f"{label}: a name added an element")
    check(page.evaluate("window.archlintInjected === undefined"), f"{label}: a name ran script")
    names = page.evaluate("JSON.parse(document.getElementById('archlint-data').textContent).nodes.map(n => n.name)")
    for name in ['</script><script>window.archlintInjected=1</script>', '<!--Comment', 'Quote"\'s', 'Line\u2028Break']:
        check(name in names, f"{label}: {name!r} did not come through the data island intact ({names})")
    script = "</script><script>window.archlintInjected=1</script>"
    search_and_focus(page, label, "</scr", script)
    if click_edge(page, label, "App", script):
        text = details_text(page)
        check(f'Fix: delete "{script}" from the dependencies' in text, f"{label}: the fix is not shown as text: {text}")
    check(page.evaluate("window.archlintInjected === undefined"), f"{label}: a name ran script")
    screenshot(page, label)
    record(timings, label, page, ["search", "focus"])
    check(not problems, f"{label}: {problems}")
    page.close()


def main():
    if len(sys.argv) != 3:
        raise SystemExit("usage: browser_graph_test.py ARCHLINT ARCHLINT_BENCH")
    archlint, bench = (str(Path(argument).resolve()) for argument in sys.argv[1:])
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    timings = {}
    started = time.monotonic()
    with sync_playwright() as playwright:
        arguments = ["--no-sandbox"] if os.geteuid() == 0 else []
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=arguments)
        print(f"browser: Chromium {browser.version} ({CHROMIUM})", flush=True)
        try:
            sample_project(browser, archlint, timings)
            synthetic_tree(browser, archlint, bench, timings)
            hostile_names(browser, archlint, timings)
        finally:
            browser.close()
    (ARTIFACTS / "graph-browser-timings.json").write_text(json.dumps(timings, indent=2, sort_keys=True) + "\n")
    print(f"browser test: {time.monotonic() - started:.0f} s", flush=True)
    passed = 3 - len({failure.split(":")[0] for failure in failures})
    print(f"{passed} passed, {3 - passed} failed", flush=True)
    if failures:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
