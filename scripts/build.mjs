// Builds the web app and the server (`npm run build`). With --if-stale (`npm start`) it builds only when their
// sources changed since the last build, so a restart starts in seconds. The web build goes to a folder of its own
// and is linked into place when finished: two starts in one folder never empty each other's `apps/web/dist`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fingerprint, isFresh, newBuildFolder, swapIn, writeStamp } from './build/stale-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const target = {
  stampFile: path.join(root, 'apps/server/dist/build-stamp'),
  outputs: [path.join(webDir, 'dist/index.html'), path.join(root, 'apps/server/dist/server.js')],
};

const run = (args) => {
  const result = spawnSync('npm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// Taken before building: a source edited during the build leaves the stamp behind, and the next start rebuilds.
const print = fingerprint(root);
if (process.argv.includes('--if-stale') && isFresh(target, print)) {
  process.stdout.write('build: up to date\n');
} else {
  const folder = newBuildFolder(webDir);
  run(['run', 'build', '-w', '@tradescope/web', '--', '--outDir', folder, '--emptyOutDir']);
  run(['run', 'build', '-w', '@tradescope/server']);
  swapIn(webDir, folder);
  writeStamp(target.stampFile, print);
}
