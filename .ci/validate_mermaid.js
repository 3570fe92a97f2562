// Parses every Mermaid diagram archlint's goldens and README hold with Mermaid's own parser
// (mermaid 11, bundled for node by the PyPI package mermaid-parser-py), so a diagram GitHub
// would refuse to render fails CI.
//   node .ci/validate_mermaid.js BUNDLE FILE...
// FILE is a .mmd diagram, or Markdown whose ```mermaid blocks are checked.
const fs = require('fs');
const [bundle, ...files] = process.argv.slice(2);
const parse = require(bundle);
(async () => {
  let problems = 0, checked = 0;
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const diagrams = file.endsWith('.mmd') ? [text] : [...text.matchAll(/```mermaid\n([\s\S]*?)```/g)].map(m => m[1]);
    for (const diagram of diagrams) {
      checked++;
      try {
        await parse(diagram);
      } catch (error) {
        problems++;
        console.log(`${file}: ${String(error).split('\n').slice(0, 4).join(' | ')}`);
      }
    }
  }
  console.log(`validate_mermaid: ${checked} diagrams parsed, ${problems} problems`);
  process.exit(problems === 0 && checked > 0 ? 0 : 1);
})();
