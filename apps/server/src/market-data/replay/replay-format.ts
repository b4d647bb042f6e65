import { type CandleColumns, emptyColumns } from '@tradescope/engine';

/** One timeframe of a symbol as shipped in replay-data (see replay-data/README.md for the layout). */
export interface ShippedSeries {
  readonly timeframe: number;
  /** Price decimals of the source data: generated prices are rounded to the same tick. */
  readonly priceDecimals: number;
  readonly volumeDecimals: number;
  readonly candles: CandleColumns;
}

export interface ShippedSymbol {
  readonly symbol: string;
  /** Ascending timeframe. */
  readonly series: readonly ShippedSeries[];
}

type Header = {
  symbol: string;
  series: {
    timeframe: number;
    rows: number;
    priceDecimals: number;
    volumeDecimals: number;
    offset: number;
  }[];
};

const MAGIC = 'TSRD';
const VERSION = 1;

const align8 = (length: number): number => length + ((8 - (length % 8)) % 8);

/** Running sum of a delta-coded column, scaled back to the decimal the CSV held (n / 10^d is exact). */
const undelta = (deltas: Int32Array | Float64Array, decimals: number, into: Float64Array): void => {
  const scale = 10 ** decimals;
  let running = 0;
  for (let i = 0; i < deltas.length; i++) {
    running += deltas[i]!;
    into[i] = decimals === 0 ? running : running / scale;
  }
};

/** Decodes one replay file (written by replay-data/convert.mjs). */
export const decodeShippedSymbol = (bytes: Uint8Array): ShippedSymbol => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const magic = String.fromCharCode(bytes[0]!, bytes[1]!, bytes[2]!, bytes[3]!);
  if (magic !== MAGIC || view.getUint32(4, true) !== VERSION) throw new Error('not a replay data file');
  const headerLength = view.getUint32(8, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + headerLength))) as Header;
  // Typed arrays need aligned offsets, so the payload is copied once into its own buffer.
  const payloadStart = align8(12 + headerLength);
  // (A Node Buffer's slice shares memory with a pooled buffer; the Uint8Array constructor copies.)
  const payload = new Uint8Array(bytes.subarray(payloadStart)).buffer;
  const series = header.series.map((entry): ShippedSeries => {
    const rows = entry.rows;
    const candles = emptyColumns(rows);
    let at = entry.offset;
    undelta(new Float64Array(payload, at, rows), entry.volumeDecimals, candles.volume);
    at += rows * 8;
    for (const [column, decimals] of [
      ['time', 0],
      ['open', entry.priceDecimals],
      ['high', entry.priceDecimals],
      ['low', entry.priceDecimals],
      ['close', entry.priceDecimals],
    ] as const) {
      undelta(new Int32Array(payload, at, rows), decimals, candles[column]);
      at += rows * 4;
    }
    return {
      timeframe: entry.timeframe,
      priceDecimals: entry.priceDecimals,
      volumeDecimals: entry.volumeDecimals,
      candles,
    };
  });
  return { symbol: header.symbol, series };
};
