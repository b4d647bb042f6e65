import type { SourceName } from '@tradescope/domain';
import type { Instrument } from '../../feed';

/** Which side of an exchange a source trades: spot, USDT/USDC-margined perpetuals, or coin-margined ones. */
export type MarketKind = 'spot' | 'linear' | 'inverse';

export interface CcxtSource {
  /** ccxt exchange id (connectors-reference §2a). */
  readonly id: string;
  readonly kind: MarketKind;
  /**
   * ccxt constructor options: the default market type and, for binance and bybit, which market lists to load (bybit
   * loads spot, linear, inverse and the options of six coins by default: eleven requests and thousands of markets).
   */
  readonly options: Readonly<Record<string, unknown>>;
}

/** Every crypto source of spec §3 and the ccxt exchange that serves it. */
export const CCXT_SOURCES: Readonly<Partial<Record<SourceName, CcxtSource>>> = {
  'binance-spot': {
    id: 'binance',
    kind: 'spot',
    options: { defaultType: 'spot', fetchMarkets: { types: ['spot'] } },
  },
  'binance-usdm': { id: 'binanceusdm', kind: 'linear', options: { fetchMarkets: { types: ['linear'] } } },
  'binance-coinm': { id: 'binancecoinm', kind: 'inverse', options: { fetchMarkets: { types: ['inverse'] } } },
  'coinex-spot': { id: 'coinex', kind: 'spot', options: { defaultType: 'spot' } },
  'coinex-futures': { id: 'coinex', kind: 'linear', options: { defaultType: 'swap' } },
  'bingx-futures': { id: 'bingx', kind: 'linear', options: { defaultType: 'swap' } },
  'kucoin-spot': { id: 'kucoin', kind: 'spot', options: {} },
  'kucoin-futures': { id: 'kucoinfutures', kind: 'linear', options: {} },
  'bybit-spot': {
    id: 'bybit',
    kind: 'spot',
    options: { defaultType: 'spot', fetchMarkets: { types: ['spot'] } },
  },
  'bybit-futures': {
    id: 'bybit',
    kind: 'linear',
    options: { defaultType: 'swap', fetchMarkets: { types: ['linear'] } },
  },
  'mexc-spot': { id: 'mexc', kind: 'spot', options: { defaultType: 'spot' } },
  'mexc-futures': { id: 'mexc', kind: 'linear', options: { defaultType: 'swap' } },
};

export const isCcxtSource = (source: SourceName): boolean => CCXT_SOURCES[source] !== undefined;

/** The fields of a ccxt market that tell which instrument it is. */
export interface MarketLike {
  readonly id: string;
  readonly symbol: string;
  readonly base: string;
  readonly quote: string;
  readonly spot?: boolean;
  readonly swap?: boolean;
  readonly linear?: boolean;
  readonly inverse?: boolean;
  readonly active?: boolean;
}

const ofKind = (market: MarketLike, kind: MarketKind): boolean => {
  if (kind === 'spot') return market.spot === true;
  return market.swap === true && (kind === 'linear' ? market.linear === true : market.inverse === true);
};

/**
 * The ccxt unified symbol of an instrument: the market whose venue id is the instrument's `sourceSymbol`, else
 * the one with its base and quote. `unify` is ccxt's `safeCurrencyCode`, which renames kucoin's XBT to BTC.
 */
export const resolveSymbol = (
  markets: Readonly<Record<string, MarketLike>>,
  kind: MarketKind,
  instrument: Pick<Instrument, 'sourceSymbol' | 'base' | 'quote'>,
  unify: (code: string) => string,
): string | undefined => {
  const candidates = Object.values(markets).filter(
    (market) => ofKind(market, kind) && market.active !== false,
  );
  const id = instrument.sourceSymbol.toUpperCase();
  const byId = candidates.find((market) => market.id.toUpperCase() === id);
  if (byId !== undefined) return byId.symbol;
  const base = unify(instrument.base.toUpperCase());
  const quote = unify(instrument.quote.toUpperCase());
  return candidates.find((market) => market.base === base && market.quote === quote)?.symbol;
};
