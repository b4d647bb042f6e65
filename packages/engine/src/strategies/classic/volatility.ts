import { BOLLINGER_20_2, VOLUME_SMA_20 } from '../context';
import { atMost, exceeds } from '../signal-rules';
import type { Detection } from '../types';
import { defineClassic } from './define-classic';

/** Bands are written from bar 19 (SMA 20). */
const BANDS_FIRST = 19;

/** A close back inside the bands after a close outside them: lower band for a buy, upper for a sell. */
function reentry(position: 'buy' | 'sell'): Detection {
  return defineClassic({
    position,
    needs: [BOLLINGER_20_2],
    lookback: BANDS_FIRST + 1,
    prepare: (context) => {
      const { upper, lower } = context.indicator(BOLLINGER_20_2);
      const close = context.close;
      const band = position === 'buy' ? lower : upper;
      return {
        fires: (i) =>
          position === 'buy'
            ? exceeds(lower[i - 1]!, close[i - 1]!) && atMost(lower[i]!, close[i]!)
            : exceeds(close[i - 1]!, upper[i - 1]!) && atMost(close[i]!, upper[i]!),
        indicatorValue: (i) => band[i]!,
      };
    },
  });
}

/**
 * Bollinger's Squeeze ("Bollinger on Bollinger Bands", 2001): BandWidth = (upper − lower) / middle at
 * its lowest of the last 125 bars (about six months of days) marks a quiet market; the first close
 * outside the bands within 5 bars of such a low is the breakout.
 */
export const SQUEEZE_WINDOW = 125;
export const SQUEEZE_RECENT = 5;

function squeezeBreakout(position: 'buy' | 'sell'): Detection {
  return defineClassic({
    position,
    needs: [BOLLINGER_20_2],
    lookback: BANDS_FIRST + SQUEEZE_WINDOW,
    history: SQUEEZE_RECENT + SQUEEZE_WINDOW,
    prepare: (context) => {
      const { upper, middle, lower } = context.indicator(BOLLINGER_20_2);
      const close = context.close;
      const width = (j: number) => (upper[j]! - lower[j]!) / middle[j]!;
      const isSqueezeLow = (j: number): boolean => {
        if (j - SQUEEZE_WINDOW + 1 < 0) return false;
        const w = width(j);
        if (!Number.isFinite(w)) return false;
        for (let k = j - SQUEEZE_WINDOW + 1; k < j; k++) {
          const other = width(k);
          if (Number.isNaN(other) || exceeds(w, other)) return false;
        }
        return true;
      };
      const breaksOut = (i: number) =>
        position === 'buy'
          ? atMost(close[i - 1]!, upper[i - 1]!) && exceeds(close[i]!, upper[i]!)
          : atMost(lower[i - 1]!, close[i - 1]!) && exceeds(lower[i]!, close[i]!);
      return {
        fires: (i) => {
          if (!breaksOut(i)) return false;
          for (let j = i - 1; j >= i - SQUEEZE_RECENT; j--) if (isSqueezeLow(j)) return true;
          return false;
        },
        indicatorValue: (i) => width(i),
      };
    },
  });
}

/**
 * A candle trading at least 2.5 times the average volume of the 20 before it, with a decisive body
 * (at least half its range) giving the direction. The threshold is ours, not a published rule.
 */
export const VOLUME_SPIKE_FACTOR = 2.5;

function volumeSpike(position: 'buy' | 'sell'): Detection {
  return defineClassic({
    position,
    needs: [VOLUME_SMA_20],
    lookback: 20,
    prepare: (context) => {
      const average = context.indicator(VOLUME_SMA_20).value;
      const { open, high, low, close, volume } = context;
      return {
        fires: (i) => {
          const before = average[i - 1]!;
          if (!(before > 0 && volume[i]! >= VOLUME_SPIKE_FACTOR * before)) return false;
          const body = close[i]! - open[i]!;
          const decisive = 2 * Math.abs(body) >= high[i]! - low[i]!;
          return decisive && (position === 'buy' ? body > 0 : body < 0);
        },
        indicatorValue: (i) => volume[i]! / average[i - 1]!,
      };
    },
  });
}

/** Volatility and volume: Bollinger re-entries and squeeze breakouts, volume spikes. */
export const VOLATILITY_DETECTIONS = {
  'classic.bollinger-lower-reentry': reentry('buy'),
  'classic.bollinger-upper-reentry': reentry('sell'),
  'classic.bollinger-squeeze-breakout-up': squeezeBreakout('buy'),
  'classic.bollinger-squeeze-breakout-down': squeezeBreakout('sell'),
  'classic.volume-spike-bullish': volumeSpike('buy'),
  'classic.volume-spike-bearish': volumeSpike('sell'),
} as const satisfies Record<string, Detection>;
