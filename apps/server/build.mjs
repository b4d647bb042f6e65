// Bundles the server into one ESM file; workspace packages (TypeScript sources) are bundled in, npm packages stay
// external and load from node_modules.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@tradescope/'));

await build({
  // The scanner's worker thread is its own entry: the server starts it from dist/scan-worker.js.
  entryPoints: { server: 'src/server.ts', 'scan-worker': 'src/live-matches/scan-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
