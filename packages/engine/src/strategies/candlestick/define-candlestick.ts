import type { CandlestickPattern } from '../../candlesticks';
import { ATR_14, type StrategyContext } from '../context';
import { anchorKindOf, extremeBar } from '../signal-rules';
import type { Detection, Signal } from '../types';
import { backs, candleGate } from './candle-gate';
import { colourOf, LAST_CANDLE_COLOUR } from './last-candle';
import { ATR_FIRST, EXTREME_BARS, patternStart, settingOf, TREND_BARS } from './pattern-context';
import { settingCacheOf } from './setting-cache';

/**
 * Zone: from the pattern's extreme to the signal close, where a retest is expected; a close beyond
 * the extreme voids the pattern. pivotType is looked up at the extreme's bar as of the last candle, so
 * it grows from 'no pivot' to the swing level the low (high) is later confirmed as.
 */
function patternSignal(
  context: StrategyContext,
  pattern: CandlestickPattern,
  position: 'buy' | 'sell',
  i: number,
): Signal {
  const kind = anchorKindOf(position);
  const start = patternStart(pattern, i);
  const anchor = extremeBar(context, kind, start, i);
  const extreme = kind === 'low' ? context.low[anchor]! : context.high[anchor]!;
  const close = context.close[i]!;
  const { time, offset } = context;
  return {
    index: i + offset,
    price: close,
    zone: kind === 'low' ? { from: extreme, to: close } : { from: close, to: extreme },
    invalidation: extreme,
    anchorIndex: anchor + offset,
    anchorKind: kind,
    chartData: {
      start: { date: time[start]!, value: context.open[start]! },
      extreme: { date: time[anchor]!, value: extreme },
      signal: { date: time[i]!, value: close },
    },
  };
}

/**
 * One pattern traded one way in its meaningful setting (pattern-context.ts). The cheap tests run
 * first (the last candle's colour, the setting); the TA-Lib detector only on the bars that pass them.
 */
export function defineCandlestick(pattern: CandlestickPattern, position: 'buy' | 'sell'): Detection {
  const setting = settingOf(pattern);
  const colour = LAST_CANDLE_COLOUR[pattern.name]?.[position];
  const lookback = Math.max(pattern.lookback, pattern.candles + TREND_BARS, pattern.candles + ATR_FIRST);
  return {
    position,
    lookback,
    history: Math.max(lookback, EXTREME_BARS),
    needs: [ATR_14],
    gate: candleGate(colour, pattern, setting, position),
    prepare: (context) => {
      const atr = context.indicator(ATR_14).atr;
      const { open, close } = context;
      const settings = settingCacheOf(context);
      return (from, to, emit) => {
        for (let i = from; i <= to; i++) {
          if (colour !== undefined && colourOf(open[i]!, close[i]!) !== colour) continue;
          if (!settings.fits(context, atr, pattern, setting, position, i)) continue;
          const code = context.patternCode(pattern, i);
          if (code !== 0 && backs(pattern, code, position))
            emit(patternSignal(context, pattern, position, i));
        }
      };
    },
  };
}
