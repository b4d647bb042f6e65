// The per-scan cost of keeping the matches index current (index-update.ts says what it does).
//
//   node apps/server/bench/index-update.mjs                       # MODE=index, 50 matches a series
//   MODE=store N=1000 node apps/server/bench/index-update.mjs
//   BENCH_LIVE_MATCHES=<a live-matches folder of another checkout> MODE=store node apps/server/bench/index-update.mjs
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'esbuild';
import { outdir, serverDir } from './bench-child.mjs';

const source = path.resolve(process.env.BENCH_LIVE_MATCHES ?? path.join(serverDir, 'src/live-matches'));
const outfile = path.join(outdir, 'index-update.mjs');
await build({
  entryPoints: [path.join(serverDir, 'bench/index-update.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  logLevel: 'warning',
  plugins: [
    {
      name: 'live-matches-folder',
      setup: (b) =>
        b.onResolve({ filter: /\/src\/live-matches\/(live-store|match-index)$/ }, (args) => ({
          path: path.join(source, `${path.basename(args.path)}.ts`),
        })),
    },
  ],
});
const run = spawnSync(process.execPath, ['--expose-gc', outfile], { stdio: 'inherit' });
process.exit(run.status ?? 1);
