import type { CandleColumns } from '../src/series';
import { type Signal, STRATEGIES, type Strategy, signalsOf } from '../src/strategies';

/** The registered strategy with this catalog key. */
export function strategyOf(key: string): Strategy {
  const strategy = STRATEGIES.find((s) => s.key === key);
  if (strategy === undefined) throw new Error(`no strategy ${key}`);
  return strategy;
}

/** Bars on which the strategy fires over the whole columns. */
export const signalBars = (key: string, columns: CandleColumns): number[] =>
  signalsOf(strategyOf(key), columns).map((s) => s.index);

/** The strategy's signal on one bar, if any. */
export const signalAt = (key: string, columns: CandleColumns, bar: number): Signal | undefined =>
  signalsOf(strategyOf(key), columns).find((s) => s.index === bar);
