import type { CandlestickDetector } from './define-pattern';
import * as detectors from './patterns';

export type CandlestickName = keyof typeof detectors;

/** What a firing means once its code is read (see `signalOf`). */
export const SIGNAL_DIRECTIONS = {
  bullish: 'bullish',
  bearish: 'bearish',
  /** the code's sign gives the direction: + bullish, - bearish */
  both: 'both',
  /** the pattern shows indecision; its sign (if any) is only the candle's colour */
  neutral: 'neutral',
} as const;
export type SignalDirection = (typeof SIGNAL_DIRECTIONS)[keyof typeof SIGNAL_DIRECTIONS];

export const PATTERN_KINDS = {
  reversal: 'reversal',
  continuation: 'continuation',
  indecision: 'indecision',
} as const;
export type PatternKind = (typeof PATTERN_KINDS)[keyof typeof PATTERN_KINDS];

export interface CandlestickPattern {
  readonly name: CandlestickName;
  readonly taLib: string;
  readonly en: string;
  readonly fa: string;
  /** Candles the rule reads, ending at the scored bar (a hammer also reads the candle before it). */
  readonly candles: number;
  readonly direction: SignalDirection;
  readonly kind: PatternKind;
  /** First bar that can score; earlier bars are always 0. */
  readonly lookback: number;
  readonly defaultPenetration: number | null;
  readonly detect: CandlestickDetector;
}

const DETECTORS: Readonly<Record<CandlestickName, CandlestickDetector>> = detectors;

type Row = readonly [CandlestickName, string, number, SignalDirection, PatternKind, string, string];

// Direction and kind are the usual textbook reading; catalog.test.ts checks each direction against the
// signs TA-Lib gives. Gravestone doji reads bearish although TA-Lib scores it +100.
const ROWS: readonly Row[] = [
  ['twoCrows', 'CDL2CROWS', 3, 'bearish', 'reversal', 'Two Crows', 'دو کلاغ'],
  ['threeBlackCrows', 'CDL3BLACKCROWS', 4, 'bearish', 'reversal', 'Three Black Crows', 'سه کلاغ سیاه'],
  ['threeInside', 'CDL3INSIDE', 3, 'both', 'reversal', 'Three Inside Up/Down', 'سه درونی صعودی/نزولی'],
  ['threeLineStrike', 'CDL3LINESTRIKE', 4, 'both', 'continuation', 'Three-Line Strike', 'ضربه سه‌خطی'],
  ['threeOutside', 'CDL3OUTSIDE', 3, 'both', 'reversal', 'Three Outside Up/Down', 'سه بیرونی صعودی/نزولی'],
  [
    'threeStarsInSouth',
    'CDL3STARSINSOUTH',
    3,
    'bullish',
    'reversal',
    'Three Stars in the South',
    'سه ستاره جنوبی',
  ],
  [
    'threeWhiteSoldiers',
    'CDL3WHITESOLDIERS',
    3,
    'bullish',
    'reversal',
    'Three White Soldiers',
    'سه سرباز سفید',
  ],
  ['abandonedBaby', 'CDLABANDONEDBABY', 3, 'both', 'reversal', 'Abandoned Baby', 'نوزاد رهاشده'],
  ['advanceBlock', 'CDLADVANCEBLOCK', 3, 'bearish', 'reversal', 'Advance Block', 'بلوک پیشروی'],
  ['beltHold', 'CDLBELTHOLD', 1, 'both', 'reversal', 'Belt Hold', 'کمربند نگهدار'],
  ['breakaway', 'CDLBREAKAWAY', 5, 'both', 'reversal', 'Breakaway', 'جدایی'],
  [
    'closingMarubozu',
    'CDLCLOSINGMARUBOZU',
    1,
    'both',
    'continuation',
    'Closing Marubozu',
    'ماروبوزوی پایانی',
  ],
  [
    'concealingBabySwallow',
    'CDLCONCEALBABYSWALL',
    4,
    'bullish',
    'reversal',
    'Concealing Baby Swallow',
    'پرستوی پنهان',
  ],
  ['counterattack', 'CDLCOUNTERATTACK', 2, 'both', 'reversal', 'Counterattack', 'ضدحمله'],
  ['darkCloudCover', 'CDLDARKCLOUDCOVER', 2, 'bearish', 'reversal', 'Dark Cloud Cover', 'پوشش ابر سیاه'],
  ['doji', 'CDLDOJI', 1, 'neutral', 'indecision', 'Doji', 'دوجی'],
  ['dojiStar', 'CDLDOJISTAR', 2, 'both', 'reversal', 'Doji Star', 'ستاره دوجی'],
  ['dragonflyDoji', 'CDLDRAGONFLYDOJI', 1, 'bullish', 'reversal', 'Dragonfly Doji', 'دوجی سنجاقک'],
  ['engulfing', 'CDLENGULFING', 2, 'both', 'reversal', 'Engulfing', 'پوشا'],
  [
    'eveningDojiStar',
    'CDLEVENINGDOJISTAR',
    3,
    'bearish',
    'reversal',
    'Evening Doji Star',
    'ستاره دوجی عصرگاهی',
  ],
  ['eveningStar', 'CDLEVENINGSTAR', 3, 'bearish', 'reversal', 'Evening Star', 'ستاره عصرگاهی'],
  [
    'gapSideBySideWhite',
    'CDLGAPSIDESIDEWHITE',
    3,
    'both',
    'continuation',
    'Side-by-Side White Lines',
    'خطوط سفید کنار هم',
  ],
  ['gravestoneDoji', 'CDLGRAVESTONEDOJI', 1, 'bearish', 'reversal', 'Gravestone Doji', 'دوجی سنگ قبر'],
  ['hammer', 'CDLHAMMER', 2, 'bullish', 'reversal', 'Hammer', 'چکش'],
  ['hangingMan', 'CDLHANGINGMAN', 2, 'bearish', 'reversal', 'Hanging Man', 'مرد آویزان'],
  ['harami', 'CDLHARAMI', 2, 'both', 'reversal', 'Harami', 'هارامی'],
  ['haramiCross', 'CDLHARAMICROSS', 2, 'both', 'reversal', 'Harami Cross', 'هارامی صلیبی'],
  ['highWave', 'CDLHIGHWAVE', 1, 'neutral', 'indecision', 'High Wave', 'موج بلند'],
  ['hikkake', 'CDLHIKKAKE', 3, 'both', 'reversal', 'Hikkake', 'هیکاکه'],
  ['hikkakeModified', 'CDLHIKKAKEMOD', 4, 'both', 'reversal', 'Modified Hikkake', 'هیکاکه اصلاح‌شده'],
  ['homingPigeon', 'CDLHOMINGPIGEON', 2, 'bullish', 'reversal', 'Homing Pigeon', 'کبوتر خانگی'],
  [
    'identicalThreeCrows',
    'CDLIDENTICAL3CROWS',
    3,
    'bearish',
    'reversal',
    'Identical Three Crows',
    'سه کلاغ یکسان',
  ],
  ['inNeck', 'CDLINNECK', 2, 'bearish', 'continuation', 'In-Neck', 'درون گردن'],
  ['invertedHammer', 'CDLINVERTEDHAMMER', 2, 'bullish', 'reversal', 'Inverted Hammer', 'چکش وارونه'],
  ['kicking', 'CDLKICKING', 2, 'both', 'reversal', 'Kicking', 'لگد'],
  ['kickingByLength', 'CDLKICKINGBYLENGTH', 2, 'both', 'reversal', 'Kicking by Length', 'لگد بر پایه طول'],
  ['ladderBottom', 'CDLLADDERBOTTOM', 5, 'bullish', 'reversal', 'Ladder Bottom', 'کف نردبانی'],
  ['longLeggedDoji', 'CDLLONGLEGGEDDOJI', 1, 'neutral', 'indecision', 'Long-Legged Doji', 'دوجی پابلند'],
  ['longLine', 'CDLLONGLINE', 1, 'both', 'continuation', 'Long Line', 'کندل بلند'],
  ['marubozu', 'CDLMARUBOZU', 1, 'both', 'continuation', 'Marubozu', 'ماروبوزو'],
  ['matchingLow', 'CDLMATCHINGLOW', 2, 'bullish', 'reversal', 'Matching Low', 'کف همسان'],
  ['matHold', 'CDLMATHOLD', 5, 'bullish', 'continuation', 'Mat Hold', 'نگه‌داشت حصیری'],
  [
    'morningDojiStar',
    'CDLMORNINGDOJISTAR',
    3,
    'bullish',
    'reversal',
    'Morning Doji Star',
    'ستاره دوجی صبحگاهی',
  ],
  ['morningStar', 'CDLMORNINGSTAR', 3, 'bullish', 'reversal', 'Morning Star', 'ستاره صبحگاهی'],
  ['onNeck', 'CDLONNECK', 2, 'bearish', 'continuation', 'On-Neck', 'روی گردن'],
  ['piercing', 'CDLPIERCING', 2, 'bullish', 'reversal', 'Piercing', 'نفوذی'],
  ['rickshawMan', 'CDLRICKSHAWMAN', 1, 'neutral', 'indecision', 'Rickshaw Man', 'مرد ریکشا'],
  [
    'risingFallingThreeMethods',
    'CDLRISEFALL3METHODS',
    5,
    'both',
    'continuation',
    'Rising/Falling Three Methods',
    'سه روش صعودی/نزولی',
  ],
  ['separatingLines', 'CDLSEPARATINGLINES', 2, 'both', 'continuation', 'Separating Lines', 'خطوط جداکننده'],
  ['shootingStar', 'CDLSHOOTINGSTAR', 2, 'bearish', 'reversal', 'Shooting Star', 'ستاره دنباله‌دار'],
  ['shortLine', 'CDLSHORTLINE', 1, 'neutral', 'indecision', 'Short Line', 'کندل کوتاه'],
  ['spinningTop', 'CDLSPINNINGTOP', 1, 'neutral', 'indecision', 'Spinning Top', 'فرفره'],
  ['stalledPattern', 'CDLSTALLEDPATTERN', 3, 'bearish', 'reversal', 'Stalled Pattern', 'الگوی توقف'],
  ['stickSandwich', 'CDLSTICKSANDWICH', 3, 'bullish', 'reversal', 'Stick Sandwich', 'ساندویچ'],
  ['takuri', 'CDLTAKURI', 1, 'bullish', 'reversal', 'Takuri', 'تاکوری'],
  ['tasukiGap', 'CDLTASUKIGAP', 3, 'both', 'continuation', 'Tasuki Gap', 'شکاف تاسوکی'],
  ['thrusting', 'CDLTHRUSTING', 2, 'bearish', 'continuation', 'Thrusting', 'رانش'],
  ['tristar', 'CDLTRISTAR', 3, 'both', 'reversal', 'Tristar', 'سه ستاره'],
  ['uniqueThreeRiver', 'CDLUNIQUE3RIVER', 3, 'bullish', 'reversal', 'Unique Three River', 'سه رود یگانه'],
  [
    'upsideGapTwoCrows',
    'CDLUPSIDEGAP2CROWS',
    3,
    'bearish',
    'reversal',
    'Upside Gap Two Crows',
    'دو کلاغ با شکاف صعودی',
  ],
  [
    'upsideDownsideGapThreeMethods',
    'CDLXSIDEGAP3METHODS',
    3,
    'both',
    'continuation',
    'Upside/Downside Gap Three Methods',
    'سه روش با شکاف صعودی/نزولی',
  ],
];

/** Every TA-Lib candlestick pattern, one row per detector, for building one strategy per pattern. */
export const CANDLESTICK_PATTERNS: readonly CandlestickPattern[] = ROWS.map(
  ([name, taLib, candles, direction, kind, en, fa]) => {
    const detect = DETECTORS[name];
    return {
      name,
      taLib,
      en,
      fa,
      candles,
      direction,
      kind,
      lookback: detect.lookback,
      defaultPenetration: detect.defaultPenetration,
      detect,
    };
  },
);

/** Reads a detector's code as a direction: null when the pattern did not fire. */
export function signalOf(
  pattern: Pick<CandlestickPattern, 'direction'>,
  code: number,
): 'bullish' | 'bearish' | 'neutral' | null {
  if (code === 0) return null;
  if (pattern.direction === 'both') return code > 0 ? 'bullish' : 'bearish';
  return pattern.direction;
}
