import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const LIBRARIES = ['talib', 'technicalindicators', 'trading-signals', 'tulind'];

/** Installs the comparison libraries from bench/package-lock.json when they are missing. */
export function ensureLibraries(benchDir) {
  const missing = LIBRARIES.filter(
    (name) => !existsSync(join(benchDir, 'node_modules', name, 'package.json')),
  );
  if (missing.length === 0) return;
  process.stdout.write(`installing ${missing.join(', ')} into ${benchDir}/node_modules (npm ci)…\n`);
  execFileSync('npm', ['ci', '--prefix', benchDir], { stdio: 'inherit' });
}

/** Loads the comparison libraries the way their users do. */
export async function loadLibraries(benchDir) {
  const require = createRequire(join(benchDir, 'package.json'));
  return {
    talib: require('talib'),
    technicalindicators: require('technicalindicators'),
    tradingSignals: await import(pathToFileURL(require.resolve('trading-signals')).href),
    tulind: require('tulind'),
  };
}

/** A scratch directory for the bundle, the C binary and its input. */
export const scratchDir = () => mkdtempSync(join(tmpdir(), 'tradescope-bench-'));

/** Bundles the TypeScript engine with esbuild into one .mjs and imports it. */
export async function loadEngine(engineDir, outDir) {
  const outfile = join(outDir, 'engine.mjs');
  await build({
    entryPoints: [join(engineDir, 'src', 'index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'node20',
    outfile,
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}
