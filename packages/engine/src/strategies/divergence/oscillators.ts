import { CCI_20, type IndicatorSpec, MACD_12_26_9, MFI_14, OBV, RSI_14, STOCHASTIC_14_3_3 } from '../context';

/** An oscillator a divergence compares with price: one output of one indicator. */
export interface DivergenceSource {
  readonly name: string;
  readonly spec: IndicatorSpec;
  readonly output: string;
  /** First bar with a value (TA-Lib lookback). */
  readonly firstValue: number;
}

/** The oscillators of the issue, with their charting defaults; OBV is a running total from bar 0. */
export const DIVERGENCE_SOURCES = [
  { name: 'rsi', spec: RSI_14, output: 'rsi', firstValue: 14 },
  { name: 'macd-histogram', spec: MACD_12_26_9, output: 'histogram', firstValue: 33 },
  { name: 'stochastic', spec: STOCHASTIC_14_3_3, output: 'k', firstValue: 17 },
  { name: 'cci', spec: CCI_20, output: 'cci', firstValue: 19 },
  { name: 'mfi', spec: MFI_14, output: 'mfi', firstValue: 14 },
  { name: 'obv', spec: OBV, output: 'obv', firstValue: 0 },
] as const satisfies readonly DivergenceSource[];
