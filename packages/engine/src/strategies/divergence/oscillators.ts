import { CCI_20, type IndicatorSpec, MACD_12_26_9, MFI_14, OBV, RSI_14, STOCHASTIC_14_3_3 } from '../context';

/** An oscillator a divergence compares with price: one output of one indicator, and how it is named. */
export interface DivergenceSource {
  readonly name: string;
  readonly spec: IndicatorSpec;
  readonly output: string;
  /** First bar with a value (TA-Lib lookback). */
  readonly firstValue: number;
  /** Its name in strategy names and texts, English and Persian. */
  readonly en: string;
  readonly fa: string;
  /** The TradingView study drawing it and the study's inputs. */
  readonly study: string;
  readonly inputs: string;
}

/** The oscillators of the issue, with their charting defaults; OBV is a running total from bar 0. */
export const DIVERGENCE_SOURCES = [
  {
    name: 'rsi',
    spec: RSI_14,
    output: 'rsi',
    firstValue: 14,
    en: 'RSI',
    fa: 'RSI',
    study: 'Relative Strength Index',
    inputs: '14',
  },
  {
    name: 'macd-histogram',
    spec: MACD_12_26_9,
    output: 'histogram',
    firstValue: 33,
    en: 'MACD histogram',
    fa: 'هیستوگرام مکدی',
    study: 'MACD',
    inputs: '12, 26, 9',
  },
  {
    name: 'stochastic',
    spec: STOCHASTIC_14_3_3,
    output: 'k',
    firstValue: 17,
    en: 'Stochastic',
    fa: 'استوکاستیک',
    study: 'Stochastic',
    inputs: '14, 3, 3',
  },
  {
    name: 'cci',
    spec: CCI_20,
    output: 'cci',
    firstValue: 19,
    en: 'CCI',
    fa: 'CCI',
    study: 'Commodity Channel Index',
    inputs: '20',
  },
  {
    name: 'mfi',
    spec: MFI_14,
    output: 'mfi',
    firstValue: 14,
    en: 'MFI',
    fa: 'MFI',
    study: 'Money Flow Index',
    inputs: '14',
  },
  {
    name: 'obv',
    spec: OBV,
    output: 'obv',
    firstValue: 0,
    en: 'OBV',
    fa: 'OBV',
    study: 'On Balance Volume',
    inputs: '',
  },
] as const satisfies readonly DivergenceSource[];
