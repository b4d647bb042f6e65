export * as indicators from './indicators';
export * from './series';
export * as candlesticks from './candlesticks';
export * from './pivots';
