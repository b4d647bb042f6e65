// The web's quality bar (DESIGN §7): the first load of a page ships under 250 KB of gzipped JavaScript.
// Counts what index.html loads before anything runs: its module scripts and the chunks they preload.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 250;
const dist = path.resolve(import.meta.dirname, '../dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [
  ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
].map((match) => match[1]);
if (files.length === 0) {
  console.error('check-bundle-budget: index.html loads no script; is the build broken?');
  process.exit(1);
}
let totalKb = 0;
for (const file of files) {
  const kb = gzipSync(readFileSync(path.join(dist, file))).length / 1024;
  totalKb += kb;
  console.warn(`  ${file.padEnd(40)} ${kb.toFixed(1).padStart(7)} KB gzip`);
}
const verdict = totalKb <= BUDGET_KB ? 'within' : 'OVER';
console.warn(`first-load JS ${totalKb.toFixed(1)} KB gzip, ${verdict} the ${BUDGET_KB} KB budget`);
process.exit(totalKb <= BUDGET_KB ? 0 : 1);
