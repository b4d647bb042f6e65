import type { CandleColumns } from '../series';
import { BatchContext } from './context';
import type { Signal, Strategy } from './types';

/**
 * Every signal a strategy gives over bars [from, to] of whole columns, live or long expired: for
 * charts, labelled cases and research. The scanner keeps only the live ones.
 */
export function signalsOf(
  strategy: Strategy,
  columns: CandleColumns,
  from = 0,
  to = columns.time.length - 1,
  context: BatchContext = new BatchContext(columns),
): Signal[] {
  const signals: Signal[] = [];
  if (to < from) return signals;
  strategy.prepare(context)(Math.max(0, from), to, (signal) => signals.push(signal));
  return signals;
}
