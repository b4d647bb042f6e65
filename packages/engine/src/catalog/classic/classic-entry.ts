import { FREE_CLASSIC_KEYS, FREE_TAG, minCapOf, PAID_CLASSIC_ACCESS, UNLOCKED } from '../access';
import { CLASSIC_IDS } from '../ids';
import type { CatalogStrategy, StrategyAccess } from '../types';

/** Closed candles a classic match stays listed after its signal candle. */
export const CLASSIC_VALIDITY = 10;

export type ClassicKey = keyof typeof CLASSIC_IDS;

/** One classic strategy as written by hand: names, texts and the TradingView study it is drawn with. */
export interface ClassicRow {
  readonly key: ClassicKey;
  readonly position: 'buy' | 'sell';
  readonly name: string;
  readonly fa: string;
  /** The indicator family, e.g. rsi; also the category the matches table groups by. */
  readonly category: string;
  readonly type: 'cross' | 'breakout' | 'flip' | 'reentry' | 'spike';
  /** TradingView study name and its inputs. */
  readonly study: string;
  readonly inputs: string;
  readonly en: string;
  readonly faText: string;
}

const isFree = (key: ClassicKey): boolean => (FREE_CLASSIC_KEYS as readonly string[]).includes(key);

export function classicEntry(row: ClassicRow): CatalogStrategy {
  const access: StrategyAccess = isFree(row.key) ? 'free' : PAID_CLASSIC_ACCESS;
  const studyTag = { label: row.study, class: 'indicator', tooltip: `${row.study} (${row.inputs})` };
  return {
    id: CLASSIC_IDS[row.key],
    key: row.key,
    name: row.name,
    fa_name: row.fa,
    group: 'classic',
    type: row.type,
    category: row.category,
    access,
    position: row.position,
    validity: CLASSIC_VALIDITY,
    has_pivot_type: true,
    has_passed_candle: true,
    has_distance: true,
    tags: access === 'free' ? [studyTag, FREE_TAG] : [studyTag],
    image: null,
    descriptions: { en: row.en, fa: row.faText },
    lock: UNLOCKED,
    minCap: minCapOf(access),
    tradingview: {
      indicator: row.study,
      value: row.inputs,
      shape: row.position === 'buy' ? 'arrow_up' : 'arrow_down',
      timeframeMapping: {},
    },
    chartPoints: ['signal', 'swing', 'indicator'],
  };
}
