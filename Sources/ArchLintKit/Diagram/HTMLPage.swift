/// The hand-written parts of the page `archlint graph --html` writes (see `HTMLRenderer`): its
/// markup, styles and script. No library code: the script lays out and draws the graph itself
/// (README.md, "The HTML page", says how). The page's Content-Security-Policy carries the
/// SHA-256 of `style` and `script` exactly as written here.
enum HTMLPage {
    /// The elements the script fills in.
    static let body = #"""
        <header id="top">
        <h1 id="title">Module graph</h1>
        <p id="summary"></p>
        </header>
        <div id="app">
        <aside id="side" aria-label="Search and focus">
        <label for="search" class="label">Find a module <kbd>/</kbd></label>
        <input id="search" type="search" autocomplete="off" spellcheck="false" placeholder="Module name"
         role="combobox" aria-expanded="false" aria-controls="results" aria-autocomplete="list">
        <ul id="results" role="listbox" aria-label="Modules found" hidden></ul>
        <fieldset>
        <legend>Focus</legend>
        <p id="focus-name">Whole graph</p>
        <label class="row">Depth <input id="depth" type="number" min="0" max="50" value="1"></label>
        <label class="row"><input id="show-dependencies" type="checkbox" checked> dependencies (what it imports)</label>
        <label class="row"><input id="show-dependents" type="checkbox" checked> dependents (what imports it)</label>
        <button id="whole-graph" type="button">Whole graph</button>
        </fieldset>
        <fieldset>
        <legend>Edges</legend>
        <label class="row"><input id="only-broken" type="checkbox"> only edges that break a rule</label>
        </fieldset>
        <section>
        <h2 id="findings-title">Edges that break a rule</h2>
        <ul id="findings" class="list"></ul>
        </section>
        <section>
        <h2>Legend</h2>
        <ul id="legend" class="legend"></ul>
        </section>
        </aside>
        <main id="stage">
        <canvas id="graph" tabindex="0"
         aria-label="Module graph. Click a module or an edge for its details; drag to move, wheel to zoom."></canvas>
        <div id="toolbar">
        <button id="zoom-in" type="button" title="Zoom in (+)">+</button>
        <button id="zoom-out" type="button" title="Zoom out (-)">&minus;</button>
        <button id="fit" type="button" title="Fit the graph (0)">Fit</button>
        </div>
        <div id="tooltip" hidden></div>
        <p id="notice" hidden></p>
        </main>
        <section id="details" aria-live="polite" aria-label="Details">
        <p class="hint">Search a module, or click a module or an edge of the graph.</p>
        </section>
        </div>
        <noscript><p>This page draws the graph with JavaScript; the data is in the script element
        <code>archlint-data</code>.</p></noscript>
        """#

    static let style = #"""
        :root {
          --side: 290px;
          --details: 380px;
          --line: #cbd5e1;
          --muted: #64748b;
          --ink: #0f172a;
          --accent: #2563eb;
          --error: #dc2626;
          --warning: #ea580c;
        }
        * { box-sizing: border-box; }
        html, body { margin: 0; height: 100%; }
        body {
          font: 13px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif;
          color: var(--ink);
          background: #fff;
          display: flex;
          flex-direction: column;
          overflow: hidden;
        }
        #top {
          display: flex;
          align-items: baseline;
          gap: 16px;
          padding: 8px 14px;
          border-bottom: 1px solid var(--line);
          background: #f8fafc;
        }
        #top h1 { font-size: 16px; margin: 0; }
        #top p { margin: 0; color: var(--muted); }
        #app { flex: 1; display: grid; grid-template-columns: var(--side) 1fr var(--details); min-height: 0; }
        #side, #details { overflow: auto; padding: 10px 12px; min-height: 0; }
        #side { border-right: 1px solid var(--line); background: #fcfcfd; }
        #details { border-left: 1px solid var(--line); }
        .label { display: block; font-weight: 600; margin-bottom: 4px; }
        kbd {
          font: 11px ui-monospace, SFMono-Regular, Menlo, monospace;
          border: 1px solid var(--line);
          border-radius: 3px;
          padding: 0 4px;
          color: var(--muted);
        }
        input[type=search] { width: 100%; padding: 6px 8px; border: 1px solid #94a3b8; border-radius: 4px; font: \#
        inherit; }
        input[type=number] { width: 64px; font: inherit; }
        #results {
          list-style: none;
          margin: 2px 0 8px;
          padding: 0;
          border: 1px solid var(--line);
          border-radius: 4px;
          max-height: 260px;
          overflow: auto;
          background: #fff;
        }
        #results li { padding: 3px 8px; cursor: pointer; white-space: nowrap; overflow: hidden; text-overflow: \#
        ellipsis; }
        #results li[aria-selected=true] { background: var(--accent); color: #fff; }
        #results li .meta { color: var(--muted); margin-left: 6px; font-size: 11px; }
        #results li[aria-selected=true] .meta { color: #dbeafe; }
        fieldset { border: 1px solid var(--line); border-radius: 4px; margin: 8px 0; padding: 6px 8px; }
        legend { font-weight: 600; padding: 0 4px; }
        .row { display: block; margin: 3px 0; }
        #focus-name { margin: 2px 0 4px; font-weight: 600; word-break: break-all; }
        button {
          font: inherit;
          padding: 3px 8px;
          border: 1px solid #94a3b8;
          border-radius: 4px;
          background: #fff;
          cursor: pointer;
        }
        button:hover { background: #f1f5f9; }
        button:focus-visible, input:focus-visible, canvas:focus-visible {
          outline: 2px solid var(--accent);
          outline-offset: 1px;
        }
        h2 { font-size: 13px; margin: 12px 0 4px; }
        .list { list-style: none; margin: 0; padding: 0; }
        .list li { margin: 1px 0; }
        .list button {
          width: 100%;
          text-align: left;
          border: none;
          border-radius: 3px;
          padding: 2px 6px;
          white-space: nowrap;
          overflow: hidden;
          text-overflow: ellipsis;
        }
        .list button:hover { background: #e2e8f0; }
        .legend { list-style: none; margin: 0; padding: 0; }
        .legend li { display: flex; align-items: center; gap: 8px; margin: 2px 0; }
        .swatch { display: inline-block; width: 22px; height: 12px; border: 1px solid; border-radius: 3px; flex: none; }
        .stroke { display: inline-block; width: 22px; height: 0; border-top: 2px solid; flex: none; }
        #stage { position: relative; min-width: 0; min-height: 0; overflow: hidden; background: #fff; }
        #graph { display: block; width: 100%; height: 100%; cursor: default; touch-action: none; }
        #toolbar { position: absolute; top: 8px; right: 8px; display: flex; gap: 4px; }
        #tooltip {
          position: absolute;
          pointer-events: none;
          background: var(--ink);
          color: #fff;
          padding: 2px 6px;
          border-radius: 3px;
          font-size: 12px;
          white-space: nowrap;
        }
        #notice {
          position: absolute;
          left: 8px;
          bottom: 8px;
          margin: 0;
          padding: 4px 8px;
          background: #fef2f2;
          color: var(--error);
          border: 1px solid #fecaca;
          border-radius: 4px;
        }
        #details h2.title { font-size: 15px; margin: 0 0 6px; word-break: break-all; }
        #details dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 10px; margin: 0 0 8px; }
        #details dt { color: var(--muted); }
        #details dd { margin: 0; word-break: break-word; }
        #details ul.plain { margin: 2px 0 8px; padding-left: 18px; }
        #details .finding { border-left: 3px solid var(--error); padding: 2px 8px; margin: 6px 0; background: #fef2f2; }
        #details .finding.warning { border-color: var(--warning); background: #fff7ed; }
        #details .finding p { margin: 2px 0; }
        #details .fix { font-weight: 600; }
        #details code, .mono { font: 12px ui-monospace, SFMono-Regular, Menlo, monospace; word-break: break-all; }
        .hint { color: var(--muted); }
        .rule { font: 11px ui-monospace, SFMono-Regular, Menlo, monospace; color: var(--error); }
        .rule.warning { color: var(--warning); }
        .actions { display: flex; flex-wrap: wrap; gap: 4px; margin: 6px 0; }
        """#

    static let script = #"""
        // archlint graph --html: explore the module graph. Hand-written, no library. The data comes from
        // the JSON island above; every text reaches the page through textContent, never as markup.
        (function () {
          'use strict';
          var started = performance.now();
          var timings = { parse: 0, layout: 0, draw: 0, firstRender: 0, scriptToFirstRender: 0, interactions: [] };
          window.archlintTimings = timings;

          var data = JSON.parse(document.getElementById('archlint-data').textContent);
          timings.parse = performance.now() - started;
          var nodes = data.nodes, edges = data.edges, bands = data.bands, palette = data.palette;
          var N = nodes.length, E = edges.length;

          // ---- Graph indexes -------------------------------------------------------------------------
          var outgoing = [], incoming = [];
          for (var i = 0; i < N; i++) { outgoing.push([]); incoming.push([]); }
          var broken = [], cycleEdges = 0;
          for (var e = 0; e < E; e++) {
            outgoing[edges[e].from].push(e);
            incoming[edges[e].to].push(e);
            if (edges[e].violations.length) broken.push(e);
            if (edges[e].onCycle) cycleEdges++;
          }
          var lowerNames = nodes.map(function (node) { return node.name.toLowerCase(); });

          // Control characters and bidirectional overrides shown as \u{XXXX}, as archlint's text output
          // does: a name must read as what it is.
          function visible(text) {
            return String(text).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, \#
        function (c) {
              return '\\u{' + c.charCodeAt(0).toString(16).toUpperCase() + '}';
            });
          }
          function plural(count, one, many) { return count + ' ' + (count === 1 ? one : many); }
          function severityOf(edge) {
            var worst = null;
            edge.violations.forEach(function (v) { if (v.severity === 'error' || worst === null) worst = v.severity; });
            return worst;
          }

          // ---- DOM helpers -----------------------------------------------------------------------------
          function $(id) { return document.getElementById(id); }
          function el(tag, className, text) {
            var node = document.createElement(tag);
            if (className) node.className = className;
            if (text !== undefined && text !== null) node.textContent = text;
            return node;
          }
          function button(text, action, title) {
            var b = el('button', null, text);
            b.type = 'button';
            if (title) b.title = title;
            b.addEventListener('click', action);
            return b;
          }

          var canvas = $('graph'), ctx = canvas.getContext('2d');
          var tooltip = $('tooltip'), details = $('details'), notice = $('notice');
          var search = $('search'), results = $('results'), depthInput = $('depth');

          // ---- State -----------------------------------------------------------------------------------
          var state = {
            focus: -1, depth: 1, dependencies: true, dependents: true, onlyBroken: false, selected: null, hover: -1,
          };
          var FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';
          var NODE_H = 24, PAD_X = 9, GAP_X = 12, ROW_GAP = 16, BAND_HEAD = 22, BAND_PAD = 14, MARGIN = 24;
          var widths = new Float64Array(N);
          ctx.font = FONT;
          for (var w = 0; w < N; w++) widths[w] = Math.ceil(ctx.measureText(visible(nodes[w].name)).width) + 2 * PAD_X;

          // The laid-out picture: positions of the shown nodes, the shown edges with their geometry.
          var layout = null;
          var camera = { scale: 1, x: 0, y: 0 };
          var view = { width: 0, height: 0, ratio: 1 };

          // ---- Which nodes and edges are shown ---------------------------------------------------------
          // Focus: the module and what lies within `depth` edges of it, following dependencies and
          // dependents separately (as `archlint graph --focus` does).
          function shownNodes() {
            var shown = new Uint8Array(N);
            if (state.focus < 0) { shown.fill(1); return shown; }
            shown[state.focus] = 1;
            function walk(lists, end) {
              var frontier = [state.focus], seen = new Uint8Array(N);
              seen[state.focus] = 1;
              for (var level = 0; level < state.depth && frontier.length; level++) {
                var next = [];
                for (var f = 0; f < frontier.length; f++) {
                  var list = lists[frontier[f]];
                  for (var k = 0; k < list.length; k++) {
                    var other = edges[list[k]][end];
                    if (!seen[other]) { seen[other] = 1; shown[other] = 1; next.push(other); }
                  }
                }
                frontier = next;
              }
            }
            if (state.dependencies) walk(outgoing, 'to');
            if (state.dependents) walk(incoming, 'from');
            return shown;
          }

          // ---- Layout: bands top to bottom, barycenter order inside each band, rows wrapped -------------
          // Near-linear: each sweep visits every edge twice and sorts each band once.
          function computeLayout() {
            var t = performance.now();
            var shown = shownNodes();
            var shownEdges = [];
            for (var e = 0; e < E; e++) {
              var edge = edges[e];
              if (shown[edge.from] && shown[edge.to] && (!state.onlyBroken || edge.violations.length)) \#
        shownEdges.push(e);
            }
            var lists = bands.map(function () { return []; });
            var count = 0;
            for (var n = 0; n < N; n++) if (shown[n]) { lists[nodes[n].band].push(n); count++; }
            var used = [];
            lists.forEach(function (list, b) { if (list.length) used.push({ band: b, nodes: list }); });
            var bandIndex = new Int32Array(N).fill(-1);
            used.forEach(function (entry, b) { entry.nodes.forEach(function (n) { bandIndex[n] = b; }); });

            var neighbours = new Map();
            shownEdges.forEach(function (e) {
              var a = edges[e].from, b = edges[e].to;
              if (a === b) return;
              if (!neighbours.has(a)) neighbours.set(a, []);
              if (!neighbours.has(b)) neighbours.set(b, []);
              neighbours.get(a).push(b);
              neighbours.get(b).push(a);
            });
            var position = new Float64Array(N), key = new Float64Array(N);
            function assign(list) {
              var last = Math.max(list.length - 1, 1);
              for (var k = 0; k < list.length; k++) position[list[k]] = list.length > 1 ? k / last : 0.5;
            }
            used.forEach(function (entry) { assign(entry.nodes); });
            for (var sweep = 0; sweep < 4; sweep++) {
              var down = sweep % 2 === 0;
              for (var s = 0; s < used.length; s++) {
                var b = down ? s : used.length - 1 - s;
                var list = used[b].nodes;
                for (var k = 0; k < list.length; k++) {
                  var v = list[k], around = neighbours.get(v), sum = 0, seen = 0;
                  if (around) {
                    for (var j = 0; j < around.length; j++) {
                      var u = around[j];
                      if (down ? bandIndex[u] < b : bandIndex[u] > b) { sum += position[u]; seen++; }
                    }
                  }
                  key[v] = seen ? sum / seen : position[v];
                }
                list.sort(function (p, q) { return key[p] - key[q] || p - q; });
                assign(list);
              }
            }

            // Rows: as wide as the canvas, or wider when that makes the whole picture about as wide (in
            // proportion) as the canvas; then fitting it to the canvas wastes the least room.
            var total = 0;
            for (var m = 0; m < N; m++) if (shown[m]) total += widths[m] + GAP_X;
            var aspect = Math.min(Math.max(view.width / view.height, 1), 3);
            var rowWidth = Math.max(view.width - 2 * MARGIN, 600, Math.sqrt(total * (NODE_H + ROW_GAP) * aspect));
            var x = new Float64Array(N), y = new Float64Array(N);
            var top = MARGIN, widest = 0, bandBoxes = [];
            used.forEach(function (entry) {
              var bandTop = top;
              var rowY = top + BAND_HEAD, rows = [[]], width = 0;
              entry.nodes.forEach(function (n) {
                var row = rows[rows.length - 1];
                if (row.length && width + widths[n] > rowWidth) { rows.push([]); width = 0; }
                rows[rows.length - 1].push(n);
                width += widths[n] + GAP_X;
              });
              rows.forEach(function (row) {
                var rowTotal = -GAP_X;
                row.forEach(function (n) { rowTotal += widths[n] + GAP_X; });
                widest = Math.max(widest, rowTotal);
                row.rowTotal = rowTotal;
              });
              rows.forEach(function (row) {
                row.y = rowY;
                rowY += NODE_H + ROW_GAP;
              });
              entry.rows = rows;
              top = rowY - ROW_GAP + BAND_PAD;
              bandBoxes.push({ name: bands[entry.band].name, kind: bands[entry.band].kind, top: bandTop, bottom: top });
              top += 8;
            });
            var contentWidth = Math.max(widest, 200);
            used.forEach(function (entry) {
              entry.rows.forEach(function (row) {
                var cursor = MARGIN + (contentWidth - row.rowTotal) / 2;
                row.forEach(function (n) { x[n] = cursor; y[n] = row.y; cursor += widths[n] + GAP_X; });
              });
            });

            // Edge geometry: down a band as a straight line, up (against the layers) as a curve to the
            // side, inside a row as an arc (over the row left to right, under it right to left).
            var geometry = new Float64Array(shownEdges.length * 7);
            for (var g = 0; g < shownEdges.length; g++) {
              var edge2 = edges[shownEdges[g]], a = edge2.from, c = edge2.to, o = g * 7;
              var ax = x[a] + widths[a] / 2, cx = x[c] + widths[c] / 2;
              var x1, y1, x2, y2, qx = NaN, qy = NaN;
              if (y[c] > y[a] + 1) { x1 = ax; y1 = y[a] + NODE_H; x2 = cx; y2 = y[c]; }
              else if (y[c] < y[a] - 1) {
                x1 = ax + 6; y1 = y[a]; x2 = cx + 6; y2 = y[c] + NODE_H;
                var span = Math.abs(y1 - y2);
                qx = (x1 + x2) / 2 + Math.min(160, 30 + span * 0.25); qy = (y1 + y2) / 2;
              } else if (ax <= cx) {
                x1 = ax; y1 = y[a]; x2 = cx; y2 = y[c];
                qx = (x1 + x2) / 2; qy = y1 - Math.min(90, 16 + Math.abs(cx - ax) * 0.2);
              } else {
                x1 = ax; y1 = y[a] + NODE_H; x2 = cx; y2 = y[c] + NODE_H;
                qx = (x1 + x2) / 2; qy = y1 + Math.min(90, 16 + Math.abs(cx - ax) * 0.2);
              }
              geometry[o] = x1; geometry[o + 1] = y1; geometry[o + 2] = x2; geometry[o + 3] = y2;
              geometry[o + 4] = qx; geometry[o + 5] = qy; geometry[o + 6] = shownEdges[g];
            }
            var shownList = [];
            for (var r = 0; r < N; r++) if (shown[r]) shownList.push(r);
            layout = {
              shown: shown, nodes: shownList, edges: shownEdges, geometry: geometry, x: x, y: y, bands: bandBoxes,
              width: contentWidth + 2 * MARGIN, height: top + MARGIN,
            };
            timings.layout = performance.now() - t;
          }

          // ---- Camera ----------------------------------------------------------------------------------
          function resize() {
            var rect = canvas.getBoundingClientRect();
            view.ratio = window.devicePixelRatio || 1;
            view.width = Math.max(rect.width, 1);
            view.height = Math.max(rect.height, 1);
            canvas.width = Math.round(view.width * view.ratio);
            canvas.height = Math.round(view.height * view.ratio);
          }
          function fit() {
            if (!layout) return;
            var scale = Math.min(view.width / layout.width, view.height / layout.height, 1.5);
            camera.scale = Math.max(scale, 0.02);
            camera.x = (view.width - layout.width * camera.scale) / 2;
            camera.y = Math.max((view.height - layout.height * camera.scale) / 2, 0);
          }
          function zoom(factor, px, py) {
            var scale = Math.min(Math.max(camera.scale * factor, 0.02), 6);
            camera.x = px - (px - camera.x) * (scale / camera.scale);
            camera.y = py - (py - camera.y) * (scale / camera.scale);
            camera.scale = scale;
          }
          function toWorld(px, py) { return { x: (px - camera.x) / camera.scale, y: (py - camera.y) / camera.scale }; }

          // ---- Drawing ---------------------------------------------------------------------------------
          var scheduled = false;
          function requestDraw() {
            if (scheduled) return;
            scheduled = true;
            requestAnimationFrame(function () {
              // An interaction may have drawn already (see interact).
              if (!scheduled) return;
              scheduled = false;
              draw();
            });
          }

          function edgeColor(edge) {
            var severity = severityOf(edge);
            if (severity) return severity === 'error' ? palette.error : palette.warning;
            return palette.edges[edge.drawn].color;
          }

          // A straight edge has no control point (NaN, the one value not equal to itself).
          function isCurve(geometry, o) { return geometry[o + 4] === geometry[o + 4]; }

          function traceEdge(g, geometry) {
            var o = g * 7;
            ctx.moveTo(geometry[o], geometry[o + 1]);
            if (isCurve(geometry, o)) ctx.quadraticCurveTo(geometry[o + 4], geometry[o + 5], geometry[o + 2], \#
        geometry[o + 3]);
            else ctx.lineTo(geometry[o + 2], geometry[o + 3]);
          }

          function arrowHead(g, geometry, size) {
            var o = g * 7, x2 = geometry[o + 2], y2 = geometry[o + 3];
            var fx = isCurve(geometry, o) ? geometry[o + 4] : geometry[o];
            var fy = isCurve(geometry, o) ? geometry[o + 5] : geometry[o + 1];
            var angle = Math.atan2(y2 - fy, x2 - fx);
            ctx.moveTo(x2, y2);
            ctx.lineTo(x2 - size * Math.cos(angle - 0.45), y2 - size * Math.sin(angle - 0.45));
            ctx.lineTo(x2 - size * Math.cos(angle + 0.45), y2 - size * Math.sin(angle + 0.45));
            ctx.closePath();
          }

          function draw() {
            var t = performance.now();
            ctx.setTransform(view.ratio, 0, 0, view.ratio, 0, 0);
            ctx.clearRect(0, 0, view.width, view.height);
            if (!layout) return;
            ctx.translate(camera.x, camera.y);
            ctx.scale(camera.scale, camera.scale);
            var left = -camera.x / camera.scale, top = -camera.y / camera.scale;
            var right = left + view.width / camera.scale, bottom = top + view.height / camera.scale;

            // Bands.
            ctx.font = 'bold ' + FONT;
            ctx.textBaseline = 'middle';
            layout.bands.forEach(function (band, index) {
              if (band.bottom < top || band.top > bottom) return;
              ctx.fillStyle = index % 2 ? '#f1f5f9' : '#f8fafc';
              ctx.fillRect(MARGIN / 2, band.top, layout.width - MARGIN, band.bottom - band.top);
              ctx.fillStyle = '#475569';
              ctx.fillText(visible(band.name), MARGIN / 2 + 6, band.top + 11);
            });

            // Edges, one path per style: ordinary first, then the selected module's, then the broken
            // ones, so what matters is drawn last (on top).
            var selectedNode = state.selected && state.selected.type === 'node' ? state.selected.index : -1;
            var selectedEdge = state.selected && state.selected.type === 'edge' ? state.selected.index : -1;
            var near = selectedNode >= 0 ? selectedNode : state.hover;
            var geometry = layout.geometry, shownEdges = layout.edges;
            var groups = new Map();
            var many = shownEdges.length > 1500;
            for (var g = 0; g < shownEdges.length; g++) {
              var o = g * 7;
              var minX = Math.min(geometry[o], geometry[o + 2], geometry[o + 4] || geometry[o]);
              var maxX = Math.max(geometry[o], geometry[o + 2], geometry[o + 4] || geometry[o]);
              var minY = Math.min(geometry[o + 1], geometry[o + 3], geometry[o + 5] || geometry[o + 1]);
              var maxY = Math.max(geometry[o + 1], geometry[o + 3], geometry[o + 5] || geometry[o + 1]);
              if (maxX < left || minX > right || maxY < top || minY > bottom) continue;
              var edge = edges[shownEdges[g]];
              var touches = near >= 0 && (edge.from === near || edge.to === near);
              var rank = shownEdges[g] === selectedEdge ? 4 : edge.violations.length ? 3 : touches ? 2 : 1;
              var width = edge.onCycle ? 3 : edge.violations.length ? 1.8 : touches ? 1.6 : 1;
              var alpha = rank > 1 ? 1 : (near >= 0 ? 0.12 : many ? 0.22 : 0.75);
              var color = shownEdges[g] === selectedEdge ? '#2563eb'
                : touches && !edge.violations.length ? '#0f172a' : edgeColor(edge);
              var dashed = edge.drawn === 'declared-only';
              var style = rank + '|' + color + '|' + width + '|' + alpha + '|' + dashed;
              var group = groups.get(style);
              if (!group) {
                group = { rank: rank, color: color, width: width, alpha: alpha, dashed: dashed, list: [] };
                groups.set(style, group);
              }
              group.list.push(g);
            }
            var ordered = Array.from(groups.values()).sort(function (p, q) { return p.rank - q.rank; });
            var heads = camera.scale > 0.35 && shownEdges.length < 6000;
            ordered.forEach(function (group) {
              ctx.globalAlpha = group.alpha;
              ctx.strokeStyle = group.color;
              ctx.fillStyle = group.color;
              ctx.lineWidth = group.width / Math.min(camera.scale, 1);
              ctx.setLineDash(group.dashed ? [5, 4] : []);
              ctx.beginPath();
              group.list.forEach(function (g) { traceEdge(g, geometry); });
              ctx.stroke();
              if (heads && (group.alpha > 0.5 || group.rank > 1)) {
                ctx.setLineDash([]);
                ctx.beginPath();
                group.list.forEach(function (g) { arrowHead(g, geometry, 7); });
                ctx.fill();
              }
            });
            ctx.globalAlpha = 1;
            ctx.setLineDash([]);

            // Nodes, one path per style.
            var styles = new Map();
            var list = layout.nodes, x = layout.x, y = layout.y;
            for (var k = 0; k < list.length; k++) {
              var n = list[k];
              if (x[n] + widths[n] < left || x[n] > right || y[n] + NODE_H < top || y[n] > bottom) continue;
              var style2 = nodes[n].style;
              if (!styles.has(style2)) styles.set(style2, []);
              styles.get(style2).push(n);
            }
            styles.forEach(function (members, style) {
              var colors = palette.nodes[style];
              ctx.beginPath();
              members.forEach(function (n) { ctx.rect(x[n], y[n], widths[n], NODE_H); });
              ctx.fillStyle = colors.fill;
              ctx.fill();
              ctx.strokeStyle = colors.stroke;
              ctx.lineWidth = 1 / Math.min(camera.scale, 1);
              ctx.setLineDash(style === 'sdk' || style === 'unknown' ? [4, 3] : []);
              ctx.stroke();
            });
            ctx.setLineDash([]);
            [state.focus, selectedNode, state.hover].forEach(function (n, index) {
              if (n < 0 || !layout.shown[n]) return;
              ctx.strokeStyle = index === 0 ? '#0f172a' : '#2563eb';
              ctx.lineWidth = (index === 2 ? 1.5 : 2.5) / Math.min(camera.scale, 1);
              ctx.strokeRect(x[n] - 2, y[n] - 2, widths[n] + 4, NODE_H + 4);
            });
            if (camera.scale * 12 >= 5) {
              ctx.font = FONT;
              ctx.textBaseline = 'middle';
              styles.forEach(function (members, style) {
                ctx.fillStyle = palette.nodes[style].text;
                members.forEach(function (n) { ctx.fillText(visible(nodes[n].name), x[n] + PAD_X, y[n] + NODE_H / 2); \#
        });
              });
            }
            timings.draw = performance.now() - t;
          }

          // ---- Hit testing -----------------------------------------------------------------------------
          function nodeAt(wx, wy) {
            if (!layout) return -1;
            var list = layout.nodes;
            for (var k = list.length - 1; k >= 0; k--) {
              var n = list[k];
              var x = layout.x[n], y = layout.y[n];
              if (wx >= x && wx <= x + widths[n] && wy >= y && wy <= y + NODE_H) return n;
            }
            return -1;
          }
          function segmentDistance(px, py, x1, y1, x2, y2) {
            var dx = x2 - x1, dy = y2 - y1, length = dx * dx + dy * dy;
            var t = length ? Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / length)) : 0;
            var ex = x1 + t * dx - px, ey = y1 + t * dy - py;
            return Math.sqrt(ex * ex + ey * ey);
          }
          function pointOn(g, t) {
            var geometry = layout.geometry, o = g * 7;
            var x1 = geometry[o], y1 = geometry[o + 1], x2 = geometry[o + 2], y2 = geometry[o + 3];
            if (!isCurve(geometry, o)) return { x: x1 + (x2 - x1) * t, y: y1 + (y2 - y1) * t };
            var qx = geometry[o + 4], qy = geometry[o + 5], u = 1 - t;
            return { x: u * u * x1 + 2 * u * t * qx + t * t * x2, y: u * u * y1 + 2 * u * t * qy + t * t * y2 };
          }
          function edgeDistance(g, wx, wy) {
            var best = Infinity, steps = isCurve(layout.geometry, g * 7) ? 12 : 1;
            var previous = pointOn(g, 0);
            for (var s = 1; s <= steps; s++) {
              var next = pointOn(g, s / steps);
              best = Math.min(best, segmentDistance(wx, wy, previous.x, previous.y, next.x, next.y));
              previous = next;
            }
            return best;
          }
          // The nearest shown edge within a few screen pixels; a broken edge wins a tie.
          function edgeAt(wx, wy) {
            if (!layout) return -1;
            var limit = 6 / camera.scale, best = -1, bestDistance = Infinity;
            for (var g = 0; g < layout.edges.length; g++) {
              var distance = edgeDistance(g, wx, wy);
              if (edges[layout.edges[g]].violations.length) distance -= 0.5 / camera.scale;
              if (distance <= limit && distance < bestDistance) { best = g; bestDistance = distance; }
            }
            return best < 0 ? -1 : layout.edges[best];
          }

          // ---- Details panel ---------------------------------------------------------------------------
          function definitionList(rows) {
            var dl = el('dl');
            rows.forEach(function (row) {
              if (row[1] === null || row[1] === undefined) return;
              dl.appendChild(el('dt', null, row[0]));
              var dd = el('dd');
              if (row[1] instanceof Node) dd.appendChild(row[1]); else dd.textContent = row[1];
              dl.appendChild(dd);
            });
            return dl;
          }
          function cappedList(items, limit, render) {
            var ul = el('ul', 'list');
            items.slice(0, limit).forEach(function (item) {
              var li = el('li');
              li.appendChild(render(item));
              ul.appendChild(li);
            });
            if (items.length > limit) ul.appendChild(el('li', 'hint', 'and ' + (items.length - limit) + ' more'));
            return ul;
          }
          function edgeLabel(e, from) {
            var edge = edges[e];
            var text = from ? '\u2192 ' + visible(nodes[edge.to].name) : '\u2190 ' + visible(nodes[edge.from].name);
            if (edge.violations.length) text += '  [' + edge.violations.map(function (v) { return v.rule; }).join(', \#
        ') + ']';
            return text;
          }
          function statusText(edge) {
            if (edge.status === 'declared-and-imported') return 'declared and imported';
            if (edge.status === 'declared-only') return 'declared, never imported';
            if (edge.status === 'sdk') return 'SDK import (needs no declaration)';
            return data.declarationsChecked ? 'imported, not declared' : 'imported (declarations are not checked by \#
        any rule)';
          }

          // A button selecting edge e, labelled by its other end.
          function edgeButton(e, from) {
            return button(edgeLabel(e, from), function () { interact('select-edge', function () { selectEdge(e, \#
        true); }); });
          }
          function nodeButton(n, title) {
            var action = function () { interact('select-node', function () { selectNode(n); }); };
            return button(visible(nodes[n].name), action, title);
          }

          function showNode(n) {
            var node = nodes[n];
            details.textContent = '';
            details.appendChild(el('h2', 'title', visible(node.name)));
            var evidence = null;
            if (node.roleEvidence.length) {
              evidence = el('ul', 'plain');
              node.roleEvidence.forEach(function (line) { evidence.appendChild(el('li', null, visible(line))); });
            }
            details.appendChild(definitionList([
              ['kind', node.kind],
              ['package', node.package === null ? null : visible(node.package)],
              ['layer', node.layer === null ? '(none)' : visible(node.layer)],
              ['band', visible(bands[node.band].name)],
              ['role', node.role === null ? '(none)' : node.role],
              ['evidence', evidence],
              ['files', String(node.files)],
              ['imports', plural(outgoing[n].length, 'module', 'modules')],
              ['imported by', plural(incoming[n].length, 'module', 'modules')],
            ]));
            var actions = el('div', 'actions');
            actions.appendChild(button('Focus on ' + visible(node.name), function () {
              interact('focus', function () { focusOn(n); });
            }));
            details.appendChild(actions);
            var brokenHere = outgoing[n].concat(incoming[n]).filter(function (e) { return edges[e].violations.length; \#
        });
            if (brokenHere.length) {
              details.appendChild(el('h2', null, 'Edges that break a rule (' + brokenHere.length + ')'));
              details.appendChild(cappedList(brokenHere, 100, function (e) { return edgeButton(e, edges[e].from === \#
        n); }));
            }
            details.appendChild(el('h2', null, 'Imports (' + outgoing[n].length + ')'));
            details.appendChild(cappedList(outgoing[n], 150, function (e) { return edgeButton(e, true); }));
            details.appendChild(el('h2', null, 'Imported by (' + incoming[n].length + ')'));
            details.appendChild(cappedList(incoming[n], 150, function (e) { return edgeButton(e, false); }));
          }

          function showEdge(e) {
            var edge = edges[e], from = nodes[edge.from], to = nodes[edge.to];
            details.textContent = '';
            details.appendChild(el('h2', 'title', visible(from.name) + ' \u2192 ' + visible(to.name)));
            details.appendChild(definitionList([
              ['status', statusText(edge)],
              ['cycle', edge.onCycle ? 'on an import cycle' : null],
              ['conditions', edge.importConditions.length ? edge.importConditions.map(visible).join('; ') : null],
              ['import lines', String(edge.evidence.length)],
            ]));
            if (edge.findings.length) {
              details.appendChild(el('h2', null, 'Rules broken (' + edge.findings.length + ')'));
              edge.findings.forEach(function (index) {
                var finding = data.findings[index];
                var box = el('div', 'finding' + (finding.severity === 'warning' ? ' warning' : ''));
                var ruleClass = 'rule' + (finding.severity === 'warning' ? ' warning' : '');
                box.appendChild(el('p', ruleClass, finding.rule + ' (' + finding.severity + ')'));
                box.appendChild(el('p', 'message', visible(finding.message)));
                if (finding.fix !== null) box.appendChild(el('p', 'fix', 'Fix: ' + visible(finding.fix)));
                if (finding.location !== null) box.appendChild(el('p', 'mono location', visible(finding.location)));
                details.appendChild(box);
              });
            }
            if (edge.evidence.length) {
              details.appendChild(el('h2', null, 'Import lines (' + edge.evidence.length + ')'));
              var ul = el('ul', 'plain evidence');
              edge.evidence.slice(0, 300).forEach(function (place) {
                ul.appendChild(el('li', 'mono', visible(data.files[place[0]]) + ':' + place[1] + ':' + place[2]));
              });
              if (edge.evidence.length > 300) ul.appendChild(el('li', 'hint', 'and ' + (edge.evidence.length - 300) + \#
        ' more'));
              details.appendChild(ul);
            }
            var actions = el('div', 'actions');
            actions.appendChild(nodeButton(edge.from, 'Show the importing module'));
            actions.appendChild(nodeButton(edge.to, 'Show the imported module'));
            details.appendChild(actions);
          }

          // ---- Actions ---------------------------------------------------------------------------------
          function interact(name, action) {
            var t = performance.now();
            action();
            if (scheduled) { scheduled = false; draw(); }
            timings.interactions.push({ name: name, ms: Math.round((performance.now() - t) * 100) / 100 });
          }
          function relayout(keepCamera) {
            computeLayout();
            if (!keepCamera) fit();
            requestDraw();
            var focusName = $('focus-name');
            focusName.textContent = state.focus < 0 ? 'Whole graph' : visible(nodes[state.focus].name);
            $('summary').textContent = summaryText();
          }
          function focusOn(n) {
            state.focus = n;
            state.selected = { type: 'node', index: n };
            relayout(false);
            showNode(n);
          }
          function selectNode(n) {
            state.selected = { type: 'node', index: n };
            if (!layout.shown[n]) { state.focus = n; relayout(false); }
            showNode(n);
            requestDraw();
          }
          // Selects an edge; when one of its ends is not shown, focuses on the importing module first.
          function selectEdge(e, reveal) {
            var edge = edges[e];
            state.selected = { type: 'edge', index: e };
            var hidden = !layout.shown[edge.from] || !layout.shown[edge.to] || (state.onlyBroken && \#
        !edge.violations.length);
            if (reveal && hidden) {
              state.focus = edge.from;
              if (state.depth < 1) { state.depth = 1; depthInput.value = '1'; }
              if (!state.dependencies) { state.dependencies = true; $('show-dependencies').checked = true; }
              state.onlyBroken = state.onlyBroken && edge.violations.length > 0;
              $('only-broken').checked = state.onlyBroken;
              relayout(false);
            }
            showEdge(e);
            requestDraw();
          }
          function clearSelection() {
            state.selected = null;
            details.textContent = '';
            details.appendChild(el('p', 'hint', 'Search a module, or click a module or an edge of the graph.'));
            requestDraw();
          }
          function summaryText() {
            var shown = layout ? layout.nodes.length : N;
            var text = plural(N, 'module', 'modules') + ', ' + plural(E, 'edge', 'edges');
            text += ' (' + broken.length + ' breaking a rule';
            if (cycleEdges) text += ', ' + cycleEdges + ' on a cycle';
            text += ')';
            if (layout && state.focus >= 0) text += '; showing ' + shown + ' around ' + \#
        visible(nodes[state.focus].name);
            return text;
          }

          // ---- Search ----------------------------------------------------------------------------------
          var matches = [], active = -1;
          function runSearch() {
            var query = search.value.trim().toLowerCase();
            matches = [];
            if (query) {
              var prefix = [], inside = [];
              for (var n = 0; n < N; n++) {
                var at = lowerNames[n].indexOf(query);
                if (at === 0) prefix.push(n); else if (at > 0) inside.push(n);
              }
              matches = prefix.concat(inside).slice(0, 50);
            }
            active = matches.length ? 0 : -1;
            renderResults();
          }
          function renderResults() {
            results.textContent = '';
            matches.forEach(function (n, k) {
              var li = el('li', null, visible(nodes[n].name));
              li.id = 'result-' + k;
              li.setAttribute('role', 'option');
              li.setAttribute('aria-selected', k === active ? 'true' : 'false');
              li.appendChild(el('span', 'meta', nodes[n].role || nodes[n].kind));
              li.addEventListener('mousedown', function (event) { event.preventDefault(); choose(k); });
              results.appendChild(li);
            });
            var open = matches.length > 0;
            results.hidden = !open;
            search.setAttribute('aria-expanded', open ? 'true' : 'false');
            if (active >= 0) {
              search.setAttribute('aria-activedescendant', 'result-' + active);
              var current = $('result-' + active);
              if (current && current.scrollIntoView) current.scrollIntoView({ block: 'nearest' });
            } else {
              search.removeAttribute('aria-activedescendant');
            }
          }
          function choose(k) {
            var n = matches[k];
            if (n === undefined) return;
            interact('focus', function () { focusOn(n); });
            search.value = nodes[n].name;
            matches = [];
            renderResults();
          }
          search.addEventListener('input', function () { interact('search', runSearch); });
          search.addEventListener('keydown', function (event) {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              if (!matches.length) runSearch();
              if (matches.length) {
                active = (active + (event.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length;
                renderResults();
              }
              event.preventDefault();
            } else if (event.key === 'Enter') {
              if (active >= 0) choose(active);
              event.preventDefault();
            } else if (event.key === 'Escape') {
              search.value = '';
              matches = [];
              renderResults();
            }
          });
          search.addEventListener('blur', function () { matches = []; renderResults(); });

          // ---- Controls --------------------------------------------------------------------------------
          depthInput.addEventListener('change', function () {
            var depth = parseInt(depthInput.value, 10);
            if (!(depth >= 0)) depth = 1;
            state.depth = Math.min(depth, 50);
            depthInput.value = String(state.depth);
            interact('depth', function () { relayout(false); });
          });
          $('show-dependencies').addEventListener('change', function (event) {
            state.dependencies = event.target.checked;
            interact('direction', function () { relayout(false); });
          });
          $('show-dependents').addEventListener('change', function (event) {
            state.dependents = event.target.checked;
            interact('direction', function () { relayout(false); });
          });
          $('only-broken').addEventListener('change', function (event) {
            state.onlyBroken = event.target.checked;
            interact('only-broken', function () { relayout(true); });
          });
          $('whole-graph').addEventListener('click', function () {
            interact('whole-graph', function () { state.focus = -1; relayout(false); });
          });
          $('fit').addEventListener('click', function () { interact('fit', function () { fit(); requestDraw(); }); });
          $('zoom-in').addEventListener('click', function () { zoom(1.25, view.width / 2, view.height / 2); \#
        requestDraw(); });
          $('zoom-out').addEventListener('click', function () { zoom(0.8, view.width / 2, view.height / 2); \#
        requestDraw(); });

          document.addEventListener('keydown', function (event) {
            var typing = event.target && (event.target.tagName === 'INPUT' || event.target.tagName === 'TEXTAREA');
            if (event.key === '/' && !typing) { search.focus(); search.select(); event.preventDefault(); return; }
            if (typing) return;
            if (event.key === 'Escape') { clearSelection(); }
            else if (event.key === '+' || event.key === '=') { zoom(1.25, view.width / 2, view.height / 2); \#
        requestDraw(); }
            else if (event.key === '-') { zoom(0.8, view.width / 2, view.height / 2); requestDraw(); }
            else if (event.key === '0') { fit(); requestDraw(); }
            else if (event.key === 'f' && state.selected && state.selected.type === 'node') {
              var n = state.selected.index;
              interact('focus', function () { focusOn(n); });
            } else if (event.target === canvas && event.key.indexOf('Arrow') === 0) {
              var step = 60;
              if (event.key === 'ArrowLeft') camera.x += step;
              if (event.key === 'ArrowRight') camera.x -= step;
              if (event.key === 'ArrowUp') camera.y += step;
              if (event.key === 'ArrowDown') camera.y -= step;
              requestDraw();
              event.preventDefault();
            }
          });

          // ---- Pointer: drag to pan, wheel to zoom, click to select, double-click to focus --------------
          var drag = null;
          function local(event) {
            var rect = canvas.getBoundingClientRect();
            return { x: event.clientX - rect.left, y: event.clientY - rect.top };
          }
          canvas.addEventListener('pointerdown', function (event) {
            var p = local(event);
            drag = { x: p.x, y: p.y, cx: camera.x, cy: camera.y, moved: false };
            canvas.setPointerCapture(event.pointerId);
          });
          canvas.addEventListener('pointermove', function (event) {
            var p = local(event);
            if (drag) {
              if (Math.abs(p.x - drag.x) + Math.abs(p.y - drag.y) > 4) drag.moved = true;
              if (drag.moved) {
                camera.x = drag.cx + p.x - drag.x;
                camera.y = drag.cy + p.y - drag.y;
                tooltip.hidden = true;
                requestDraw();
              }
              return;
            }
            var world = toWorld(p.x, p.y), n = nodeAt(world.x, world.y);
            if (n !== state.hover) {
              state.hover = n;
              requestDraw();
            }
            if (n >= 0) {
              tooltip.textContent = visible(nodes[n].name) + (nodes[n].role ? ' \u00b7 ' + nodes[n].role : '');
              tooltip.style.left = (p.x + 12) + 'px';
              tooltip.style.top = (p.y + 12) + 'px';
              tooltip.hidden = false;
            } else {
              tooltip.hidden = true;
            }
          });
          canvas.addEventListener('pointerleave', function () {
            tooltip.hidden = true;
            if (state.hover >= 0) { state.hover = -1; requestDraw(); }
          });
          canvas.addEventListener('pointerup', function (event) {
            var was = drag;
            drag = null;
            if (!was || was.moved) return;
            var p = local(event), world = toWorld(p.x, p.y);
            var n = nodeAt(world.x, world.y);
            if (n >= 0) { interact('select-node', function () { selectNode(n); }); return; }
            var e = edgeAt(world.x, world.y);
            if (e >= 0) interact('select-edge', function () { selectEdge(e, false); });
            else clearSelection();
          });
          canvas.addEventListener('dblclick', function (event) {
            var p = local(event), world = toWorld(p.x, p.y), n = nodeAt(world.x, world.y);
            if (n >= 0) interact('focus', function () { focusOn(n); });
          });
          canvas.addEventListener('wheel', function (event) {
            event.preventDefault();
            var p = local(event);
            zoom(Math.exp(-event.deltaY * 0.0015), p.x, p.y);
            requestDraw();
          }, { passive: false });
          window.addEventListener('resize', function () { resize(); requestDraw(); });

          // ---- Side panels -----------------------------------------------------------------------------
          function buildFindings() {
            var list = $('findings');
            $('findings-title').textContent = 'Edges that break a rule (' + broken.length + ')';
            if (!broken.length) { list.appendChild(el('li', 'hint', 'none')); return; }
            broken.slice(0, 500).forEach(function (e) {
              var edge = edges[e], li = el('li');
              var rules = edge.violations.map(function (v) { return v.rule; }).join(', ');
              var b = button(visible(nodes[edge.from].name) + ' \u2192 ' + visible(nodes[edge.to].name), function () {
                interact('select-edge', function () { selectEdge(e, true); });
              }, rules);
              b.appendChild(el('span', 'rule' + (severityOf(edge) === 'warning' ? ' warning' : ''), '  ' + rules));
              li.appendChild(b);
              list.appendChild(li);
            });
            if (broken.length > 500) list.appendChild(el('li', 'hint', 'and ' + (broken.length - 500) + ' more'));
          }
          function buildLegend() {
            var legend = $('legend');
            var styles = {}, statuses = {};
            nodes.forEach(function (node) { styles[node.style] = true; });
            edges.forEach(function (edge) { statuses[edge.drawn] = true; });
            Object.keys(palette.nodes).forEach(function (style) {
              if (!styles[style]) return;
              var colors = palette.nodes[style], li = el('li'), swatch = el('span', 'swatch');
              swatch.style.background = colors.fill;
              swatch.style.borderColor = colors.stroke;
              if (style === 'sdk' || style === 'unknown') swatch.style.borderStyle = 'dashed';
              li.appendChild(swatch);
              li.appendChild(el('span', null, colors.label));
              legend.appendChild(li);
            });
            function line(color, label, dashed, thick) {
              var li = el('li'), stroke = el('span', 'stroke');
              stroke.style.borderTopColor = color;
              if (dashed) stroke.style.borderTopStyle = 'dashed';
              if (thick) stroke.style.borderTopWidth = '4px';
              li.appendChild(stroke);
              li.appendChild(el('span', null, label));
              legend.appendChild(li);
            }
            Object.keys(palette.edges).forEach(function (status) {
              var entry = palette.edges[status];
              if (statuses[status]) line(entry.color, entry.label, status === 'declared-only', false);
            });
            function some(severity) { return broken.some(function (e) { return severityOf(edges[e]) === severity; }); }
            if (some('error')) line(palette.error, 'breaks a rule', false, false);
            if (some('warning')) line(palette.warning, 'breaks a warning rule', false, false);
            if (cycleEdges) line('#0f172a', 'on an import cycle (thick)', false, true);
          }

          // ---- For tests and automation: where an edge or a module is on the screen --------------------
          // A point of the edge that no module covers and where the edge is the nearest one, in page
          // coordinates, or null when the edge is not shown.
          function edgePoint(fromName, toName) {
            var e = -1;
            var from = nodes.findIndex(function (node) { return node.name === fromName; });
            if (from < 0) return null;
            outgoing[from].forEach(function (candidate) { if (nodes[edges[candidate].to].name === toName) e = \#
        candidate; });
            if (e < 0 || !layout) return null;
            var g = layout.edges.indexOf(e);
            if (g < 0) return null;
            var rect = canvas.getBoundingClientRect();
            var tries = [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8, 0.45, 0.55, 0.35, 0.65, 0.25, 0.75, 0.15, 0.85];
            for (var t = 0; t < tries.length; t++) {
              var p = pointOn(g, tries[t]);
              var sx = p.x * camera.scale + camera.x, sy = p.y * camera.scale + camera.y;
              if (sx < 0 || sy < 0 || sx > view.width || sy > view.height) continue;
              if (nodeAt(p.x, p.y) >= 0 || edgeAt(p.x, p.y) !== e) continue;
              return { x: rect.left + sx, y: rect.top + sy };
            }
            return null;
          }
          function nodePoint(name) {
            var n = nodes.findIndex(function (node) { return node.name === name; });
            if (n < 0 || !layout || !layout.shown[n]) return null;
            var rect = canvas.getBoundingClientRect();
            return {
              x: rect.left + (layout.x[n] + widths[n] / 2) * camera.scale + camera.x,
              y: rect.top + (layout.y[n] + NODE_H / 2) * camera.scale + camera.y,
            };
          }

          // ---- Start -----------------------------------------------------------------------------------
          $('title').textContent = visible(data.title) + ' \u00b7 module graph';
          if (data.hiddenViolations.sentence !== null) {
            notice.textContent = '\u26a0 ' + visible(data.hiddenViolations.sentence);
            notice.hidden = false;
          }
          buildFindings();
          buildLegend();
          resize();
          computeLayout();
          fit();
          draw();
          $('summary').textContent = summaryText();
          timings.firstRender = performance.now();
          timings.scriptToFirstRender = performance.now() - started;
          window.archlintPage = {
            ready: true,
            edgePoint: edgePoint,
            nodePoint: nodePoint,
            shownCount: function () { return layout ? { nodes: layout.nodes.length, edges: layout.edges.length } : \#
        null; },
            selection: function () {
              if (!state.selected) return null;
              if (state.selected.type === 'node') return { type: 'node', name: nodes[state.selected.index].name };
              var edge = edges[state.selected.index];
              return { type: 'edge', from: nodes[edge.from].name, to: nodes[edge.to].name };
            },
          };
        })();
        """#
}
