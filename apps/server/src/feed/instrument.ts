import type { Market, SourceName } from '@tradescope/domain';
import type { SessionName } from './sessions';

/** One tradable pair on one source: what the feed produces candles for and the assets page lists. */
export interface Instrument {
  /** `source:symbol`, stable across restarts: the Pair id of spec §3. */
  readonly id: string;
  readonly source: SourceName;
  readonly market: Market;
  /** Our name of the series, as the shipped files and the candles table spell it (BTCUSDT, EURUSD, SPX500). */
  readonly symbol: string;
  /** Lower case, as the domain's allowances and packs name assets. */
  readonly base: string;
  readonly quote: string;
  /** How the venue spells the instrument (EUR_USD on OANDA): what a live connector asks for. */
  readonly sourceSymbol: string;
  readonly name: string;
  /** When the instrument trades; generated candles only open inside it. */
  readonly session: SessionName;
  /** Circulating coins or shares outstanding (marketcap = supply × price); null where a cap means nothing. */
  readonly supply: number | null;
  /** Decimals of its prices (the venue's tick size or the data's price precision); every price of it shows them. */
  readonly priceDecimals?: number;
}

export const instrumentId = (source: string, symbol: string): string => `${source}:${symbol}`;

/** The pair as the tables show it: BTC/USDT. */
export const pairLabel = (instrument: Pick<Instrument, 'base' | 'quote'>): string =>
  `${instrument.base.toUpperCase()}/${instrument.quote.toUpperCase()}`;
