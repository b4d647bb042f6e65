import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeShippedSymbol, type ShippedSymbol } from './replay-format';

const FILE_SUFFIX = '.bin';

/**
 * apps/server/replay-data, found by walking up from this module: it sits two levels up from the sources
 * (src/market-data/replay) and one level up from the bundle (dist/server.js).
 */
export const findReplayDataDir = (): string => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let level = 0; level < 6; level++) {
    const candidate = path.join(dir, 'replay-data');
    if (existsSync(path.join(candidate, 'SOURCES.md'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('replay-data folder not found beside the server');
};

export const shippedFile = (dataDir: string, folder: string, symbol: string): string =>
  path.join(dataDir, folder, `${symbol}${FILE_SUFFIX}`);

/** Symbols shipped in one folder, sorted. */
export const shippedSymbols = (dataDir: string, folder: string): string[] => {
  const dir = path.join(dataDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(FILE_SUFFIX))
    .map((name) => name.slice(0, -FILE_SUFFIX.length))
    .sort();
};

/** Reads and decodes one shipped symbol (~25 ms for all 65 on the dev box; nothing is kept after the build). */
export const loadShippedSymbol = (dataDir: string, folder: string, symbol: string): ShippedSymbol =>
  decodeShippedSymbol(readFileSync(shippedFile(dataDir, folder, symbol)));
