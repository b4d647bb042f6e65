export * as candlesticks from './candlesticks';
export * from './catalog';
export * as indicators from './indicators';
export * from './jumps';
export * from './pivots';
export * from './scanner';
export * from './series';
export * from './strategies';
export * from './xmoon';
