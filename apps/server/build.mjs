// Bundles the server into one ESM file; workspace packages (TypeScript sources) are bundled in, npm packages stay
// external and load from node_modules.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@tradescope/'));

const { outputFiles } = await build({
  // The scanner's, the track record's and the SMTP mailer's worker threads are entries of their own: the server
  // starts them from dist/scan-worker.js, dist/backtest-worker.js and dist/mail-worker.js.
  entryPoints: {
    server: 'src/server.ts',
    'scan-worker': 'src/live-matches/scan-worker.ts',
    'backtest-worker': 'src/track-record/backtest-worker.ts',
    'mail-worker': 'src/mail/mail-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
  write: false,
});

// Each file is written beside its place and renamed over it: a server starting during a build loads whole files.
for (const file of outputFiles) {
  mkdirSync(path.dirname(file.path), { recursive: true });
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
}
