import { statSync } from 'node:fs';
import type { Market } from '@tradescope/domain';
import { CRYPTO_SPOT_TIMEFRAMES, SOURCES } from '@tradescope/domain';
import type { Instrument, SessionName } from '../../feed';
import { hashText } from '../../text-hash';
import { CRYPTO_VENUES, type CryptoVenue, venueLists } from '../catalog/crypto-venues';
import {
  CRYPTO_FOLDERS,
  cryptoBaseOf,
  cryptoInstrument,
  REPLAY_FOLDERS,
  replayInstrument,
} from '../catalog/replay-instruments';
import { findReplayDataDir, shippedFile, shippedSymbols } from './replay-files';

/** One shipped file. */
export interface ShippedRef {
  readonly folder: string;
  readonly symbol: string;
}

/** One price path of the replay: a crypto asset every exchange quotes, or one broker instrument. */
export interface ReplayAsset {
  /** `crypto:btc`, or the instrument's id. */
  readonly id: string;
  readonly market: Market;
  readonly session: SessionName;
  /** Every file of the asset, the one its path is drawn from first (the others only tell its newest price). */
  readonly files: readonly ShippedRef[];
  /** The timeframes of every source quoting it. */
  readonly timeframes: readonly number[];
  /** Rescale the history so its last close is the asset's newest known price (crypto files span 2022-2025). */
  readonly rescale: boolean;
}

export interface ReplayEntry {
  readonly instrument: Instrument;
  readonly asset: ReplayAsset;
  /** How an exchange quotes the asset's path; undefined where the instrument is the path itself. */
  readonly venue?: CryptoVenue;
}

export interface ReplayCatalog {
  readonly dataDir: string;
  readonly entries: readonly ReplayEntry[];
  /** Changes when the shipped files (or the chosen subset) change: a stored replay of other data is discarded. */
  readonly dataVersion: string;
}

const cryptoAssets = (dataDir: string): ReplayAsset[] => {
  const files = new Map<string, ShippedRef[]>();
  for (const folder of CRYPTO_FOLDERS) {
    for (const symbol of shippedSymbols(dataDir, folder)) {
      const base = cryptoBaseOf(symbol);
      files.set(base, [...(files.get(base) ?? []), { folder, symbol }]);
    }
  }
  return [...files].map(([base, refs]) => ({
    id: `crypto:${base}`,
    market: 'crypto',
    session: 'always',
    files: refs,
    timeframes: CRYPTO_SPOT_TIMEFRAMES,
    rescale: true,
  }));
};

/** The shipped catalog, optionally narrowed to some instruments (tests and benchmarks replay a few). */
export const loadReplayCatalog = (
  filter: (instrument: Instrument) => boolean = () => true,
  dataDir: string = findReplayDataDir(),
): ReplayCatalog => {
  const entries: ReplayEntry[] = [];
  for (const asset of cryptoAssets(dataDir)) {
    const base = asset.id.slice('crypto:'.length);
    for (const venue of CRYPTO_VENUES) {
      if (!venueLists(venue, base)) continue;
      const instrument = cryptoInstrument(venue, base);
      if (filter(instrument)) entries.push({ instrument, asset, venue });
    }
  }
  for (const folder of REPLAY_FOLDERS) {
    for (const symbol of shippedSymbols(dataDir, folder.folder)) {
      const instrument = replayInstrument(folder, symbol);
      if (!filter(instrument)) continue;
      const asset: ReplayAsset = {
        id: instrument.id,
        market: instrument.market,
        session: instrument.session,
        files: [{ folder: folder.folder, symbol }],
        timeframes: SOURCES[instrument.source].timeframes,
        rescale: false,
      };
      entries.push({ instrument, asset });
    }
  }
  const files = new Map(
    entries.flatMap(({ asset }) => asset.files.map((f) => [`${f.folder}/${f.symbol}`, f])),
  );
  const fingerprint = [...files.keys()].map(
    (key) => `${key}:${statSync(shippedFile(dataDir, files.get(key)!.folder, files.get(key)!.symbol)).size}`,
  );
  fingerprint.push(...entries.map((entry) => entry.instrument.id));
  return { dataDir, entries, dataVersion: `v2-${hashText(fingerprint.join(',')).toString(16)}` };
};

/** The assets of the catalog's entries, each once. */
export const assetsOf = (catalog: ReplayCatalog): ReplayAsset[] => [
  ...new Map(catalog.entries.map((entry) => [entry.asset.id, entry.asset])).values(),
];

/** Every instrument of the shipped catalog: what the live connectors are asked to serve too. */
export const catalogInstruments = (): Instrument[] =>
  loadReplayCatalog().entries.map((entry) => entry.instrument);
