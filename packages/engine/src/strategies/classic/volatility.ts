import { BOLLINGER_20_2, VOLUME_SMA_20 } from '../context';
import type { StrategyDefinition } from '../define-strategy';
import { atMost, exceeds } from '../signal-rules';
import type { Detection } from '../types';
import { classic, defineClassic, pairGate } from './define-classic';

/** Bands are written from bar 19 (SMA 20). */
const BANDS_FIRST = 19;

/** A close back inside the bands after a close outside them: lower band for a buy, upper for a sell. */
function reentry(position: 'buy' | 'sell'): Detection {
  return defineClassic({
    position,
    needs: [BOLLINGER_20_2],
    lookback: BANDS_FIRST + 1,
    // Either side's re-entry, as their tests read it.
    gate: pairGate('bollinger-reentry', (context) => {
      const { upper, lower } = context.indicator(BOLLINGER_20_2);
      const close = context.close;
      return (i) =>
        (exceeds(lower[i - 1]!, close[i - 1]!) && atMost(lower[i]!, close[i]!)) ||
        (exceeds(close[i - 1]!, upper[i - 1]!) && atMost(close[i]!, upper[i]!));
    }),
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

/** The first close outside a band: above the upper for a buy, below the lower for a sell. */
function breaksOut(
  upper: Float64Array,
  lower: Float64Array,
  close: Float64Array,
  position: 'buy' | 'sell',
  i: number,
): boolean {
  return position === 'buy'
    ? atMost(close[i - 1]!, upper[i - 1]!) && exceeds(close[i]!, upper[i]!)
    : atMost(lower[i - 1]!, close[i - 1]!) && exceeds(lower[i]!, close[i]!);
}

function squeezeBreakout(position: 'buy' | 'sell'): Detection {
  return defineClassic({
    position,
    needs: [BOLLINGER_20_2],
    lookback: BANDS_FIRST + SQUEEZE_WINDOW,
    history: SQUEEZE_RECENT + SQUEEZE_WINDOW,
    // Both sides fire only on a breakout (the squeeze before it is the costly half of their test).
    gate: pairGate('squeeze-breakout', (context) => {
      const { upper, lower } = context.indicator(BOLLINGER_20_2);
      const close = context.close;
      return (i) => breaksOut(upper, lower, close, 'buy', i) || breaksOut(upper, lower, close, 'sell', i);
    }),
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
      return {
        fires: (i) => {
          if (!breaksOut(upper, lower, close, position, i)) return false;
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

/** Volume at bar i at least VOLUME_SPIKE_FACTOR times the average of the 20 bars before it. */
function spikes(average: Float64Array, volume: Float64Array, i: number): boolean {
  const before = average[i - 1]!;
  return before > 0 && volume[i]! >= VOLUME_SPIKE_FACTOR * before;
}

function volumeSpike(position: 'buy' | 'sell'): Detection {
  return defineClassic({
    position,
    needs: [VOLUME_SMA_20],
    lookback: 20,
    // Both sides fire only on the spike itself; the body then gives the side.
    gate: pairGate('volume-spike', (context) => {
      const average = context.indicator(VOLUME_SMA_20).value;
      const { volume } = context;
      return (i) => spikes(average, volume, i);
    }),
    prepare: (context) => {
      const average = context.indicator(VOLUME_SMA_20).value;
      const { open, high, low, close, volume } = context;
      return {
        fires: (i) => {
          if (!spikes(average, volume, i)) return false;
          const body = close[i]! - open[i]!;
          const decisive = 2 * Math.abs(body) >= high[i]! - low[i]!;
          return decisive && (position === 'buy' ? body > 0 : body < 0);
        },
        indicatorValue: (i) => volume[i]! / average[i - 1]!,
      };
    },
  });
}

const BB = { category: 'bollinger', study: 'Bollinger Bands', inputs: '20, 2' } as const;
const VOLUME = { category: 'volume', study: 'Volume', inputs: '20' } as const;

/** Volatility and volume: Bollinger re-entries and squeeze breakouts, volume spikes. */
export const VOLATILITY_STRATEGIES: readonly StrategyDefinition[] = [
  classic({
    key: 'classic.bollinger-lower-reentry',
    rule: reentry('buy'),
    ...BB,
    type: 'reentry',
    name: 'Bollinger lower band re-entry',
    fa: 'بازگشت به داخل باند پایینی بولینگر',
    en: 'After a close below the lower Bollinger Band (20, 2), price closes back inside the bands.',
    faText: 'پس از بسته شدن زیر باند پایینی بولینگر (20، 2)، قیمت دوباره داخل باندها بسته می‌شود.',
  }),
  classic({
    key: 'classic.bollinger-upper-reentry',
    rule: reentry('sell'),
    ...BB,
    type: 'reentry',
    name: 'Bollinger upper band re-entry',
    fa: 'بازگشت به داخل باند بالایی بولینگر',
    en: 'After a close above the upper Bollinger Band (20, 2), price closes back inside the bands.',
    faText: 'پس از بسته شدن بالای باند بالایی بولینگر (20، 2)، قیمت دوباره داخل باندها بسته می‌شود.',
  }),
  classic({
    key: 'classic.bollinger-squeeze-breakout-up',
    rule: squeezeBreakout('buy'),
    ...BB,
    type: 'breakout',
    name: 'Bollinger squeeze breakout up',
    fa: 'شکست صعودی فشردگی بولینگر',
    en: `The close crosses above the upper Bollinger Band (20, 2) within ${SQUEEZE_RECENT} candles after BandWidth ((upper − lower) / middle) made its lowest value of the last ${SQUEEZE_WINDOW} candles (Bollinger’s Squeeze).`,
    faText: `قیمت پایانی از باند بالایی بولینگر (20، 2) عبور می‌کند و بالای آن بسته می‌شود، حداکثر ${SQUEEZE_RECENT} کندل پس از آنکه پهنای باند ((بالایی − پایینی) / میانی) به کمترین مقدار خود در ${SQUEEZE_WINDOW} کندل اخیر رسیده است (فشردگی بولینگر).`,
  }),
  classic({
    key: 'classic.bollinger-squeeze-breakout-down',
    rule: squeezeBreakout('sell'),
    ...BB,
    type: 'breakout',
    name: 'Bollinger squeeze breakout down',
    fa: 'شکست نزولی فشردگی بولینگر',
    en: `The close crosses below the lower Bollinger Band (20, 2) within ${SQUEEZE_RECENT} candles after BandWidth ((upper − lower) / middle) made its lowest value of the last ${SQUEEZE_WINDOW} candles (Bollinger’s Squeeze).`,
    faText: `قیمت پایانی از باند پایینی بولینگر (20، 2) عبور می‌کند و زیر آن بسته می‌شود، حداکثر ${SQUEEZE_RECENT} کندل پس از آنکه پهنای باند ((بالایی − پایینی) / میانی) به کمترین مقدار خود در ${SQUEEZE_WINDOW} کندل اخیر رسیده است (فشردگی بولینگر).`,
  }),
  classic({
    key: 'classic.volume-spike-bullish',
    rule: volumeSpike('buy'),
    ...VOLUME,
    type: 'spike',
    name: 'Bullish volume spike',
    fa: 'جهش حجم صعودی',
    en: `The candle’s volume is at least ${VOLUME_SPIKE_FACTOR} times the average volume of the 20 candles before it, and it is a strong bullish candle (body at least half its range).`,
    faText: `حجم معاملات کندل دست‌کم ${VOLUME_SPIKE_FACTOR} برابر میانگین حجم 20 کندل پیش از آن است و کندل، یک کندل صعودی قوی است (بدنه دست‌کم نیمی از دامنه).`,
  }),
  classic({
    key: 'classic.volume-spike-bearish',
    rule: volumeSpike('sell'),
    ...VOLUME,
    type: 'spike',
    name: 'Bearish volume spike',
    fa: 'جهش حجم نزولی',
    en: `The candle’s volume is at least ${VOLUME_SPIKE_FACTOR} times the average volume of the 20 candles before it, and it is a strong bearish candle (body at least half its range).`,
    faText: `حجم معاملات کندل دست‌کم ${VOLUME_SPIKE_FACTOR} برابر میانگین حجم 20 کندل پیش از آن است و کندل، یک کندل نزولی قوی است (بدنه دست‌کم نیمی از دامنه).`,
  }),
];
