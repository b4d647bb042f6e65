export * as candlesticks from './candlesticks';
export * as indicators from './indicators';
export * from './pivots';
export * from './series';
