import { statSync } from 'node:fs';
import type { Instrument } from '../../feed';
import { REPLAY_FOLDERS, type ReplayFolder, replayInstrument } from '../catalog/replay-instruments';
import { findReplayDataDir, shippedFile, shippedSymbols } from './replay-files';
import { hashText } from './rng';

export interface ReplayEntry {
  readonly folder: ReplayFolder;
  readonly instrument: Instrument;
}

export interface ReplayCatalog {
  readonly dataDir: string;
  readonly entries: readonly ReplayEntry[];
  /** Changes when the shipped files (or the chosen subset) change: a stored replay of other data is discarded. */
  readonly dataVersion: string;
}

/** The shipped symbols, optionally narrowed (tests and benchmarks replay a few). */
export const loadReplayCatalog = (
  filter: (instrument: Instrument) => boolean = () => true,
  dataDir: string = findReplayDataDir(),
): ReplayCatalog => {
  const entries: ReplayEntry[] = [];
  const fingerprint: string[] = [];
  for (const folder of REPLAY_FOLDERS) {
    for (const symbol of shippedSymbols(dataDir, folder.folder)) {
      const instrument = replayInstrument(folder, symbol);
      if (!filter(instrument)) continue;
      entries.push({ folder, instrument });
      const size = statSync(shippedFile(dataDir, folder.folder, symbol)).size;
      fingerprint.push(`${folder.folder}/${symbol}:${size}`);
    }
  }
  return { dataDir, entries, dataVersion: `v1-${hashText(fingerprint.join(',')).toString(16)}` };
};

/** Every instrument of the shipped catalog: what the live connectors are asked to serve too. */
export const catalogInstruments = (): Instrument[] =>
  loadReplayCatalog().entries.map((entry) => entry.instrument);
